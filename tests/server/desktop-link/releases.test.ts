import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedReleasesIfEmpty } from '../../../server/domain/releases';
import { setRole } from '../../../server/domain/roles';
import { type AdminRelease, endpoints, type Release, roles } from '../../../src/services/contract';
import { checkForUpdate, downloadVerified } from '../../../tools/desktop-client/link';
import { bearer, call, signUp } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { buildTestApp } from '../support/test-app';
import { clientOver, resetDesktopLink } from './support';

describe.each(databaseKinds)('releases on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetDesktopLink });
  const seeded = async () => {
    const filesDir = mkdtempSync(join(tmpdir(), 'signalhand-releases-'));
    expect(await seedReleasesIfEmpty(database.db, filesDir)).toBe(6);
    expect(await seedReleasesIfEmpty(database.db, filesDir)).toBe(0);
    return buildTestApp(database, { filesDir });
  };

  it("serves the spec's six releases newest first, with files whose SHA-256 and size hold", async () => {
    const app = await seeded();
    const feed = (await call(app, 'GET', endpoints.releases)).body as unknown as Release[];
    expect(feed.map((release) => release.version)).toEqual([
      '2.0.0',
      '1.2.0',
      '1.1.0',
      '1.0.4',
      '1.0.3',
      '1.0.2',
    ]);
    expect(feed[0]?.date).toBe('2025-08-19');
    for (const release of feed) {
      const file = release.files[0];
      if (!file) throw new Error('a seeded release has a file');
      const download = await app.request(file.url);
      expect(download.status).toBe(200);
      const bytes = Buffer.from(await download.arrayBuffer());
      expect(bytes.length).toBe(file.size);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
      expect(bytes.toString('latin1')).toContain('PLACEHOLDER');
    }
    expect((await call(app, 'GET', `${endpoints.releases}?channel=beta`)).body).toEqual([]);
    expect((await call(app, 'GET', `${endpoints.releases}?channel=nightly`)).status).toBe(422);
  });

  it('answers the latest per platform or 404, and the client verifies its download', async () => {
    const app = await seeded();
    const latest = await call(app, 'GET', `${endpoints.releases}/latest?platform=windows-x64`);
    expect(latest.body.version).toBe('2.0.0');
    expect((await call(app, 'GET', `${endpoints.releases}/latest?platform=macos`)).status).toBe(
      404,
    );
    const client = clientOver(app);
    const update = await checkForUpdate(client, { platform: 'windows-x64', appVersion: '1.2.0' });
    expect(update?.version).toBe('2.0.0');
    expect(
      await checkForUpdate(client, { platform: 'windows-x64', appVersion: '2.0.0' }),
    ).toBeNull();
    const file = update?.files[0];
    if (!file) throw new Error('no file');
    await expect(downloadVerified(client, file)).resolves.toHaveLength(file.size);
    await expect(downloadVerified(client, { ...file, sha256: '0'.repeat(64) })).rejects.toThrow(
      /SHA-256/,
    );
  });

  it('counts downloads per release; Free Download leads to the latest stable Windows file', async () => {
    const app = await seeded();
    const free = await app.request('/files/SignalHand-Setup-win-x64.zip', { redirect: 'manual' });
    expect(free.status).toBe(302);
    const target = free.headers.get('location') ?? '';
    expect(target).toBe('/files/releases/2.0.0/SignalHand-Setup-win-x64.zip');
    await app.request(target);
    await app.request(target, { headers: { range: 'bytes=100-' } });
    await app.request(target, { method: 'HEAD' });
    const { authToken } = await signUp(app, 'ops@example.com');
    await setRole(database.db, 'ops@example.com', roles.admin, true);
    const list = await call(
      app,
      'GET',
      `${endpoints.admin}/releases`,
      undefined,
      bearer(authToken),
    );
    const releases = list.body.releases as AdminRelease[];
    expect(releases.find((release) => release.version === '2.0.0')?.downloads).toBe(1);
    expect(releases.find((release) => release.version === '1.2.0')?.downloads).toBe(0);
    // Withdrawn: off the feed, its file no longer served, Free Download moves to the next.
    const withdraw = await app.request(`${endpoints.admin}/releases/2.0.0/withdraw`, {
      method: 'POST',
      headers: bearer(authToken),
    });
    expect(withdraw.status).toBe(200);
    expect((await app.request(target)).status).toBe(404);
    const next = await app.request('/files/SignalHand-Setup-win-x64.zip', { redirect: 'manual' });
    expect(next.headers.get('location')).toContain('/1.2.0/');
  });

  it('refuses the admin release calls signed out (401) and to a customer (403)', async () => {
    const app = await seeded();
    expect((await call(app, 'GET', `${endpoints.admin}/releases`)).status).toBe(401);
    const { authToken } = await signUp(app, 'ada@example.com');
    expect(
      (await call(app, 'GET', `${endpoints.admin}/releases`, undefined, bearer(authToken))).status,
    ).toBe(403);
    const publish = await app.request(`${endpoints.admin}/releases/2.0.0/withdraw`, {
      method: 'POST',
      headers: bearer(authToken),
    });
    expect(publish.status).toBe(403);
  });
});
