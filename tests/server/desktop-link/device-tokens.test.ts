import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices, mailOutbox } from '../../../server/db/schema';
import { type DeviceList, deviceFlow, endpoints } from '../../../src/services/contract';
import { bearer, call, codeSentTo, login, paths, signUp, type TestApp } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { buildTestApp } from '../support/test-app';
import { activatedDevice, resetDesktopLink } from './support';

const DAY_MS = 24 * 60 * 60 * 1000;
const EMAIL = 'ada@example.com';

/** Issue 32, point 3: device tokens end with a password reset, and when left unused. */
describe.each(databaseKinds)('device tokens on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetDesktopLink });

  const renew = (app: TestApp, deviceToken: string) =>
    call(app, 'POST', endpoints.device.license, undefined, bearer(deviceToken));
  const deviceList = async (app: TestApp, token: string) =>
    (await call(app, 'GET', endpoints.devices, undefined, bearer(token)))
      .body as unknown as DeviceList;

  it('a password reset signs every device out and mails a notice', async () => {
    const app = buildTestApp(database);
    const { authToken } = await signUp(app, EMAIL);
    const first = await activatedDevice(app, authToken);
    expect((await renew(app, first.deviceToken)).status).toBe(200);

    await call(app, 'POST', paths.verification, { emailAddress: EMAIL, type: 'PASSWORD_RESET' });
    const code = await codeSentTo(app, EMAIL);
    const reset = await call(app, 'PUT', paths.password, {
      emailAddress: EMAIL,
      verificationCode: code,
      password: 'Brand9New',
    });
    expect(reset.status).toBe(200);

    const refused = await renew(app, first.deviceToken);
    expect(refused.status).toBe(401);
    // Kept in the outbox with the reset, like every mail.
    const notices = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'password-changed'));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.recipient).toBe(EMAIL);
    await app.outbox.drain();
    const mail = app.mail.lastTo(EMAIL);
    expect(mail?.subject).toBe('Your SignalHand password was changed');
    expect(mail?.text).toMatch(/^Hello Ada,/);
    expect(mail?.text).toContain('signed out');
    expect(mail?.text).not.toContain('Brand9New');

    // The customer signs the device in again: the old one no longer counts against Trial's one.
    const session = (await login(app, EMAIL, 'Brand9New')).body.authToken as string;
    expect((await deviceList(app, session)).devices).toEqual([]);
    const again = await activatedDevice(app, session);
    expect((await renew(app, again.deviceToken)).status).toBe(200);
  });

  it('refuses a device token left unused past its expiry; each use renews it', async () => {
    const app = buildTestApp(database);
    const { authToken } = await signUp(app, EMAIL);
    const { deviceToken } = await activatedDevice(app, authToken);
    const life = deviceFlow.deviceTokenDays * DAY_MS;

    // Used a day before it would end, twice: each use moves its end on.
    app.clock.advance(life - DAY_MS);
    expect((await renew(app, deviceToken)).status).toBe(200);
    const [row] = await database.db.select().from(devices);
    expect(row?.tokenExpiresAt.getTime()).toBe(app.clock.now() + life);
    app.clock.advance(life - DAY_MS);
    expect((await renew(app, deviceToken)).status).toBe(200);

    // Then left unused until its end: refused, and the device no longer counts or shows.
    app.clock.advance(life);
    const refused = await renew(app, deviceToken);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('invalid_token');
    const session = (await login(app, EMAIL)).body.authToken as string;
    expect((await deviceList(app, session)).devices).toEqual([]);
    await activatedDevice(app, session, '198.51.100.9');
  });
});
