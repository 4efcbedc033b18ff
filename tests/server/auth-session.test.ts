import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import { hashToken } from '../../server/domain/secrets';
import { SESSION_REFRESH_GRACE_MS } from '../../server/domain/sessions';
import { roles } from '../../src/services/contract';
import {
  bearer,
  call,
  fromAddress,
  login,
  PASSWORD,
  paths,
  signUp,
  type TestApp,
  truncateAll,
} from './support/auth';
import { databaseKinds, suiteDatabase } from './support/databases';
import { buildTestApp } from './support/test-app';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

describe.each(databaseKinds)('login, sessions, refresh and logout on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: truncateAll });
  let app: TestApp;

  beforeEach(async () => {
    app = buildTestApp(database);
  });

  describe('login', () => {
    it('answers a session for the right e-mail and password, with an absolute expiry', async () => {
      await signUp(app, 'ada@example.com');
      const answer = await login(app, 'ada@example.com');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        expiresIn: app.clock.now() + 12 * HOUR,
        user: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          emailAddress: 'ada@example.com',
          roles: [],
        },
      });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    });

    it('accepts userName as the sign-up flow sends it, and any case or spacing of the e-mail', async () => {
      await signUp(app, 'ada@example.com');
      const answer = await call(app, 'POST', paths.login, {
        userName: '  ADA@Example.COM ',
        password: PASSWORD,
      });
      expect(answer.status).toBe(200);
    });

    it('issues long random tokens and stores only their hash', async () => {
      await signUp(app, 'ada@example.com');
      const first = (await login(app, 'ada@example.com')).body.authToken as string;
      const second = (await login(app, 'ada@example.com')).body.authToken as string;
      expect(first).not.toBe(second);
      expect(Buffer.from(first, 'base64url').length).toBeGreaterThanOrEqual(32);
      const stored = await database.db.select().from(sessions);
      expect(stored.map((row) => row.tokenHash)).toContain(hashToken(first));
      expect(JSON.stringify(stored)).not.toContain(first);
    });

    it('stores the password as an argon2id hash', async () => {
      await signUp(app, 'ada@example.com');
      const [user] = await database.db.select().from(users);
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it.each([
      ['a wrong password', 'ada@example.com', 'Wrong1234'],
      ['an unknown e-mail', 'nobody@example.com', PASSWORD],
    ])('answers %s with 401 AUTH_FAILED NSK-4001', async (_, username, password) => {
      await signUp(app, 'ada@example.com');
      const answer = await login(app, username, password);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        message: 'AUTH_FAILED',
        data: { code: 'NSK-4001', message: 'Invalid email or password.' },
      });
    });

    it('answers a malformed body with 422 VALIDATION_FAILED and errors.username', async () => {
      const answer = await call(app, 'POST', paths.login, {
        username: 'not-an-email',
        password: 'x',
      });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        message: 'VALIDATION_FAILED',
        errors: { username: 'Invalid email address' },
      });
      const empty = await call(app, 'POST', paths.login, { password: 'x' });
      expect(empty.body).toEqual({
        message: 'VALIDATION_FAILED',
        errors: { username: 'Email is required' },
      });
    });

    it('pauses an account after 5 failures with NSK-4002 saying when to retry, then lets it in again', async () => {
      await signUp(app, 'ada@example.com');
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await login(app, 'ada@example.com', 'Wrong1234')).body).toMatchObject({
          data: { code: 'NSK-4001' },
        });
      }
      const fifth = await login(app, 'ada@example.com', 'Wrong1234');
      expect(fifth.status).toBe(401);
      expect(fifth.body).toEqual({
        message: 'AUTH_FAILED',
        data: {
          code: 'NSK-4002',
          message: 'Too many failed login attempts. Please try again in 15 minutes.',
        },
        retryAfterSeconds: 900,
      });
      expect(fifth.headers.get('retry-after')).toBe('900');

      // Even the right password waits, or the pause would be worthless.
      app.clock.advance(10 * MINUTE);
      const locked = await login(app, 'ada@example.com');
      expect(locked.body).toMatchObject({
        data: {
          code: 'NSK-4002',
          message: 'Too many failed login attempts. Please try again in 5 minutes.',
        },
      });
      app.clock.advance(5 * MINUTE);
      expect((await login(app, 'ada@example.com')).status).toBe(200);
    });

    it('lets no more than 5 parallel guesses through before pausing the account', async () => {
      await signUp(app, 'ada@example.com');
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => login(app, 'ada@example.com', 'Wrong1234')),
      );
      const codes = answers.map((answer) => (answer.body.data as { code: string }).code);
      expect(answers.every((answer) => answer.status === 401)).toBe(true);
      expect(codes.filter((code) => code === 'NSK-4001').length).toBeLessThanOrEqual(4);
      expect((await login(app, 'ada@example.com')).body).toMatchObject({
        data: { code: 'NSK-4002' },
      });
    });

    it('pauses unknown e-mails the same way, so the answers reveal no account', async () => {
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await login(app, 'ghost@example.com', 'Wrong1234');
      }
      expect((await login(app, 'ghost@example.com', 'Wrong1234')).body).toMatchObject({
        data: { code: 'NSK-4002' },
      });
    });

    it('forgets earlier failures after a successful login', async () => {
      await signUp(app, 'ada@example.com');
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await login(app, 'ada@example.com', 'Wrong1234');
      }
      expect((await login(app, 'ada@example.com')).status).toBe(200);
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await login(app, 'ada@example.com', 'Wrong1234')).body).toMatchObject({
          data: { code: 'NSK-4001' },
        });
      }
    });

    it('limits failures per client address with a 429 that says when to retry', async () => {
      await signUp(app, 'ada@example.com');
      const attacker = fromAddress('203.0.113.9');
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const answer = await login(app, `victim${attempt}@example.com`, 'Wrong1234', attacker);
        expect(answer.status).toBe(401);
      }
      const blocked = await login(app, 'ada@example.com', PASSWORD, attacker);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(
        'Too many failed login attempts from your network. Please try again in 15 minutes.',
      );
      expect(blocked.headers.get('retry-after')).toBe('900');
      // Other clients are not affected.
      expect(
        (await login(app, 'ada@example.com', PASSWORD, fromAddress('198.51.100.7'))).status,
      ).toBe(200);
      app.clock.advance(15 * MINUTE);
      expect((await login(app, 'ada@example.com', PASSWORD, attacker)).status).toBe(200);
    });
  });

  describe('exists', () => {
    it('tells whether an account uses the e-mail, trimmed and lower-cased', async () => {
      await signUp(app, 'ada@example.com');
      for (const email of ['ada@example.com', 'ADA@example.com', ' ada@example.com ']) {
        const answer = await call(app, 'GET', paths.exists(email));
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ isPresent: true });
      }
      expect((await call(app, 'GET', paths.exists('bob@example.com'))).body).toEqual({
        isPresent: false,
      });
    });

    it('answers a malformed or missing e-mail with 422', async () => {
      const bad = await call(app, 'GET', paths.exists('not-an-email'));
      expect(bad.status).toBe(422);
      expect(bad.body).toEqual({
        message: 'Invalid email address',
        errors: { emailAddress: 'Invalid email address' },
      });
      for (const path of ['/api/v2/auth/exists', '/api/v2/auth/exists/']) {
        const missing = await call(app, 'GET', path);
        expect(missing.status).toBe(422);
        expect(missing.body.message).toBe('Email is required');
      }
    });

    it('limits look-ups per client address', async () => {
      const client = fromAddress('203.0.113.5');
      for (let attempt = 0; attempt < 60; attempt += 1) {
        expect(
          (await call(app, 'GET', paths.exists(`p${attempt}@example.com`), undefined, client))
            .status,
        ).toBe(200);
      }
      const blocked = await call(app, 'GET', paths.exists('p@example.com'), undefined, client);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(
        'Too many requests from your network. Please try again in 10 minutes.',
      );
      expect(blocked.headers.get('retry-after')).toBe('600');
      app.clock.advance(10 * MINUTE);
      expect(
        (await call(app, 'GET', paths.exists('p@example.com'), undefined, client)).status,
      ).toBe(200);
    });
  });

  describe('sessions', () => {
    it('end at their absolute expiry: logout and refresh refuse the token after it', async () => {
      const { authToken, expiresIn } = await signUp(app, 'ada@example.com');
      app.clock.advance(expiresIn - app.clock.now() - 1);
      expect((await call(app, 'POST', paths.logout, undefined, bearer(authToken))).status).toBe(
        200,
      );

      const second = (await login(app, 'ada@example.com')).body.authToken as string;
      app.clock.advance(12 * HOUR);
      const late = await call(app, 'POST', paths.logout, undefined, bearer(second));
      expect(late.status).toBe(401);
      expect(late.body).toEqual({ message: 'Your session has expired. Please login again.' });
      const refresh = await call(app, 'POST', paths.refresh, { authToken: second });
      expect(refresh.status).toBe(401);
      expect(refresh.body).toEqual({ message: 'Your session has expired. Please login again.' });
    });

    it('last as long as SESSION_TTL says', async () => {
      app = buildTestApp(database, {
        settings: {
          sessionTtlSeconds: 60,
          publicUrl: 'http://app.test',
          supportEmail: 'support@app.test',
        },
      });
      const { expiresIn } = await signUp(app, 'ada@example.com');
      expect(expiresIn).toBe(app.clock.now() + 60_000);
    });

    /** The status of a call that needs a session and changes nothing. */
    const signedInStatus = async (token: string) =>
      (await call(app, 'GET', '/api/v2/payment/subscription', undefined, bearer(token))).status;

    it('refresh answers a new token with the current roles; the old one ends after a grace', async () => {
      const { authToken } = await signUp(app, 'ada@example.com');
      await database.db
        .update(users)
        .set({ roles: [roles.pro] })
        .where(eq(users.emailAddress, 'ada@example.com'));
      app.clock.advance(HOUR);
      const refreshed = await call(app, 'POST', paths.refresh, { authToken });
      expect(refreshed.status).toBe(200);
      expect(refreshed.body).toMatchObject({
        expiresIn: app.clock.now() + 12 * HOUR,
        user: { emailAddress: 'ada@example.com', roles: [roles.pro] },
      });
      expect(refreshed.body.authToken).not.toBe(authToken);

      // More in session-rotation.test.ts: the grace, a second refresh, the absolute end.
      const newToken = refreshed.body.authToken as string;
      expect(await signedInStatus(newToken)).toBe(200);
      expect(await signedInStatus(authToken)).toBe(200);
      expect((await call(app, 'POST', paths.refresh, { authToken })).status).toBe(401);
      app.clock.advance(SESSION_REFRESH_GRACE_MS);
      expect(await signedInStatus(authToken)).toBe(401);
      expect((await call(app, 'POST', paths.logout, undefined, bearer(newToken))).status).toBe(200);
    });

    it('refresh refuses an unknown token', async () => {
      const answer = await call(app, 'POST', paths.refresh, { authToken: 'made-up-token' });
      expect(answer.status).toBe(401);
    });

    it('logout ends that session at once and leaves the others', async () => {
      const { authToken } = await signUp(app, 'ada@example.com');
      const other = (await login(app, 'ada@example.com')).body.authToken as string;
      const answer = await call(app, 'POST', paths.logout, undefined, bearer(authToken));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true });
      expect((await call(app, 'POST', paths.logout, undefined, bearer(authToken))).status).toBe(
        401,
      );
      expect((await call(app, 'POST', paths.refresh, { authToken })).status).toBe(401);
      expect((await call(app, 'POST', paths.refresh, { authToken: other })).status).toBe(200);
    });

    it('logout without a bearer token answers 401 with a challenge', async () => {
      const challenges: Record<string, string>[] = [
        {},
        { authorization: 'Basic abc' },
        { authorization: 'Bearer' },
      ];
      for (const headers of challenges) {
        const answer = await call(app, 'POST', paths.logout, undefined, headers);
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ message: 'Please login to continue.' });
        expect(answer.headers.get('www-authenticate')).toBe('Bearer');
      }
    });
  });
});
