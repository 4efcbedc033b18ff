import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { runReleaseCommand } from '../../../server/cli/release-command';
import type { DatabaseHandle } from '../../../server/db/client';
import {
  generateReleaseKeyPair,
  seedReleasesIfEmpty,
  signReleaseFile,
} from '../../../server/domain/releases';
import { setRole } from '../../../server/domain/roles';
import {
  type AdminRelease,
  type DeviceCodeResponse,
  endpoints,
  type PendingDevice,
  type Release,
  roles,
} from '../../../src/services/contract';
import type { LinkOptions } from '../../../tools/desktop-client/link';
import { bearer, call, fromAddress, signUp, type TestApp } from '../support/auth';
import { resetWithSeed } from '../support/portal';
import { setUpAuthenticator } from '../support/second-factor';
import { buildTestApp, testSettings } from '../support/test-app';

/** The release manager's key pair, made on their machine: the server gets the public key. */
export const releaseManager = generateReleaseKeyPair();

/** A test app that trusts the release manager's key only (RELEASE_PUBLIC_KEYS). */
export const withReleaseKeys = (
  database: DatabaseHandle,
  options: Parameters<typeof buildTestApp>[1] = {},
) =>
  buildTestApp(database, {
    ...options,
    settings: { ...testSettings, releasePublicKeys: [releaseManager.key] },
  });

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

/** The release manager's signature of a file, as `npm run release -- sign` writes it. */
export const signatureOf = (bytes: Uint8Array, secretKeyPem = releaseManager.secretKeyPem) =>
  signReleaseFile(bytes, secretKeyPem).signature;

/** The spec's six releases, seeded and signed by the release manager, in a files folder of their own. */
export async function seededReleaseApp(database: DatabaseHandle) {
  const filesDir = mkdtempSync(join(tmpdir(), 'signalhand-releases-'));
  expect(await seedReleasesIfEmpty(database.db, filesDir, releaseManager.secretKeyPem)).toBe(6);
  return Object.assign(withReleaseKeys(database, { filesDir }), { filesDir });
}

/** An operator signed in, with the second factor the console asks of every operator (issue 35). */
export async function signedInOperator(app: TestApp, database: DatabaseHandle) {
  const { authToken } = await signUp(app, 'ops@example.com');
  await setRole(database.db, 'ops@example.com', roles.admin, true);
  await setUpAuthenticator(app, authToken);
  return authToken;
}

export const adminReleaseList = async (app: TestApp, token: string) =>
  (await call(app, 'GET', `${endpoints.admin}/releases`, undefined, bearer(token))).body
    .releases as AdminRelease[];

export const feedVersions = async (app: TestApp, channel: string) =>
  (
    (await call(app, 'GET', `${endpoints.releases}?channel=${channel}`))
      .body as unknown as Release[]
  ).map((release) => release.version);

/**
 * `npm run release -- ...` as the operator runs it from `cwd`, trusting the release manager's
 * key (RELEASE_PUBLIC_KEYS): its exit code and what it said.
 */
export async function releaseCli(
  database: DatabaseHandle,
  filesDir: string,
  cwd: string,
  args: string[],
) {
  const lines: string[] = [];
  const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
  const code = await runReleaseCommand(
    database.db,
    [...args, '--files-dir', filesDir, '--trusted-keys', releaseManager.key.publicKey],
    io,
    cwd,
  );
  return { code, said: lines.join('\n') };
}
