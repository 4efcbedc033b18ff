import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { setRole } from '../../../server/domain/roles';
import {
  consoleCustomersEndpoints,
  declaredEndpoints,
  endpointPath,
  endpoints,
  SECOND_FACTOR_TICKET_MS,
  secondFactorErrorCodes,
  secondFactorPaths,
} from '../../../src/services/contract';
import { TOTP_STEP_MS, totpCode } from '../../support/totp';
import { signUpAdmin } from '../support/admin';
import { bearer, call, login, PASSWORD, signUp, truncateAll } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { setUpAuthenticator } from '../support/second-factor';
import { buildTestApp, type TestClock } from '../support/test-app';

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const ADA = 'ada@example.com';

/** Issue 35: the authenticator app, the sign-in's second step, the operators' duty, sudo mode. */
describe.each(databaseKinds)('the second factor on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: truncateAll });

  const secondStep = (app: ReturnType<typeof buildTestApp>, ticket: string, code: string) =>
    call(app, 'POST', secondFactorPaths.signIn, { ticket, code });

  async function withApp() {
    const app = buildTestApp(database);
    const session = await signUp(app, ADA);
    const authenticator = await setUpAuthenticator(app, session.authToken);
    const challenge = async () => {
      const answer = await login(app, ADA);
      expect(answer.status).toBe(200);
      return (answer.body.secondFactor as { ticket: string }).ticket;
    };
    return { app, session, authenticator, challenge };
  }

  it('leaves the login of an account without one as it was', async () => {
    const app = buildTestApp(database);
    await signUp(app, ADA);
    const answer = await login(app, ADA);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['authToken', 'expiresIn', 'user']);
  });

  it('answers a ticket for the second step, then a session for a right code', async () => {
    const { app, authenticator } = await withApp();
    const answer = await login(app, ADA);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      secondFactor: {
        ticket: expect.any(String),
        methods: ['totp', 'recovery'],
        expiresIn: app.clock.now() + SECOND_FACTOR_TICKET_MS,
      },
    });
    const { ticket } = answer.body.secondFactor as { ticket: string };
    const signedIn = await secondStep(app, ticket, authenticator.nextCode());
    expect(signedIn.status).toBe(200);
    expect(Object.keys(signedIn.body).sort()).toEqual(['authToken', 'expiresIn', 'user']);
    // A ticket signs in once.
    const again = await secondStep(app, ticket, authenticator.nextCode());
    expect(again.status).toBe(401);
  });

  it('refuses a code used before (the same time step), and a wrong one, as NSK-4003', async () => {
    const { app, authenticator, challenge } = await withApp();
    const code = authenticator.nextCode();
    expect((await secondStep(app, await challenge(), code)).status).toBe(200);
    const replay = await secondStep(app, await challenge(), code);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({
      message: 'AUTH_FAILED',
      data: { code: secondFactorErrorCodes.wrongCode, message: expect.any(String) },
    });
  });

  it('ends the ticket at its 5th wrong code: a right code then fails too', async () => {
    const { app, authenticator, challenge } = await withApp();
    const ticket = await challenge();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await secondStep(app, ticket, '000000');
      expect(wrong.status).toBe(401);
    }
    const right = await secondStep(app, ticket, authenticator.nextCode());
    expect(right.status).toBe(401);
    expect((right.body.data as { message: string }).message).toMatch(/ended/);
  });

  it('ends the ticket after 5 minutes', async () => {
    const { app, authenticator, challenge } = await withApp();
    const ticket = await challenge();
    (app.clock as TestClock).advance(SECOND_FACTOR_TICKET_MS + 1);
    const late = await secondStep(app, ticket, authenticator.nextCode());
    expect(late.status).toBe(401);
  });

  it('takes each recovery code once', async () => {
    const { app, authenticator, challenge } = await withApp();
    const [recovery] = authenticator.recoveryCodes;
    expect(authenticator.recoveryCodes).toHaveLength(10);
    expect((await secondStep(app, await challenge(), String(recovery).toUpperCase())).status).toBe(
      200,
    );
    expect((await secondStep(app, await challenge(), String(recovery))).status).toBe(401);
  });

  it('turns off with the password and a code, and never with a wrong one', async () => {
    const { app, session, authenticator } = await withApp();
    const token = bearer(session.authToken);
    const wrongPassword = await call(
      app,
      'DELETE',
      secondFactorPaths.totp,
      { password: 'Not9TheOne', code: authenticator.nextCode() },
      token,
    );
    expect(wrongPassword.status).toBe(403);
    const wrongCode = await call(
      app,
      'DELETE',
      secondFactorPaths.totp,
      { password: PASSWORD, code: '000000' },
      token,
    );
    expect(wrongCode.status).toBe(403);
    expect(wrongCode.body.errors).toHaveProperty('code');
    const off = await call(
      app,
      'DELETE',
      secondFactorPaths.totp,
      { password: PASSWORD, code: authenticator.nextCode() },
      token,
    );
    expect(off.status).toBe(200);
    expect((await call(app, 'GET', secondFactorPaths.totp, undefined, token)).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect((await login(app, ADA)).body).toHaveProperty('authToken');
  });

  it('makes new recovery codes with an app code; the old ones stop working', async () => {
    const { app, session, authenticator, challenge } = await withApp();
    const renewed = await call(
      app,
      'POST',
      secondFactorPaths.recoveryCodes,
      { code: authenticator.nextCode() },
      bearer(session.authToken),
    );
    expect(renewed.status).toBe(200);
    const [old] = authenticator.recoveryCodes;
    expect((await secondStep(app, await challenge(), String(old))).status).toBe(401);
    const [fresh] = renewed.body.recoveryCodes as string[];
    expect((await secondStep(app, await challenge(), String(fresh))).status).toBe(200);
  });

  it('confirms a pending set-up only with a right code, and never shows the secret again', async () => {
    const app = buildTestApp(database);
    const session = await signUp(app, ADA);
    const token = bearer(session.authToken);
    const started = await call(app, 'POST', secondFactorPaths.totp, undefined, token);
    expect(started.body.otpauthUrl).toMatch(
      /^otpauth:\/\/totp\/SignalHand:ada%40example\.com\?.*algorithm=SHA1&digits=6&period=30/,
    );
    const wrong = await call(app, 'POST', secondFactorPaths.totpConfirm, { code: '000000' }, token);
    expect(wrong.status).toBe(403);
    expect((await login(app, ADA)).body).toHaveProperty('authToken');
    const secret = String(started.body.secret);
    const right = await call(
      app,
      'POST',
      secondFactorPaths.totpConfirm,
      { code: totpCode(secret, app.clock.now()) },
      token,
    );
    expect(right.status).toBe(200);
    const status = await call(app, 'GET', secondFactorPaths.totp, undefined, token);
    expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect(JSON.stringify(status.body)).not.toContain(secret);
    const restart = await call(app, 'POST', secondFactorPaths.totp, undefined, token);
    expect(restart.status).toBe(409);
  });

  it('gives no console data to an operator without one, on every operator endpoint', async () => {
    const app = buildTestApp(database);
    const operator = await signUp(app, 'olga@example.com');
    await setRole(database.db, 'olga@example.com', 'ADMIN', true);
    const operatorEndpoints = declaredEndpoints.filter(
      (endpoint) => endpoint.access === 'operator',
    );
    expect(operatorEndpoints.length).toBeGreaterThan(20);
    for (const endpoint of operatorEndpoints) {
      const params = Object.fromEntries(
        [...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, SOME_ID]),
      );
      const path = endpointPath(endpoint, params);
      const answer = await app.request(path, {
        method: endpoint.method,
        headers: { 'content-type': 'application/json', ...bearer(operator.authToken) },
        ...(endpoint.method === 'GET' ? {} : { body: '{}' }),
      });
      const label = `${endpoint.method} ${endpoint.path}`;
      expect(answer.status, label).toBe(403);
      expect((await answer.json()).data?.code, label).toBe(secondFactorErrorCodes.required);
    }
    const unknown = await app.request(`${endpoints.admin}/anything`, {
      headers: bearer(operator.authToken),
    });
    expect(unknown.status).toBe(403);
  });

  it('asks an operator for a fresh second factor after 10 minutes (sudo mode), then lets the action through', async () => {
    const app = buildTestApp(database);
    const admin = await signUpAdmin(app, database, 'olga@example.com');
    const customer = await signUp(app, 'carl@example.com');
    const [carl] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.emailAddress, 'carl@example.com'));
    expect(customer.authToken).toBeTruthy();
    (app.clock as TestClock).advance(11 * 60 * 1000);
    const lock = endpointPath(consoleCustomersEndpoints.lock, { id: carl?.id });
    const stale = await call(app, 'PUT', lock, undefined, bearer(admin.authToken));
    expect(stale.status).toBe(403);
    expect((stale.body.data as { code: string }).code).toBe(secondFactorErrorCodes.notFresh);
    // Reading stays open: only the weighty actions ask.
    const detail = endpointPath(consoleCustomersEndpoints.detail, { id: carl?.id });
    expect((await call(app, 'GET', detail, undefined, bearer(admin.authToken))).status).toBe(200);
    app.clock.advance(TOTP_STEP_MS);
    const confirmed = await call(
      app,
      'POST',
      secondFactorPaths.confirm,
      { code: totpCode(admin.authenticator.secret, app.clock.now()) },
      bearer(admin.authToken),
    );
    expect(confirmed.status).toBe(200);
    expect((await call(app, 'PUT', lock, undefined, bearer(admin.authToken))).status).toBe(200);
  });
});
