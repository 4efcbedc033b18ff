import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { deviceAuthorizations, devices } from '../../../server/db/schema';
import { type DeviceList, endpoints } from '../../../src/services/contract';
import { fetchJwks, fetchLicense, verifyLicense } from '../../../tools/desktop-client/link';
import { asAdmin, customerPath, operatorAndCustomer } from '../admin/customers-support';
import { bearer, call, signUp, type TestApp } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { buildTestApp, testSettings } from '../support/test-app';
import {
  activatedDevice,
  clientOver,
  decide,
  poll,
  resetDesktopLink,
  startDevice,
} from './support';

const HOUR_MS = 60 * 60 * 1000;
const DAY_SECONDS = 24 * 60 * 60;

/** Issue 32, point 2: a license outlives its device by a day at most; a lock stops new ones. */
describe.each(databaseKinds)('license life on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetDesktopLink });

  async function signOut(app: TestApp, token: string) {
    const list = (await call(app, 'GET', endpoints.devices, undefined, bearer(token)))
      .body as unknown as DeviceList;
    const [device] = list.devices;
    const answer = await call(
      app,
      'DELETE',
      `${endpoints.devices}/${device?.id}`,
      undefined,
      bearer(token),
    );
    expect(answer.status).toBe(200);
  }

  it('a Trial device signed out to make room for another stops within a day', async () => {
    const app = buildTestApp(database);
    const { authToken } = await signUp(app, 'ada@example.com');
    // The attack: device 1 signs in and fetches its license, is signed out, device 2 signs in.
    const first = await activatedDevice(app, authToken);
    const firstLicense = await fetchLicense(clientOver(app), first.deviceToken);
    await signOut(app, authToken);
    const second = await activatedDevice(app, authToken, '198.51.100.8');
    const now = Math.floor(app.clock.now() / 1000);
    for (const license of [first.license, firstLicense, second.license]) {
      const claims = decodeJwt(license);
      expect(claims.exp).toBeLessThanOrEqual(now + DAY_SECONDS);
      expect(claims.exp).toBeGreaterThan(now + DAY_SECONDS / 2);
    }
    // Offline, device 1's license stops working a day later at the latest.
    const jwks = await fetchJwks(clientOver(app));
    const check = (at: number) =>
      verifyLicense(firstLicense, jwks, { issuer: testSettings.publicUrl, now: new Date(at) });
    await expect(check(app.clock.now())).resolves.toMatchObject({ plan: 'trial' });
    await expect(check(app.clock.now() + 24 * HOUR_MS)).rejects.toThrow(/exp/);
  });

  it('gives no token or license for a code approved just before the account was locked', async () => {
    const app = buildTestApp(database);
    const { adminToken, customerToken, customerId } = await operatorAndCustomer(app, database);
    const codes = await startDevice(app);
    expect((await decide(app, customerToken, codes.userCode, 'approve')).status).toBe(200);
    const locked = await asAdmin(app, adminToken)('PUT', customerPath(customerId, '/lock'));
    expect(locked.status).toBe(200);
    app.clock.advance(codes.interval * 1000);
    const refused = await poll(app, codes.deviceCode);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'access_denied' });
    expect(refused.body).not.toHaveProperty('deviceToken');
    expect(await database.db.select().from(devices)).toEqual([]);
    // The approval is spent: an unlock does not bring it back.
    const [row] = await database.db
      .select({ status: deviceAuthorizations.status })
      .from(deviceAuthorizations)
      .where(eq(deviceAuthorizations.userCode, codes.userCode));
    expect(row?.status).toBe('denied');
  });

  it('renews no license for a device of a locked account, and does not renew its token', async () => {
    const app = buildTestApp(database);
    const { adminToken, customerToken, customerId } = await operatorAndCustomer(app, database);
    const { deviceToken } = await activatedDevice(app, customerToken);
    const [before] = await database.db.select().from(devices);
    await asAdmin(app, adminToken)('PUT', customerPath(customerId, '/lock'));
    app.clock.advance(HOUR_MS);
    const answer = await call(
      app,
      'POST',
      endpoints.device.license,
      undefined,
      bearer(deviceToken),
    );
    expect(answer.status).toBe(401);
    const [after] = await database.db.select().from(devices);
    expect(after?.tokenExpiresAt).toEqual(before?.tokenExpiresAt);
    expect(after?.lastSeenAt).toEqual(before?.lastSeenAt);
  });
});
