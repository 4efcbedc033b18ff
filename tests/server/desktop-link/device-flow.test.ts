import { describe, expect, it } from 'vitest';
import {
  type DeviceList,
  deviceFlow,
  endpoints,
  type PendingDevice,
} from '../../../src/services/contract';
import { bearer, call, fromAddress, signUp } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { buildTestApp } from '../support/test-app';
import {
  activatedDevice,
  aDevice,
  decide,
  poll,
  resetDesktopLink,
  showPending,
  startDevice,
} from './support';

describe.each(databaseKinds)('device sign-in (RFC 8628) on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetDesktopLink });
  const signedUp = async () => {
    const app = buildTestApp(database);
    const { authToken } = await signUp(app, 'ada@example.com');
    return { app, token: authToken };
  };

  describe('POST /api/v2/device/code', () => {
    it('answers the codes, the verification addresses, 900 seconds and an interval of 5', async () => {
      const app = buildTestApp(database);
      const codes = await startDevice(app);
      expect(codes.userCode).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
      expect(codes.userCode).not.toMatch(/[AEIOUY01]/);
      expect(codes.deviceCode.length).toBeGreaterThanOrEqual(43);
      expect(codes.verificationUri).toBe('http://app.test/customer/devices/activate');
      expect(codes.verificationUriComplete).toBe(
        `http://app.test/customer/devices/activate?code=${codes.userCode}`,
      );
      expect(codes.expiresIn).toBe(900);
      expect(codes.interval).toBe(5);
    });

    it.each([
      [{ ...aDevice, platform: 'linux' }, 'platform'],
      [{ ...aDevice, deviceName: '' }, 'deviceName'],
      [{ ...aDevice, deviceName: 'x'.repeat(101) }, 'deviceName'],
      [{ ...aDevice, deviceName: 'two\nlines' }, 'deviceName'],
      [{ ...aDevice, appVersion: 'latest' }, 'appVersion'],
      [{ deviceName: 'PC', platform: 'macos' }, 'appVersion'],
    ])('refuses %j naming the field', async (body, field) => {
      const app = buildTestApp(database);
      const answer = await call(app, 'POST', endpoints.device.code, body);
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors as object)).toContain(field);
    });

    it('limits each address to 10 sign-ins in 15 minutes, not its neighbours', async () => {
      const app = buildTestApp(database);
      for (let index = 0; index < 10; index += 1) await startDevice(app, '203.0.113.9');
      const refused = await call(
        app,
        'POST',
        endpoints.device.code,
        aDevice,
        fromAddress('203.0.113.9'),
      );
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      await startDevice(app, '203.0.113.10');
      app.clock.advance(15 * 60_000 + 1);
      await startDevice(app, '203.0.113.9');
    });
  });

  describe('POST /api/v2/device/token', () => {
    it('answers authorization_pending until the customer decides', async () => {
      const { app } = await signedUp();
      const codes = await startDevice(app);
      const answer = await poll(app, codes.deviceCode);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'authorization_pending' });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    });

    it('answers slow_down to a poll sooner than the interval, then pending again', async () => {
      const { app } = await signedUp();
      const codes = await startDevice(app);
      await poll(app, codes.deviceCode);
      app.clock.advance(4_000);
      expect((await poll(app, codes.deviceCode)).body).toEqual({ error: 'slow_down' });
      app.clock.advance(5_000);
      expect((await poll(app, codes.deviceCode)).body).toEqual({ error: 'authorization_pending' });
    });

    it('answers access_denied once the customer denies', async () => {
      const { app, token } = await signedUp();
      const codes = await startDevice(app);
      expect((await decide(app, token, codes.userCode, 'deny')).body).toEqual({ status: 'denied' });
      expect((await poll(app, codes.deviceCode)).body).toEqual({ error: 'access_denied' });
    });

    it('answers expired_token after 15 minutes, approved or not', async () => {
      const { app, token } = await signedUp();
      const codes = await startDevice(app);
      await decide(app, token, codes.userCode, 'approve');
      app.clock.advance(deviceFlow.expiresIn * 1000);
      expect((await poll(app, codes.deviceCode)).body).toEqual({ error: 'expired_token' });
    });

    it('answers invalid_grant for an unknown code, and invalid_request for a bad body', async () => {
      const app = buildTestApp(database);
      expect((await poll(app, 'not-a-code')).body).toEqual({ error: 'invalid_grant' });
      const bad = await call(app, 'POST', endpoints.device.token, { code: 'x' });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('invalid_request');
      const notJson = await call(app, 'POST', endpoints.device.token, 'deviceCode=x', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(notJson.body.error).toBe('invalid_request');
    });

    it('hands the token out exactly once: the next poll, or a parallel one, gets invalid_grant', async () => {
      const { app, token } = await signedUp();
      const codes = await startDevice(app);
      await decide(app, token, codes.userCode, 'approve');
      app.clock.advance(5_000);
      const answers = await Promise.all([poll(app, codes.deviceCode), poll(app, codes.deviceCode)]);
      const statuses = answers.map((answer) => answer.status).sort();
      // The second parallel poll is either too fast (slow_down) or too late (invalid_grant).
      expect(statuses).toEqual([200, 400]);
      const winner = answers.find((answer) => answer.status === 200);
      expect(winner?.body.deviceToken).toEqual(expect.any(String));
      expect(winner?.body.license).toEqual(expect.any(String));
      app.clock.advance(5_000);
      expect((await poll(app, codes.deviceCode)).body).toEqual({ error: 'invalid_grant' });
      const list = await call(app, 'GET', endpoints.devices, undefined, bearer(token));
      expect((list.body as unknown as DeviceList).devices).toHaveLength(1);
    });
  });

  describe('the activation page calls', () => {
    it('show the waiting device by its code, in any case and without the dash', async () => {
      const { app, token } = await signedUp();
      const codes = await startDevice(app);
      const typed = codes.userCode.toLowerCase().replace('-', '');
      const answer = await showPending(app, token, typed);
      expect(answer.status).toBe(200);
      const pending = answer.body as unknown as PendingDevice;
      expect(pending).toMatchObject({ userCode: codes.userCode, ...aDevice });
      expect(Date.parse(pending.expiresAt)).toBe(app.clock.now() + 900_000);
    });

    it('answer 404 for an unknown, expired or decided code, and 401 signed out', async () => {
      const { app, token } = await signedUp();
      expect((await showPending(app, token, 'BCDF-GHJK')).status).toBe(404);
      expect((await showPending(app, token, 'not a code')).status).toBe(404);
      const codes = await startDevice(app);
      expect(
        (await call(app, 'GET', `${endpoints.devices}/activation/${codes.userCode}`)).status,
      ).toBe(401);
      await decide(app, token, codes.userCode, 'deny');
      expect((await showPending(app, token, codes.userCode)).status).toBe(404);
      expect((await decide(app, token, codes.userCode, 'approve')).status).toBe(404);
      const late = await startDevice(app);
      app.clock.advance(900_000);
      expect((await showPending(app, token, late.userCode)).status).toBe(404);
    });

    it('limit how many codes one account may try', async () => {
      const { app, token } = await signedUp();
      for (let index = 0; index < 20; index += 1) await showPending(app, token, 'BCDF-GHJK');
      expect((await showPending(app, token, 'BCDF-GHJK')).status).toBe(429);
    });

    it('refuse past the plan limit with 409 and the limit, until a device is revoked', async () => {
      const { app, token } = await signedUp();
      await activatedDevice(app, token);
      const second = await startDevice(app);
      const refused = await decide(app, token, second.userCode, 'approve');
      expect(refused.status).toBe(409);
      expect(refused.body.limit).toBe(1);
      const list = (await call(app, 'GET', endpoints.devices, undefined, bearer(token)))
        .body as unknown as DeviceList;
      expect(list.limit).toBe(1);
      const revoke = await call(
        app,
        'DELETE',
        `${endpoints.devices}/${list.devices[0]?.id}`,
        undefined,
        bearer(token),
      );
      expect(revoke.status).toBe(200);
      expect((await decide(app, token, second.userCode, 'approve')).body).toEqual({
        status: 'approved',
      });
    });
  });

  describe('the devices list', () => {
    it('lists the live devices with what they are entitled to; revoking one ends its license', async () => {
      const { app, token } = await signedUp();
      const device = await activatedDevice(app, token);
      const answer = await call(app, 'GET', endpoints.devices, undefined, bearer(token));
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const list = answer.body as unknown as DeviceList;
      expect(list.devices).toEqual([
        expect.objectContaining({
          name: aDevice.deviceName,
          platform: aDevice.platform,
          appVersion: aDevice.appVersion,
          activatedAt: new Date(app.clock.now()).toISOString(),
        }),
      ]);
      expect(list.entitlement.plan).toBe('trial');
      expect(list.entitlement.runTimeSecondsPerDay).toBe(3600);
      const renewed = await call(
        app,
        'POST',
        endpoints.device.license,
        undefined,
        bearer(device.deviceToken),
      );
      expect(renewed.status).toBe(200);
      const id = list.devices[0]?.id ?? '';
      expect(
        (await call(app, 'DELETE', `${endpoints.devices}/${id}`, undefined, bearer(token))).status,
      ).toBe(200);
      expect(
        (await call(app, 'DELETE', `${endpoints.devices}/${id}`, undefined, bearer(token))).status,
      ).toBe(404);
      const refused = await call(
        app,
        'POST',
        endpoints.device.license,
        undefined,
        bearer(device.deviceToken),
      );
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toContain('invalid_token');
      const after = (await call(app, 'GET', endpoints.devices, undefined, bearer(token)))
        .body as unknown as DeviceList;
      expect(after.devices).toEqual([]);
    });

    it("never lets a customer revoke another customer's device", async () => {
      const { app, token } = await signedUp();
      await activatedDevice(app, token);
      const list = (await call(app, 'GET', endpoints.devices, undefined, bearer(token)))
        .body as unknown as DeviceList;
      const other = (await signUp(app, 'eve@example.com')).authToken;
      const id = list.devices[0]?.id ?? '';
      expect(
        (await call(app, 'DELETE', `${endpoints.devices}/${id}`, undefined, bearer(other))).status,
      ).toBe(404);
      expect(
        (await call(app, 'GET', endpoints.devices, undefined, bearer(token))).body.devices,
      ).toHaveLength(1);
    });
  });

  it('refuses a license to an unknown token and to a device whose account was deleted', async () => {
    const { app, token } = await signedUp();
    expect((await call(app, 'POST', endpoints.device.license)).status).toBe(401);
    expect(
      (await call(app, 'POST', endpoints.device.license, undefined, bearer('nope'))).status,
    ).toBe(401);
    const device = await activatedDevice(app, token);
    await database.db.execute(`DELETE FROM users WHERE email_address = 'ada@example.com'`);
    expect(
      (await call(app, 'POST', endpoints.device.license, undefined, bearer(device.deviceToken)))
        .status,
    ).toBe(401);
  });
});
