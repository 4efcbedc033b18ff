import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client';
import {
  type DeviceCodeResponse,
  endpoints,
  type PendingDevice,
} from '../../../src/services/contract';
import type { LinkOptions } from '../../../tools/desktop-client/link';
import { bearer, call, fromAddress, type TestApp } from '../support/auth';
import { resetWithSeed } from '../support/portal';

/** Every table empty (keys too), the seed catalogue loaded. */
export async function resetDesktopLink(database: DatabaseHandle) {
  await resetWithSeed(database);
  await database.db.execute(
    sql.raw(
      'TRUNCATE devices, device_authorizations, license_signing_keys, releases, release_files, subscriptions, checkouts, payment_events CASCADE',
    ),
  );
}

export const aDevice = { deviceName: 'Trading PC', platform: 'windows-x64', appVersion: '2.0.0' };

/** Step 1 of the device flow, from its own address so tests do not share a rate limit. */
export async function startDevice(app: TestApp, address = '198.51.100.7') {
  const answer = await call(app, 'POST', endpoints.device.code, aDevice, fromAddress(address));
  expect(answer.status).toBe(200);
  return answer.body as unknown as DeviceCodeResponse;
}

export const poll = (app: TestApp, deviceCode: string) =>
  call(app, 'POST', endpoints.device.token, { deviceCode });

export const activationPath = (userCode: string) =>
  `${endpoints.devices}/activation/${encodeURIComponent(userCode)}`;

export async function showPending(app: TestApp, token: string, userCode: string) {
  return call(app, 'GET', activationPath(userCode), undefined, bearer(token));
}

export async function decide(
  app: TestApp,
  token: string,
  userCode: string,
  decision: 'approve' | 'deny',
) {
  return call(app, 'POST', activationPath(userCode), { decision }, bearer(token));
}

/** Starts a device, approves it as the customer, and redeems the token after the interval. */
export async function activatedDevice(app: TestApp, customerToken: string, address?: string) {
  const codes = await startDevice(app, address);
  const pending = await showPending(app, customerToken, codes.userCode);
  expect((pending.body as unknown as PendingDevice).deviceName).toBe(aDevice.deviceName);
  expect((await decide(app, customerToken, codes.userCode, 'approve')).status).toBe(200);
  app.clock.advance(codes.interval * 1000);
  const answer = await poll(app, codes.deviceCode);
  expect(answer.status).toBe(200);
  return answer.body as { deviceToken: string; license: string };
}

/** The reference client's options over the test app: its fetch, and waits that move the clock. */
export function clientOver(app: TestApp): LinkOptions {
  return {
    server: 'http://app.test',
    fetch: async (input, init) => app.request(String(input), init),
    sleep: async (ms) => app.clock.advance(ms),
    now: () => new Date(app.clock.now()),
  };
}
