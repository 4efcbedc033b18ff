import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runReleaseCommand } from '../../../server/cli/release-command';
import { seedReleasesIfEmpty } from '../../../server/domain/releases';
import { setRole } from '../../../server/domain/roles';
import { type AdminRelease, endpoints, type Release, roles } from '../../../src/services/contract';
import { checkForUpdate, downloadVerified } from '../../../tools/desktop-client/link';
import { bearer, call, signUp, type TestApp } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { buildTestApp } from '../support/test-app';
import { clientOver, resetDesktopLink } from './support';

describe.each(databaseKinds)('releases on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetDesktopLink });
  const seeded = async () => {
    const filesDir = mkdtempSync(join(tmpdir(), 'signalhand-releases-'));
    expect(await seedReleasesIfEmpty(database.db, filesDir)).toBe(6);
    expect(await seedReleasesIfEmpty(database.db, filesDir)).toBe(0);
    return Object.assign(buildTestApp(database, { filesDir }), { filesDir });
  };
  const anOperator = async (app: TestApp) => {
    const { authToken } = await signUp(app, 'ops@example.com');
    await setRole(database.db, 'ops@example.com', roles.admin, true);
    return authToken;
  };
  const feedVersions = async (app: TestApp, channel: string) =>
    (
      (await call(app, 'GET', `${endpoints.releases}?channel=${channel}`))
        .body as unknown as Release[]
    ).map((release) => release.version);

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

  it('takes an upload from the console: refuses what is not an installer, then drafts, publishes and withdraws it', async () => {
    const app = await seeded();
    const token = await anOperator(app);
    const installer = new Uint8Array([...PK_ZIP, ...new TextEncoder().encode('placeholder')]);
    const form = (file: File, notes = '[{"tag":"Feature","text":"Faster clicks"}]') => {
      const body = new FormData();
      body.set('version', '2.1.0');
      body.set('date', '2026-11-20');
      body.set('channel', 'beta');
      body.set('notes', notes);
      body.set('file.windows-x64', file);
      return body;
    };
    const upload = (body: FormData) =>
      app.request(`${endpoints.admin}/releases`, {
        method: 'POST',
        headers: bearer(token),
        body,
      });

    const page = await upload(form(new File(['<html>'], 'Setup.zip')));
    expect(page.status).toBe(422);
    expect(await page.json()).toMatchObject({ errors: { 'file.windows-x64': /not a \.zip file/ } });
    const script = await upload(form(new File([installer], 'setup.sh')));
    expect(script.status).toBe(422);
    const noNotes = await upload(form(new File([installer], 'Setup.zip'), '[]'));
    expect(noNotes.status).toBe(422);
    expect(await feedVersions(app, 'beta')).not.toContain('2.1.0');

    const draft = await upload(form(new File([installer], 'SignalHand-Setup-2.1.0.zip')));
    expect(draft.status).toBe(201);
    expect(await draft.json()).toMatchObject({ version: '2.1.0', status: 'draft' });
    expect(await feedVersions(app, 'beta')).not.toContain('2.1.0');
    const again = await upload(form(new File([installer], 'SignalHand-Setup-2.1.0.zip')));
    expect(again.status).toBe(409);

    const publish = await app.request(`${endpoints.admin}/releases/2.1.0/publish`, {
      method: 'POST',
      headers: bearer(token),
    });
    expect(publish.status).toBe(200);
    expect(await feedVersions(app, 'beta')).toContain('2.1.0');
    expect(await feedVersions(app, 'stable')).not.toContain('2.1.0');
    const latest = await call(
      app,
      'GET',
      `${endpoints.releases}/latest?platform=windows-x64&channel=beta`,
    );
    const [file] = (latest.body as unknown as Release).files;
    expect(file).toMatchObject({
      size: installer.byteLength,
      sha256: createHash('sha256').update(installer).digest('hex'),
    });
    const served = await app.request(file?.url ?? '');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(installer);
  });

  it('publishes, lists and withdraws from `npm run release`, and changes nothing on a mistake', async () => {
    const app = await seeded();
    const folder = mkdtempSync(join(tmpdir(), 'signalhand-release-cli-'));
    writeFileSync(join(folder, 'Setup-arm.zip'), new Uint8Array([...PK_ZIP, 1, 2, 3]));
    writeFileSync(join(folder, 'notes.txt'), 'not an installer');
    const release = async (...args: string[]) => {
      const lines: string[] = [];
      const io = {
        out: (line: string) => lines.push(line),
        err: (line: string) => lines.push(line),
      };
      const code = await runReleaseCommand(
        database.db,
        [...args, '--files-dir', app.filesDir],
        io,
        folder,
      );
      return { code, said: lines.join('\n') };
    };
    const publishArgs = ['publish', '--version', '2.2.0', '--date', '2026-11-21'];

    expect(
      await release(
        ...publishArgs,
        '--note',
        'Feature: Arm builds',
        '--file',
        'windows-arm64=notes.txt',
      ),
    ).toMatchObject({ code: 1, said: /^Nothing changed\. .*not an installer/ });
    expect(
      await release(
        ...publishArgs,
        '--note',
        'Idea: no tag',
        '--file',
        'windows-arm64=Setup-arm.zip',
      ),
    ).toMatchObject({ code: 1, said: /Nothing changed\. A note starts with/ });
    expect(await release('publish')).toMatchObject({ code: 2, said: /^Usage: npm run release/ });
    expect(await feedVersions(app, 'stable')).not.toContain('2.2.0');

    const published = await release(
      ...publishArgs,
      '--note',
      'Feature: Arm builds',
      '--note',
      'Fix: A: colon kept',
      '--file',
      'windows-arm64=Setup-arm.zip',
    );
    expect(published.code).toBe(0);
    expect(published.said).toMatch(/2\.2\.0 is published on the stable channel/);
    expect(published.said).toMatch(/windows-arm64: Setup-arm\.zip, 7 bytes, sha256 [0-9a-f]{64}/);
    const latest = await call(
      app,
      'GET',
      `${endpoints.releases}/latest?platform=windows-arm64&channel=stable`,
    );
    expect(latest.body).toMatchObject({
      version: '2.2.0',
      notes: [
        { tag: 'Feature', text: 'Arm builds' },
        { tag: 'Fix', text: 'A: colon kept' },
      ],
    });
    expect((await release('list')).said).toMatch(
      /2\.2\.0 {2}2026-11-21 {2}stable {2}published {2}0 download\(s\) {2}windows-arm64[\s\S]*7 release\(s\)/,
    );

    expect(await release('withdraw', '2.2.0')).toMatchObject({
      code: 0,
      said: /2\.2\.0 is withdrawn/,
    });
    expect(await feedVersions(app, 'stable')).not.toContain('2.2.0');
    expect(await release('withdraw', '9.9.9')).toMatchObject({
      code: 1,
      said: /No release 9\.9\.9/,
    });
    // Published again without files: the withdrawn release comes back as it was.
    expect(await release('publish', '--version', '2.2.0')).toMatchObject({ code: 0 });
    expect(await feedVersions(app, 'stable')).toContain('2.2.0');
  });
});

/** The first bytes of a zip file, which the registry checks an installer by. */
const PK_ZIP = [0x50, 0x4b, 0x03, 0x04];
