import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** A local peer that records each call and answers what the contract expects. */
type Seen = {
  method?: string;
  url?: string;
  body: unknown;
  authorization?: string;
  idempotencyKey?: string;
};
let seen: Seen[] = [];
let server: Server;
let auth: typeof import('../../src/services/auth');
/** From the same module load as `auth`, so `instanceof` holds. */
let ApiRequestError: typeof import('../../src/services/http').ApiRequestError;

const session = {
  authToken: 'token-1',
  expiresIn: 1_900_000_000_000,
  user: { firstName: 'Ada', lastName: 'Lovelace', emailAddress: 'ada@example.com', roles: [] },
};

function answerFor(req: IncomingMessage, body: Record<string, unknown>): unknown {
  const url = req.url ?? '';
  if (url.startsWith('/api/v2/auth/exists/')) return { isPresent: true };
  if (url === '/api/v2/auth/verification/send') {
    return 'verificationCode' in body ? { valid: true } : { success: true };
  }
  if (url === '/api/v2/auth/register') return { ...session, message: 'Welcome' };
  if (url === '/api/v2/auth/password') return { success: true, message: 'Updated' };
  if (url === '/api/v2/auth/logout') return { success: true };
  if (url === '/api/v2/auth/login' && body.password === 'no-token')
    return { ...session, authToken: '' };
  return session;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : {};
      seen.push({
        method: req.method,
        url: req.url,
        body: raw ? body : undefined,
        authorization: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answerFor(req, body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The client reads its base address once, at load: point it at the local peer first.
  vi.stubEnv('VITE_API_BASE_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.resetModules();
  auth = await import('../../src/services/auth');
  ({ ApiRequestError } = await import('../../src/services/http'));
});
afterAll(() => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  seen = [];
});

describe('auth service: the calls of spec section 7', () => {
  it('logs in with username and password', async () => {
    expect(
      await auth.authApi.login({ username: 'ada@example.com', password: 'Secret123' }),
    ).toEqual(session);
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/v2/auth/login',
        body: { username: 'ada@example.com', password: 'Secret123' },
        authorization: undefined,
      },
    ]);
  });

  it('fails when a session answer has no token', async () => {
    await expect(
      auth.authApi.login({ username: 'ada@example.com', password: 'no-token' }),
    ).rejects.toBeInstanceOf(ApiRequestError);
  });

  it('checks an e-mail with the address as the last path segment, encoded', async () => {
    expect(await auth.authApi.emailExists('a+b@example.com')).toEqual({ isPresent: true });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/api/v2/auth/exists/a%2Bb%40example.com',
    });
  });

  it('sends the three bodies of the verification path', async () => {
    await auth.authApi.sendRegistrationCode({
      emailAddress: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    await auth.authApi.sendResetCode('ada@example.com');
    expect(
      await auth.authApi.checkCode({ emailAddress: 'ada@example.com', verificationCode: '123456' }),
    ).toEqual({ valid: true });
    expect(seen.map((call) => [call.method, call.url, call.body])).toEqual([
      [
        'POST',
        '/api/v2/auth/verification/send',
        {
          emailAddress: 'ada@example.com',
          firstName: 'Ada',
          lastName: 'Lovelace',
          type: 'REGISTRATION',
        },
      ],
      [
        'POST',
        '/api/v2/auth/verification/send',
        { emailAddress: 'ada@example.com', type: 'PASSWORD_RESET' },
      ],
      [
        'POST',
        '/api/v2/auth/verification/send',
        { emailAddress: 'ada@example.com', verificationCode: '123456' },
      ],
    ]);
  });

  it('registers, updates a password with PUT, refreshes', async () => {
    const registration = {
      emailAddress: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      verificationCode: '123456',
      referrerDetails: 'YouTube',
      password: 'Secret123',
      termsAccepted: true as const,
    };
    expect(await auth.authApi.register(registration)).toMatchObject({ authToken: 'token-1' });
    await auth.authApi.updatePassword({
      emailAddress: 'ada@example.com',
      verificationCode: '123456',
      password: 'Secret456',
    });
    await auth.authApi.refresh('token-1');
    expect(seen.map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', '/api/v2/auth/register', registration],
      [
        'PUT',
        '/api/v2/auth/password',
        { emailAddress: 'ada@example.com', verificationCode: '123456', password: 'Secret456' },
      ],
      ['POST', '/api/v2/auth/refresh', { authToken: 'token-1' }],
    ]);
  });

  it("refreshes with the browser's refresh key as Idempotency-Key", async () => {
    await auth.authApi.refresh('token-1', 'browser-key-0123456789');
    expect(seen[0]).toMatchObject({
      url: '/api/v2/auth/refresh',
      body: { authToken: 'token-1' },
      idempotencyKey: 'browser-key-0123456789',
    });
  });

  it('signs out with the token it is given as a Bearer header', async () => {
    await auth.authApi.logout('token-7');
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/v2/auth/logout',
      authorization: 'Bearer token-7',
    });
  });
});
