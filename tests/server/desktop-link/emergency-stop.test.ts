import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../../server/db/schema';
import { DEVICE_STATUS_RULE } from '../../../server/domain/devices';
import {
  type DeviceLimitAnswer,
  type DeviceList,
  endpoints,
  type StopState,
  seatReuse,
} from '../../../src/services/contract';
import { bearer, call, login, signUp, type TestApp } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { buildTestApp, testSettings } from '../support/test-app';
import {
  activatedDevice,
  decide,
  resetDesktopLink,
  signedInOperator,
  startDevice,
} from './support';

const EMAIL = 'ada@example.com';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The status poll's wait, short here (25 s in production). */
const WAIT_MS = 400;

const stopPath = `${endpoints.devices}/stop`;
const resumePath = `${endpoints.devices}/resume`;

const status = (app: TestApp, deviceToken: string, knownChangedAt?: number) =>
  call(
    app,
    'GET',
    `${endpoints.device.status}${knownChangedAt === undefined ? '' : `?knownChangedAt=${knownChangedAt}`}`,
    undefined,
    bearer(deviceToken),
  );

const press = async (app: TestApp, token: string, path: string) => {
  const answer = await call(app, 'POST', path, undefined, bearer(token));
  expect(answer.status).toBe(200);
  return answer.body as unknown as StopState;
};

/** Issue 36, points 3 and 4: the emergency stop and the limit on re-used seats. */
describe.each(databaseKinds)('the emergency stop on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetDesktopLink });
  const build = () =>
    buildTestApp(database, { settings: { ...testSettings, deviceStatusWaitMs: WAIT_MS } });

  it('stops and resumes: answers the state, mails each change, and licenses say stopped', async () => {
    const app = build();
    const { authToken } = await signUp(app, EMAIL);
    const device = await activatedDevice(app, authToken);
    expect(await press(app, authToken, stopPath.replace('/stop', '/stop'))).toMatchObject({
      stopped: true,
    });
    const state = (await call(app, 'GET', stopPath, undefined, bearer(authToken)))
      .body as unknown as StopState;
    expect(state.stopped).toBe(true);
    expect(state.changedAt).toBe(app.clock.now());
    // Pressing it again changes nothing: the same time, no second mail.
    app.clock.advance(1000);
    expect(await press(app, authToken, stopPath)).toEqual(state);

    const license = await call(
      app,
      'POST',
      endpoints.device.license,
      undefined,
      bearer(device.deviceToken),
    );
    expect(decodeJwt(String(license.body.license)).stopped).toBe(true);

    const resumed = await press(app, authToken, resumePath);
    expect(resumed).toEqual({ stopped: false, changedAt: app.clock.now() });
    const after = await call(
      app,
      'POST',
      endpoints.device.license,
      undefined,
      bearer(device.deviceToken),
    );
    expect(decodeJwt(String(after.body.license)).stopped).toBeUndefined();

    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, EMAIL));
    expect(mails.map((mail) => mail.kind).filter((k) => k.startsWith('devices-'))).toEqual([
      'devices-stopped',
      'devices-resumed',
    ]);
    await app.outbox.drain();
    expect(app.mail.lastTo(EMAIL)?.subject).toBe('Trading resumed on your SignalHand devices');
  });

  it('the status poll answers at once when the device is behind, else at the change', async () => {
    const app = build();
    const { authToken } = await signUp(app, EMAIL);
    const { deviceToken } = await activatedDevice(app, authToken);

    // Never pressed: changedAt 0. Without knownChangedAt the answer is at once.
    const first = await status(app, deviceToken);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ stopped: false, changedAt: 0 });

    // Up to date: it waits; the stop pressed meanwhile answers it well before the wait ends.
    const started = Date.now();
    const waiting = status(app, deviceToken, 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const pressed = await press(app, authToken, stopPath);
    const answered = await waiting;
    expect(answered.body).toEqual(pressed);
    expect(Date.now() - started).toBeLessThan(WAIT_MS);

    // Behind: at once. Up to date and nothing changes: the same state after the wait.
    expect((await status(app, deviceToken, 1)).body).toEqual(pressed);
    const quiet = Date.now();
    expect((await status(app, deviceToken, pressed.changedAt)).body).toEqual(pressed);
    expect(Date.now() - quiet).toBeGreaterThanOrEqual(WAIT_MS - 20);
  });

  it('refuses a signed-out device, a bad knownChangedAt, and too many polls at once', async () => {
    const app = build();
    const { authToken } = await signUp(app, EMAIL);
    const { deviceToken } = await activatedDevice(app, authToken);
    expect((await status(app, 'not-a-device-token')).status).toBe(401);
    const bad = await call(
      app,
      'GET',
      `${endpoints.device.status}?knownChangedAt=yesterday`,
      undefined,
      bearer(deviceToken),
    );
    expect(bad.status).toBe(422);

    // Two polls of one device may be open; a third is refused with when to try again.
    const open = [status(app, deviceToken, 0), status(app, deviceToken, 0)];
    await new Promise((resolve) => setTimeout(resolve, 50));
    const third = await status(app, deviceToken, 0);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    // A stop answers the open ones at once.
    await press(app, authToken, stopPath);
    for (const answer of await Promise.all(open)) expect(answer.body.stopped).toBe(true);

    // Revoked: its polls are refused.
    const list = (await call(app, 'GET', endpoints.devices, undefined, bearer(authToken)))
      .body as unknown as DeviceList;
    const id = list.devices[0]?.id ?? '';
    await call(app, 'DELETE', `${endpoints.devices}/${id}`, undefined, bearer(authToken));
    expect((await status(app, deviceToken)).status).toBe(401);
  });

  it('slows down a device that asks in a loop', async () => {
    const app = build();
    const { authToken } = await signUp(app, EMAIL);
    const { deviceToken } = await activatedDevice(app, authToken);
    for (let call = 0; call < DEVICE_STATUS_RULE.limit; call += 1) {
      expect((await status(app, deviceToken)).status).toBe(200);
    }
    const slowed = await status(app, deviceToken);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    app.clock.advance(DEVICE_STATUS_RULE.windowMs);
    expect((await status(app, deviceToken)).status).toBe(200);
  });

  it('a shutdown answers the open polls at once', async () => {
    const app = buildTestApp(database, {
      settings: { ...testSettings, deviceStatusWaitMs: 60_000 },
    });
    const { authToken } = await signUp(app, EMAIL);
    const { deviceToken } = await activatedDevice(app, authToken);
    const waiting = status(app, deviceToken, 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    app.releaseStatusPolls();
    expect((await waiting).body).toEqual({ stopped: false, changedAt: 0 });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('an operator stops and resumes a customer, audited, and the customer is mailed', async () => {
    const app = build();
    const { authToken } = await signUp(app, EMAIL);
    const operator = await signedInOperator(app, database);
    const list = await call(
      app,
      'GET',
      `${endpoints.admin}/customers?search=${encodeURIComponent(EMAIL)}`,
      undefined,
      bearer(operator),
    );
    const id = String((list.body.items as Array<{ id: string }>)[0]?.id);
    const path = `${endpoints.admin}/customers/${id}/devices-stop`;

    const stopped = await call(app, 'PUT', path, undefined, bearer(operator));
    expect(stopped.status).toBe(200);
    expect(stopped.body.devicesStopped).toBe(true);
    expect((await call(app, 'GET', stopPath, undefined, bearer(authToken))).body.stopped).toBe(
      true,
    );
    const resumed = await call(app, 'DELETE', path, undefined, bearer(operator));
    expect(resumed.body.devicesStopped).toBe(false);

    const entries = await database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries.map((entry) => entry.action)).toEqual([
      'customer.devices.stop',
      'customer.devices.resume',
    ]);
    await app.outbox.drain();
    expect(app.mail.lastTo(EMAIL)?.text).toContain('An operator of SignalHand resumed trading');
    // A customer cannot reach the console's switch.
    expect((await call(app, 'PUT', path, undefined, bearer(authToken))).status).toBe(403);
  });
});

describe.each(databaseKinds)('re-using freed seats on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetDesktopLink });

  it('signs devices out freely, but allows the plan and 5 more sign-ins in 30 days', async () => {
    const app = buildTestApp(database);
    const { authToken } = await signUp(app, EMAIL);
    const allowance = 1 + seatReuse.extraSignIns; // Trial's one device, and five swaps.
    const firstAt = app.clock.now();
    for (let signIn = 1; signIn <= allowance; signIn += 1) {
      await activatedDevice(app, authToken, `198.51.100.${signIn}`);
      const list = (await call(app, 'GET', endpoints.devices, undefined, bearer(authToken)))
        .body as unknown as DeviceList;
      const id = list.devices[0]?.id ?? '';
      expect(
        (await call(app, 'DELETE', `${endpoints.devices}/${id}`, undefined, bearer(authToken)))
          .status,
      ).toBe(200);
      // An hour apart (the session lives 12).
      app.clock.advance(60 * 60 * 1000);
    }

    const codes = await startDevice(app, '198.51.100.50');
    const refused = await decide(app, authToken, codes.userCode, 'approve');
    expect(refused.status).toBe(409);
    const answer = refused.body as unknown as DeviceLimitAnswer;
    const next = new Date(answer.nextSignInAt ?? '');
    // The first sign-in leaves the 30 days then (it was made after the interval of its poll).
    expect(next.getTime() - firstAt).toBeGreaterThanOrEqual(30 * DAY_MS);
    expect(next.getTime() - firstAt).toBeLessThan(30 * DAY_MS + 60_000);
    expect(answer.message).toContain('next new sign-in is possible on');
    expect(answer.message).toContain(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(next),
    );

    // Once that sign-in left the window, the next one is approved (signed in afresh).
    app.clock.advance(next.getTime() - app.clock.now());
    const { authToken: again } = (await login(app, EMAIL)).body as { authToken: string };
    const later = await startDevice(app, '198.51.100.51');
    expect((await decide(app, again, later.userCode, 'approve')).status).toBe(200);
  });
});
