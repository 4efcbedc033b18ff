import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_MAX_LIFE_MS, SESSION_REFRESH_GRACE_MS } from '../../server/domain/sessions';
import { bearer, call, login, paths, signUp, type TestApp, truncateAll } from './support/auth';
import { databaseKinds, suiteDatabase } from './support/databases';
import { buildTestApp } from './support/test-app';

const HOUR = 60 * 60 * 1000;
const REFRESH_KEY = 'idempotency-key';

/** Issue 32, point 4: one session token forked into many, and lived for ever. */
describe.each(databaseKinds)('session refresh rotates once, on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: truncateAll });
  let app: TestApp;

  beforeEach(() => {
    app = buildTestApp(database);
  });

  /** The status of a call that needs a session and changes nothing. */
  const signedInStatus = async (token: string) =>
    (await call(app, 'GET', '/api/v2/payment/subscription', undefined, bearer(token))).status;
  const refresh = (authToken: string, headers: Record<string, string> = {}) =>
    call(app, 'POST', paths.refresh, { authToken }, headers);
  const logout = (token: string) => call(app, 'POST', paths.logout, undefined, bearer(token));

  it('refreshing one token three times before using any answer gives one token, not three', async () => {
    const { authToken } = await signUp(app, 'ada@example.com');
    const answers = [await refresh(authToken), await refresh(authToken), await refresh(authToken)];
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 401]);
    expect(answers[1]?.body).toEqual({
      message: 'This session was refreshed already. Please login again.',
    });
    const fresh = answers[0]?.body.authToken as string;
    expect(await signedInStatus(fresh)).toBe(200);

    // The old token serves requests already in flight for the grace, and no longer.
    app.clock.advance(SESSION_REFRESH_GRACE_MS - 1);
    expect(await signedInStatus(authToken)).toBe(200);
    app.clock.advance(1);
    expect(await signedInStatus(authToken)).toBe(401);
    expect((await refresh(authToken)).status).toBe(401);
    expect(await signedInStatus(fresh)).toBe(200);

    // Signing out ends the session: nothing of it is left.
    expect((await logout(fresh)).status).toBe(200);
    expect(await signedInStatus(fresh)).toBe(401);
    expect((await refresh(fresh)).status).toBe(401);
  });

  it('refreshes of one token at the same time give one token, the others are refused', async () => {
    const { authToken } = await signUp(app, 'ada@example.com');
    const answers = await Promise.all([1, 2, 3].map(() => refresh(authToken)));
    const granted = answers.filter((answer) => answer.status === 200);
    expect(granted).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(2);
    app.clock.advance(SESSION_REFRESH_GRACE_MS);
    expect(await signedInStatus(authToken)).toBe(401);
    expect(await signedInStatus(granted[0]?.body.authToken as string)).toBe(200);
  });

  it('signing out with either token of a refresh ends both', async () => {
    const { authToken } = await signUp(app, 'ada@example.com');
    const fresh = (await refresh(authToken)).body.authToken as string;
    expect((await logout(authToken)).status).toBe(200);
    expect(await signedInStatus(fresh)).toBe(401);
    expect(await signedInStatus(authToken)).toBe(401);

    const next = (await login(app, 'ada@example.com')).body.authToken as string;
    const second = (await refresh(next)).body.authToken as string;
    const third = (await refresh(second)).body.authToken as string;
    // Another sign-in of the same person is another session, and stays.
    const elsewhere = (await login(app, 'ada@example.com')).body.authToken as string;
    expect((await logout(third)).status).toBe(200);
    for (const token of [next, second, third]) expect(await signedInStatus(token)).toBe(401);
    expect(await signedInStatus(elsewhere)).toBe(200);
  });

  it('never takes a session past its absolute end, however often it is refreshed', async () => {
    const start = app.clock.now();
    let token = (await signUp(app, 'ada@example.com')).authToken;
    const absoluteEnd = start + SESSION_MAX_LIFE_MS;
    for (;;) {
      app.clock.advance(11 * HOUR);
      const answer = await refresh(token);
      if (app.clock.now() >= absoluteEnd) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ message: 'Your session has expired. Please login again.' });
        break;
      }
      expect(answer.status).toBe(200);
      const expiresIn = answer.body.expiresIn as number;
      expect(expiresIn).toBe(Math.min(app.clock.now() + 12 * HOUR, absoluteEnd));
      token = answer.body.authToken as string;
    }
    expect(await signedInStatus(token)).toBe(401);
    // A new sign-in starts a new life.
    expect((await login(app, 'ada@example.com')).status).toBe(200);
  });

  it('a refresh the browser repeats with its key (a reload mid-call, another tab) answers the same token', async () => {
    const { authToken } = await signUp(app, 'ada@example.com');
    const key = { [REFRESH_KEY]: 'browser-key-0123456789' };
    // The answer never reached the page: it reloaded, and the page asks again.
    const lost = await refresh(authToken, key);
    expect(lost.status).toBe(200);
    app.clock.advance(5_000);
    const again = await refresh(authToken, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(lost.body);

    // Someone else holding the token, without the browser's key or with another, is refused.
    expect((await refresh(authToken)).status).toBe(401);
    expect((await refresh(authToken, { [REFRESH_KEY]: 'another-key-0123456789' })).status).toBe(
      401,
    );

    // A tab that held the old token catches up with the newest of the chain.
    const fresh = lost.body.authToken as string;
    const newest = await refresh(fresh, key);
    expect((await refresh(authToken, key)).body).toEqual(newest.body);

    // After the grace, the old token is over, key or not.
    app.clock.advance(SESSION_REFRESH_GRACE_MS);
    expect((await refresh(authToken, key)).status).toBe(401);
    expect(await signedInStatus(newest.body.authToken as string)).toBe(200);
  });

  it('refuses a refresh key that is too long or not printable', async () => {
    const { authToken } = await signUp(app, 'ada@example.com');
    for (const value of ['x'.repeat(201), 'short', 'sixteen letters!']) {
      const answer = await refresh(authToken, { [REFRESH_KEY]: value });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(
        'The refresh key must be 16 to 200 letters, digits, dashes or underscores.',
      );
    }
    expect((await refresh(authToken)).status).toBe(200);
  });
});
