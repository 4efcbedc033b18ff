import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { RateLimiter } from '../../server/domain/rate-limit';
import { pagePolicy, RESOURCE_POLICY } from '../../server/http/security-headers';
import { createLogger } from '../../server/logger';
import { defaultExternalLinks } from '../../src/services/contract';
import { call, paths, signUp, type TestApp } from './support/auth';
import { databaseKinds, suiteDatabase } from './support/databases';
import { LOCAL_MONTHLY, openCheckout, paymentPaths, resetBilling } from './support/payments';
import { buildTestApp } from './support/test-app';

/** The page policy of a site on the default links. */
const PAGE_POLICY = pagePolicy(defaultExternalLinks);

const SPA = 'https://app.example.com';
const EVIL = 'https://evil.example';

/** The directives of a policy by name, for readable assertions. */
const directives = (policy: string | null) =>
  Object.fromEntries(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('the content security policy', () => {
  it('lets pages load only this origin, plus the scheduling and video frames', () => {
    const page = directives(PAGE_POLICY);
    expect(page['default-src']).toEqual(["'self'"]);
    expect(page['script-src']).toEqual(["'self'"]);
    expect(page['connect-src']).toEqual(["'self'"]);
    expect(page['frame-src']).toEqual(['https://calendly.com', 'https://www.youtube-nocookie.com']);
    expect(page['object-src']).toEqual(["'none'"]);
    expect(page['frame-ancestors']).toEqual(["'none'"]);
    expect(PAGE_POLICY).not.toMatch(/unsafe-eval|\*/);
  });

  it('gives everything that is not a page nothing at all', () => {
    expect(RESOURCE_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('configuration of cross-origin access', () => {
  it('allows no origin by default and reads exact origins', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: `${SPA}, http://localhost:5173` }).corsOrigins).toEqual([
      SPA,
      'http://localhost:5173',
    ]);
  });

  it('refuses anything that is not an origin, naming the variable', () => {
    for (const value of ['*', `${SPA}/`, `${SPA}/app`, 'app.example.com', 'ftp://files.example']) {
      expect(() => loadConfig({ CORS_ORIGINS: value }), value).toThrow(/CORS_ORIGINS/);
    }
  });

  it('needs PUBLIC_URL to be a web address', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'app.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });
});

describe.each(databaseKinds)('security headers on %s', (kind) => {
  const database = suiteDatabase(kind);
  let app: TestApp;

  beforeAll(async () => {
    app = buildTestApp(database);
  });

  it('sends the page policy with pages, the built-in checkout page included', async () => {
    const checkoutPage = await app.request(
      paymentPaths.subscriptionCheckout({ priceId: 'price_unknown', emailAddress: 'a@b.co' }),
    );
    expect(checkoutPage.headers.get('content-type')).toContain('text/html');
    for (const response of [await app.request('/'), await app.request('/pricing'), checkoutPage]) {
      expect(response.headers.get('content-security-policy')).toBe(PAGE_POLICY);
    }
  });

  it('sends the empty policy with JSON, scripts and files', async () => {
    for (const path of [
      '/api/health',
      '/api/unknown',
      '/assets/index-abc123.js',
      '/files/notes.txt',
    ]) {
      const response = await app.request(path);
      expect(response.headers.get('content-security-policy'), path).toBe(RESOURCE_POLICY);
    }
  });

  it('forbids framing and sniffing, and keeps referrers to the origin', async () => {
    for (const path of ['/', '/api/health', '/api/unknown']) {
      const response = await app.request(path);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-powered-by'), path).toBeNull();
    }
  });

  it('sends HSTS only when the public address is HTTPS', async () => {
    expect((await app.request('/')).headers.get('strict-transport-security')).toBeNull();
    const secure = buildTestApp(database, {
      settings: {
        sessionTtlSeconds: 3600,
        publicUrl: SPA,
        supportEmail: 'support@app.test',
      },
    });
    for (const path of ['/', '/api/health']) {
      expect((await secure.request(path)).headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  describe('cross-origin access', () => {
    const preflight = (target: TestApp, origin: string) =>
      target.request(paths.login, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, authorization',
        },
      });
    const login = (target: TestApp, origin: string) =>
      call(target, 'POST', paths.login, { username: 'a@b.co', password: 'x' }, { origin });

    it('is closed when CORS_ORIGINS names no origin', async () => {
      const asked = await preflight(app, SPA);
      expect(asked.status).toBe(404);
      expect(asked.headers.get('access-control-allow-origin')).toBeNull();
      expect((await login(app, SPA)).headers.get('access-control-allow-origin')).toBeNull();
    });

    it('opens to the listed origins only, without credentials', async () => {
      const open = buildTestApp(database, {
        settings: {
          sessionTtlSeconds: 3600,
          publicUrl: 'http://app.test',
          supportEmail: 'support@app.test',
          corsOrigins: [SPA],
        },
      });
      const asked = await preflight(open, SPA);
      expect(asked.status).toBe(204);
      expect(asked.headers.get('access-control-allow-origin')).toBe(SPA);
      expect(asked.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
        'authorization',
      );
      expect(asked.headers.get('access-control-allow-credentials')).toBeNull();
      const answer = await login(open, SPA);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('access-control-allow-origin')).toBe(SPA);
      expect(answer.headers.get('access-control-expose-headers')).toContain('Retry-After');
      expect(answer.headers.get('vary')).toContain('Origin');

      for (const origin of [EVIL, `${SPA}.evil.example`, 'null', SPA.toUpperCase()]) {
        expect(
          (await preflight(open, origin)).headers.get('access-control-allow-origin'),
        ).toBeNull();
        expect((await login(open, origin)).headers.get('access-control-allow-origin')).toBeNull();
      }
    });
  });

  it('answers a failure inside the server 500 with a plain message, logged without secrets', async () => {
    const failure = new Error(
      'connect ECONNREFUSED postgres://app:hunter2@db:5432, header Bearer abc.def-123',
    );
    const failingLimiter: RateLimiter = {
      check: () => Promise.reject(failure),
      take: () => Promise.reject(failure),
      release: () => Promise.reject(failure),
      reset: () => Promise.reject(failure),
    };
    const lines: string[] = [];
    const failing = buildTestApp(database, {
      rateLimiter: failingLimiter,
      logger: createLogger('info', (_severity, line) => void lines.push(line)),
    });
    const answer = await call(failing, 'POST', paths.login, {
      username: 'ada@example.com',
      password: 'Secret123',
    });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ message: 'Server error. Please try again later.' });
    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).toContain('ECONNREFUSED');
    for (const secret of ['hunter2', 'abc.def-123', 'Secret123', failure.stack?.split('\n')[1]]) {
      expect(log).not.toContain(secret);
    }
  });

  it('serves the built-in checkout page under the page policy: no inline script', async () => {
    await resetBilling(database);
    await signUp(app, 'ada@example.com');
    const checkout = await openCheckout(
      app,
      paymentPaths.subscriptionCheckout({
        priceId: LOCAL_MONTHLY,
        emailAddress: 'ada@example.com',
      }),
    );
    const response = await app.request(checkout);
    expect(response.headers.get('content-security-policy')).toBe(PAGE_POLICY);
    const page = await response.text();
    expect(page).toContain('TEST MODE');
    expect(page).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
    // Its form posts to this origin, as form-action 'self' allows.
    expect(page).toMatch(/<form method="post" action="\/api\/v2\/payment\/test-checkout\//);
  });
});
