import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { auditLog, devices } from '../../../server/db/schema';
import { systemClock } from '../../../server/domain/clock';
import { createReleases, rolloutBucket } from '../../../server/domain/releases';
import { hashToken } from '../../../server/domain/secrets';
import { endpoints, type Release, secondFactorErrorCodes } from '../../../src/services/contract';
import { runDesktop } from '../../../tools/desktop-client/commands';
import { writeStored } from '../../../tools/desktop-client/device-store';
import { fetchJwks } from '../../../tools/desktop-client/link';
import { bearer, call, signUp, type TestApp } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { testSettings } from '../support/test-app';
import {
  activatedDevice,
  adminReleaseList,
  clientOver,
  releaseManager,
  resetDesktopLink,
  seededReleaseApp,
  signatureOf,
  signedInOperator,
} from './support';

const NEW_VERSION = '2.1.0';
const installer = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('2.1.0')]);
const releasesPath = `${endpoints.admin}/releases`;

/** A device id whose place in 2.1.0's rollout is `bucket`. */
function idInBucket(bucket: number): string {
  for (;;) {
    const id = randomUUID();
    if (rolloutBucket(id, NEW_VERSION) === bucket) return id;
  }
}

describe('the rollout hash', () => {
  it('is uint32 big-endian of sha256("<deviceId>:<version>")[0..4] mod 100, stable per device', () => {
    const expected = createHash('sha256').update('device-1:2.1.0').digest().readUInt32BE(0) % 100;
    expect(rolloutBucket('device-1', '2.1.0')).toBe(expected);
    expect(rolloutBucket('device-1', '2.1.0')).toBe(expected);
  });

  it('puts 22 to 28% of 1,000 devices in a 25% rollout; raising only adds devices', () => {
    const ids = Array.from({ length: 1000 }, () => randomUUID());
    const reached = (version: string, percent: number) =>
      ids.filter((id) => rolloutBucket(id, version) < percent);
    expect(reached('2.1.0', 25).length).toBeGreaterThanOrEqual(220);
    expect(reached('2.1.0', 25).length).toBeLessThanOrEqual(280);
    const quarter = new Set(reached('2.1.0', 25));
    expect(reached('2.1.0', 5).every((id) => quarter.has(id))).toBe(true);
    // The first quarter of one release is not the first quarter of the next.
    expect(reached('2.2.0', 25)).not.toEqual(reached('2.1.0', 25));
  });
});

describe.each(databaseKinds)('staged rollouts, halts and yanks on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetDesktopLink });

  /** The seeded app (2.0.0 newest, all fully rolled out), a 2.1.0 draft and an operator. */
  async function staged() {
    const app = await seededReleaseApp(database);
    await createReleases({
      db: database.db,
      clock: systemClock,
      filesDir: app.filesDir,
      trustedKeys: [releaseManager.key],
    }).addDraft(
      { version: NEW_VERSION, date: '2025-09-01', channel: 'stable', notes: [], rollback: false },
      [
        {
          platform: 'windows-x64',
          fileName: 'Setup-2.1.0.zip',
          bytes: installer,
          signature: signatureOf(installer),
        },
      ],
    );
    const operator = await signedInOperator(app, database);
    const act = (path: string, body?: unknown, method = 'POST') =>
      call(app, method, `${releasesPath}/${path}`, body, bearer(operator));
    let customers = 0;
    /** A customer's device, signed in, whose place in 2.1.0's rollout is `bucket`. */
    const deviceInBucket = async (bucket: number) => {
      customers += 1;
      const { authToken } = await signUp(app, `customer${customers}@example.com`);
      const { deviceToken } = await activatedDevice(app, authToken, `198.51.100.${customers}`);
      // Its id, given by the database, is swapped for one at the wanted place.
      const [row] = await database.db
        .select({ id: devices.id })
        .from(devices)
        .where(eq(devices.tokenHash, hashToken(deviceToken)));
      if (!row) throw new Error('the device was not recorded');
      await database.db
        .update(devices)
        .set({ id: idInBucket(bucket) })
        .where(eq(devices.id, row.id));
      return deviceToken;
    };
    return { app, operator, act, deviceInBucket };
  }

  /** The update check: as a device (its token) or as anyone, running `appVersion`. */
  const latest = async (app: TestApp, token?: string, appVersion = '2.0.0') => {
    const answer = await call(
      app,
      'GET',
      `${endpoints.releases}/latest?platform=windows-x64&appVersion=${appVersion}`,
      undefined,
      token ? bearer(token) : {},
    );
    return { status: answer.status, release: answer.body as unknown as Release };
  };

  /** The newest audit line of an action. */
  const audited = async (action: string) =>
    (
      await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, action))
        .orderBy(desc(auditLog.createdAt))
        .limit(1)
    )[0];

  const consoleRow = async (app: TestApp, operator: string, version: string) =>
    (await adminReleaseList(app, operator)).find((release) => release.version === version);

  it('offers a release to the devices its rollout reaches, raised, then halted for new devices, audited', async () => {
    const { app, operator, act, deviceInBucket } = await staged();
    const early = await deviceInBucket(42);
    expect((await act(`${NEW_VERSION}/rollout`, { percent: 25 })).status).toBe(200);
    expect((await act(`${NEW_VERSION}/publish`)).status).toBe(200);
    // At 25% the device (at 42) stays on 2.0.0; so does everyone asking without a token.
    expect((await latest(app, early)).release.version).toBe('2.0.0');
    expect((await latest(app)).release.version).toBe('2.0.0');

    app.clock.advance(1000);
    const raised = await act(`${NEW_VERSION}/rollout`, { percent: 50 });
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ rolloutPercent: 50, haltedAt: null, status: 'published' });
    expect(await audited('release.rollout')).toMatchObject({
      action: 'release.rollout',
      targetType: 'release',
      targetId: NEW_VERSION,
      before: { rolloutPercent: 25, halted: false },
      after: { rolloutPercent: 50, halted: false },
    });
    const offered = await call(
      app,
      'GET',
      `${endpoints.releases}/latest?platform=windows-x64&appVersion=2.0.0`,
      undefined,
      bearer(early),
    );
    expect(offered.body.version).toBe(NEW_VERSION);
    // The device's own answer stays out of shared caches.
    expect(offered.headers.get('cache-control')).toBe('private, no-store');
    expect((await latest(app)).release.version).toBe('2.0.0');

    // Refusals change nothing: lower (a halt holds a release back), not 1 to 100, unknown.
    const lower = await act(`${NEW_VERSION}/rollout`, { percent: 40 });
    expect(lower.status).toBe(409);
    expect(lower.body.message).toMatch(/higher share/);
    expect((await act(`${NEW_VERSION}/rollout`, { percent: 101 })).status).toBe(422);
    expect((await act(`${NEW_VERSION}/rollout`, { percent: 2.5 })).status).toBe(422);
    expect((await act('9.9.9/rollout', { percent: 60 })).status).toBe(404);
    expect((await consoleRow(app, operator, NEW_VERSION))?.rolloutPercent).toBe(50);

    // The device installs it and says so at its next check; the console counts it.
    expect((await latest(app, early, NEW_VERSION)).release.version).toBe(NEW_VERSION);
    expect(await consoleRow(app, operator, NEW_VERSION)).toMatchObject({ devicesOnIt: 1 });

    // Halted: a device the rollout reaches but not yet on it is not offered it; the one on it keeps it.
    const halted = await act(`${NEW_VERSION}/halt`);
    expect(halted.status).toBe(200);
    expect(halted.body.haltedAt).toEqual(expect.any(String));
    expect(await audited('release.halt')).toMatchObject({
      action: 'release.halt',
      before: { halted: false },
      after: { halted: true },
    });
    expect((await act(`${NEW_VERSION}/halt`)).status).toBe(409);
    const late = await deviceInBucket(10);
    expect((await latest(app, late)).release.version).toBe('2.0.0');
    expect((await latest(app, early, NEW_VERSION)).release.version).toBe(NEW_VERSION);

    // Raised again, it resumes: at 100% everyone gets it.
    expect((await act(`${NEW_VERSION}/rollout`, { percent: 100 })).body).toMatchObject({
      rolloutPercent: 100,
      haltedAt: null,
    });
    expect((await latest(app, late)).release.version).toBe(NEW_VERSION);
    expect((await latest(app)).release.version).toBe(NEW_VERSION);
  });

  it('yanks a release with a reason: gone from the feed, its devices offered the previous good one', async () => {
    const { app, operator, act, deviceInBucket } = await staged();
    const device = await deviceInBucket(5);
    expect((await act(`${NEW_VERSION}/publish`)).status).toBe(200);
    expect((await latest(app, device, NEW_VERSION)).release.version).toBe(NEW_VERSION);

    expect((await act(`${NEW_VERSION}/yank`, { reason: ' ' })).status).toBe(422);
    const reason = 'Clicks land on the wrong monitor';
    const yanked = await act(`${NEW_VERSION}/yank`, { reason });
    expect(yanked.status).toBe(200);
    expect(yanked.body).toMatchObject({ status: 'yanked', yankReason: reason, devicesOnIt: 1 });
    expect(await audited('release.yank')).toMatchObject({
      action: 'release.yank',
      before: { status: 'published', yankReason: null },
      after: { status: 'yanked', yankReason: reason },
    });

    // The device on it is told to go back; everyone else never sees it again.
    const back = await latest(app, device, NEW_VERSION);
    expect(back.release).toMatchObject({
      version: '2.0.0',
      rollback: true,
      rollbackFrom: { version: NEW_VERSION, reason },
    });
    expect((await latest(app)).release.version).toBe('2.0.0');
    const feed = (await call(app, 'GET', endpoints.releases)).body as unknown as Release[];
    expect(feed.map((release) => release.version)).not.toContain(NEW_VERSION);
    const download = await app.request(`/files/releases/${NEW_VERSION}/Setup-2.1.0.zip`);
    expect(download.status).toBe(404);
    // It stays yanked.
    expect((await act(`${NEW_VERSION}/publish`)).status).toBe(409);
    expect((await act(`${NEW_VERSION}/yank`, { reason })).status).toBe(409);
    expect((await act(`${NEW_VERSION}/rollout`, { percent: 100 })).status).toBe(409);
    expect((await consoleRow(app, operator, NEW_VERSION))?.status).toBe('yanked');

    // The reference client on 2.1.0 installs the rollback, verified, and says why.
    const client = clientOver(app);
    const dir = mkdtempSync(join(tmpdir(), 'signalhand-yank-'));
    await writeStored(dir, {
      server: testSettings.publicUrl,
      deviceToken: device,
      jwks: await fetchJwks(client),
    });
    const lines: string[] = [];
    const code = await runDesktop(
      ['check-update', '--download', '--app-version', NEW_VERSION, '--dir', dir],
      { out: (line) => lines.push(line), err: (line) => lines.push(line) },
      {
        fetch: client.fetch,
        env: {
          SIGNALHAND_SERVER: client.server,
          SIGNALHAND_RELEASE_KEYS: releaseManager.key.publicKey,
        },
      },
    );
    expect({ code, said: lines.join('\n') }).toMatchObject({
      code: 0,
      said: expect.stringMatching(
        /Rollback offered: 2\.0\.0[\s\S]*2\.1\.0 was withdrawn \(Clicks land on the wrong monitor\)[\s\S]*verified/,
      ),
    });
  });

  it('sets the minimum supported version: licenses carry it and the reference client says to update', async () => {
    const { app, act } = await staged();
    const { authToken } = await signUp(app, 'bea@example.com');
    const { deviceToken } = await activatedDevice(app, authToken, '198.51.100.99');
    const license = async () =>
      decodeJwt(
        String(
          (await call(app, 'POST', endpoints.device.license, undefined, bearer(deviceToken))).body
            .license,
        ),
      );
    expect((await license()).minimumVersion).toBeUndefined();

    expect((await act('minimum-version', { minimumVersion: 'two' }, 'PUT')).status).toBe(422);
    const set = await act('minimum-version', { minimumVersion: '2.0.0' }, 'PUT');
    expect(set).toMatchObject({ status: 200, body: { minimumVersion: '2.0.0' } });
    expect(await audited('release.minimum-version.update')).toMatchObject({
      action: 'release.minimum-version.update',
      before: { minimumVersion: null },
      after: { minimumVersion: '2.0.0' },
    });
    expect((await license()).minimumVersion).toBe('2.0.0');

    const client = clientOver(app);
    const dir = mkdtempSync(join(tmpdir(), 'signalhand-minimum-'));
    await writeStored(dir, {
      server: testSettings.publicUrl,
      deviceToken,
      jwks: await fetchJwks(client),
    });
    const desktop = async (command: string, appVersion: string) => {
      const lines: string[] = [];
      const code = await runDesktop(
        [command, '--app-version', appVersion, '--dir', dir, '--server', testSettings.publicUrl],
        { out: (line) => lines.push(line), err: (line) => lines.push(line) },
        { fetch: client.fetch, now: client.now, env: {} },
      );
      return { code, said: lines.join('\n') };
    };
    expect(await desktop('license', '1.2.0')).toMatchObject({
      code: 1,
      said: expect.stringMatching(
        /\(1\.2\.0\) is older than the oldest supported version, 2\.0\.0: it must update/,
      ),
    });
    expect(await desktop('run', '1.2.0')).toMatchObject({ code: 1 });
    expect((await desktop('status', '2.0.0')).code).toBe(0);

    // None is the setting taken away (a DELETE); a PUT of null is no version.
    expect((await act('minimum-version', { minimumVersion: null }, 'PUT')).status).toBe(422);
    expect((await act('minimum-version', undefined, 'DELETE')).status).toBe(200);
    expect((await license()).minimumVersion).toBeUndefined();
  });

  it('refuses a customer, an operator without a fresh second factor, and a signed-out device', async () => {
    const { app, act } = await staged();
    const { authToken } = await signUp(app, 'eve@example.com');
    const asCustomer = await call(
      app,
      'POST',
      `${releasesPath}/${NEW_VERSION}/halt`,
      undefined,
      bearer(authToken),
    );
    expect(asCustomer.status).toBe(403);
    app.clock.advance(11 * 60 * 1000);
    const stale = await act(`${NEW_VERSION}/rollout`, { percent: 50 });
    expect(stale.status).toBe(403);
    expect((stale.body.data as { code: string }).code).toBe(secondFactorErrorCodes.notFresh);
    const unknown = await latest(app, 'not-a-device-token');
    expect(unknown.status).toBe(401);
  });
});
