import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { releaseFiles } from '../../../server/db/schema';
import { createReleases, seedReleasesIfEmpty } from '../../../server/domain/releases';
import { type AdminRelease, endpoints, type Release } from '../../../src/services/contract';
import { checkForUpdate, downloadVerified } from '../../../tools/desktop-client/link';
import { bearer, call, signUp, type TestApp } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import {
  adminReleaseList as adminList,
  clientOver,
  feedVersions,
  releaseCli,
  releaseManager,
  resetDesktopLink,
  seededReleaseApp,
  signatureOf,
  signedInOperator,
  withReleaseKeys,
} from './support';

describe.each(databaseKinds)('releases on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetDesktopLink });
  const seeded = async () => {
    const app = await seededReleaseApp(database);
    expect(await seedReleasesIfEmpty(database.db, app.filesDir, releaseManager.secretKeyPem)).toBe(
      0,
    );
    return app;
  };
  const anOperator = (app: TestApp) => signedInOperator(app, database);

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
    expect(file.keyId).toBe(releaseManager.key.keyId);
    const keys = [releaseManager.key];
    await expect(downloadVerified(client, file, keys)).resolves.toHaveLength(file.size);
    await expect(
      downloadVerified(client, { ...file, sha256: '0'.repeat(64) }, keys),
    ).rejects.toThrow(/SHA-256/);
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
    const authToken = await anOperator(app);
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
      body.set('signature.windows-x64', signatureOf(installer));
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

  /** A console upload of one release: `files` by platform, as the browser's form sends them. */
  const notes = [{ tag: 'Feature' as const, text: 'Faster clicks' }];
  const releaseForm = (
    version: string,
    files: Record<string, Uint8Array<ArrayBuffer>>,
    names = {},
  ) => {
    const body = new FormData();
    body.set('version', version);
    body.set('date', '2026-11-20');
    body.set('channel', 'beta');
    body.set('notes', JSON.stringify(notes));
    for (const [platform, bytes] of Object.entries(files)) {
      const name = (names as Record<string, string>)[platform] ?? `Setup-${platform}.zip`;
      body.set(`file.${platform}`, new File([bytes], name));
      body.set(`signature.${platform}`, signatureOf(bytes));
    }
    return body;
  };
  const uploadTo = (app: TestApp, token: string, body: FormData | string, type?: string) =>
    app.request(`${endpoints.admin}/releases`, {
      method: 'POST',
      headers: { ...bearer(token), ...(type && { 'content-type': type }) },
      body,
    });
  /** An installer of `size` bytes whose contents say which upload it came from. */
  const zipOf = (label: string, size = 256 * 1024) => {
    const bytes = new Uint8Array(size).fill(label.charCodeAt(0));
    bytes.set([...PK_ZIP, ...new TextEncoder().encode(label)]);
    return bytes;
  };
  const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
  /**
   * Every file under FILES_DIR/releases is one the registry records, and every recorded file is
   * there with the recorded size and SHA-256: nothing half-written, nothing stray, nothing mixed.
   */
  const expectStoredAsRecorded = async (filesDir: string) => {
    const recorded = await database.db.select().from(releaseFiles);
    const onDisk = readdirSync(join(filesDir, 'releases'), { recursive: true, withFileTypes: true })
      .filter((entry) => !entry.isDirectory())
      .map((entry) => relative(filesDir, join(entry.parentPath, entry.name)).split('\\').join('/'));
    expect(onDisk.sort()).toEqual(recorded.map((file) => file.storedPath).sort());
    for (const file of recorded) {
      const bytes = readFileSync(join(filesDir, file.storedPath));
      expect({ path: file.storedPath, size: bytes.length, sha256: sha256(bytes) }).toEqual({
        path: file.storedPath,
        size: file.size,
        sha256: file.sha256,
      });
    }
  };

  it('refuses two files of one release under one name, storing neither', async () => {
    const app = await seeded();
    const token = await anOperator(app);
    const answer = await uploadTo(
      app,
      token,
      releaseForm(
        '2.1.0',
        { 'windows-x64': zipOf('windows'), macos: zipOf('macos') },
        { 'windows-x64': 'SignalHand-Setup.zip', macos: 'SignalHand-Setup.zip' },
      ),
    );
    expect(answer.status).toBe(409);
    const body = (await answer.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toMatch(/SignalHand-Setup\.zip/);
    expect(body.errors).toMatchObject({ 'file.macos': /SignalHand-Setup\.zip/ });
    expect((await adminList(app, token)).map((release) => release.version)).not.toContain('2.1.0');
    await expectStoredAsRecorded(app.filesDir);
  });

  it('lets exactly one of two concurrent uploads of one version win, on one server or two, and stores what it checksums', async () => {
    const app = await seeded();
    // A second instance over the same database and files folder (no shared memory).
    const other = withReleaseKeys(database, { filesDir: app.filesDir });
    const token = await anOperator(app);
    const race = async (version: string, second: TestApp) => {
      const answers = await Promise.all(
        (['first', 'second'] as const).map((label, index) =>
          uploadTo(
            index === 0 ? app : second,
            token,
            releaseForm(
              version,
              {
                'windows-x64': zipOf(`${label}-win`, 2 * 1024 * 1024),
                macos: zipOf(`${label}-mac`, 1024 * 1024),
              },
              { 'windows-x64': 'Setup.zip', macos: `Setup-${label}.zip` },
            ),
          ),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const loser = answers.find((answer) => answer.status === 409);
      expect(await loser?.json()).toMatchObject({ message: new RegExp(version) });
    };
    await race('2.1.0', app);
    await race('2.2.0', other);
    // Two instances whose uploads both read the version as free: the database lets one commit.
    const registries = [app, other].map(() =>
      createReleases({
        db: database.db,
        clock: app.clock,
        filesDir: app.filesDir,
        trustedKeys: [releaseManager.key],
      }),
    );
    const uploads = registries.map((registry) => registry.startUpload());
    for (const [index, upload] of uploads.entries()) {
      await upload.claim('2.3.0');
      const bytes = zipOf(index === 0 ? 'first-win' : 'second-win');
      await upload.stage('windows-x64', 'Setup.zip', Readable.from([Buffer.from(bytes)]));
      upload.signed('windows-x64', signatureOf(bytes));
    }
    const draft = {
      version: '2.3.0',
      date: '2026-11-21',
      channel: 'beta' as const,
      notes,
      rollback: false,
    };
    const commits = await Promise.allSettled(uploads.map((upload) => upload.commit(draft)));
    await Promise.all(uploads.map((upload) => upload.discard()));
    expect(commits.map((commit) => commit.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(commits.find((commit) => commit.status === 'rejected')).toMatchObject({
      reason: { kind: 'conflict', message: 'Release 2.3.0 exists already.' },
    });
    const stored = await adminList(app, token);
    expect(stored.find((release) => release.version === '2.3.0')?.files).toHaveLength(1);
    for (const version of ['2.1.0', '2.2.0']) {
      const release = stored.find((candidate) => candidate.version === version);
      expect(release?.files).toHaveLength(2);
      // Both files of the one upload that won, never one of each.
      const winner = release?.files.find((file) => file.platform === 'macos')?.fileName;
      const label = winner === 'Setup-first.zip' ? 'first' : 'second';
      const windows = release?.files.find((file) => file.platform === 'windows-x64');
      expect(windows?.sha256).toBe(sha256(zipOf(`${label}-win`, 2 * 1024 * 1024)));
    }
    await expectStoredAsRecorded(app.filesDir);
  });

  it('answers a malformed multipart body with a 400, storing nothing', async () => {
    const app = await seeded();
    const token = await anOperator(app);
    const boundary = '----signalhand-test';
    const type = `multipart/form-data; boundary=${boundary}`;
    const part = (name: string, value: string, fileName?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${
        fileName ? `; filename="${fileName}"\r\nContent-Type: application/zip` : ''
      }\r\n\r\n${value}\r\n`;
    const fields =
      part('version', '2.1.0') +
      part('date', '2026-11-20') +
      part('channel', 'beta') +
      part('notes', '[{"tag":"Feature","text":"Faster clicks"}]');
    const installer = `PK\x03\x04${'x'.repeat(64 * 1024)}`;
    const signature = signatureOf(new TextEncoder().encode(installer));
    const malformed: Array<[string, string]> = [
      // No boundary to split the body by.
      ['multipart/form-data', fields],
      // Not multipart at all under a multipart type.
      [type, 'version=2.1.0&date=2026-11-20'],
      // Cut off inside the installer: no closing boundary.
      [type, `${fields}${part('file.windows-x64', installer, 'Setup.zip').slice(0, -200)}`],
      // A part without its headers' end.
      [type, `--${boundary}\r\nContent-Disposition: form-data; name="version"`],
    ];
    for (const [contentType, body] of malformed) {
      const answer = await uploadTo(app, token, body, contentType);
      expect({ contentType, status: answer.status }).toEqual({ contentType, status: 400 });
      expect(await answer.json()).toMatchObject({ message: expect.any(String) });
    }
    // The same parts, well formed, make a draft.
    const whole = `${fields}${part('signature.windows-x64', signature)}${part('file.windows-x64', installer, 'Setup.zip')}--${boundary}--\r\n`;
    expect((await uploadTo(app, token, whole, type)).status).toBe(201);
    await expectStoredAsRecorded(app.filesDir);
  });

  it('publishes, lists and withdraws from `npm run release`, and changes nothing on a mistake', async () => {
    const app = await seeded();
    const folder = mkdtempSync(join(tmpdir(), 'signalhand-release-cli-'));
    const arm = new Uint8Array([...PK_ZIP, 1, 2, 3]);
    writeFileSync(join(folder, 'Setup-arm.zip'), arm);
    writeFileSync(join(folder, 'Setup-arm.zip.sig'), signatureOf(arm));
    writeFileSync(join(folder, 'notes.txt'), 'not an installer');
    const release = (...args: string[]) => releaseCli(database, app.filesDir, folder, args);
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
