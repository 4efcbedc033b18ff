import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RELEASE_USAGE } from '../../../server/cli/release-command';
import {
  runReleaseSigningCommand,
  SECRET_KEY_FILE,
} from '../../../server/cli/release-signing-command';
import { ConfigError, loadConfig } from '../../../server/config';
import { releaseFiles } from '../../../server/db/schema';
import {
  DEMO_RELEASE_KEY_FILE,
  generateReleaseKeyPair,
  placeholderInstaller,
  ReleaseSecretKeyOnServer,
  releaseKeyOf,
  releaseTrust,
  SEED_FILE_NAME,
  seedReleasesIfEmpty,
  verifyReleaseFile,
} from '../../../server/domain/releases';
import { endpoints, type Release } from '../../../src/services/contract';
import { runDesktop } from '../../../tools/desktop-client/commands';
import { checkForUpdate, downloadVerified } from '../../../tools/desktop-client/link';
import { bearer, call, type TestApp } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { startServer } from '../support/server-process';
import { newDataDir } from '../support/server-storage';
import {
  adminReleaseList,
  clientOver,
  feedVersions,
  releaseCli,
  releaseManager,
  resetDesktopLink,
  seededReleaseApp,
  signatureOf,
  signedInOperator,
} from './support';

/** Someone else's key pair: the server was never given its public key. */
const stranger = generateReleaseKeyPair();
/** An installer: a zip's first bytes, then whatever. */
const installerOf = (text: string) =>
  new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode(text)]);
const tampered = (bytes: Uint8Array) => {
  const copy = new Uint8Array(bytes);
  copy[copy.length - 1] = (copy[copy.length - 1] ?? 0) ^ 1;
  return copy;
};
const output = () => {
  const lines: string[] = [];
  return {
    io: { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) },
    text: () => lines.join('\n'),
  };
};

describe('release keys on the release manager’s machine', () => {
  it('keygen writes a secret key only its owner reads and prints the public key; sign signs what verifies with it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'signalhand-release-keys-'));
    const said = output();
    const run = (args: string[]) => runReleaseSigningCommand(args, said.io, folder, RELEASE_USAGE);
    expect(await run(['keygen', '--out', 'keys'])).toBe(0);
    const secretPath = join(folder, 'keys', SECRET_KEY_FILE);
    expect(statSync(secretPath).mode & 0o777).toBe(0o600);
    const publicKey = /Public key: (\S+)/.exec(said.text())?.[1] ?? '';
    const keyId = /Key id: +(\S+)/.exec(said.text())?.[1];
    const raw = Buffer.from(publicKey, 'base64');
    expect(raw).toHaveLength(32);
    expect(keyId).toBe(createHash('sha256').update(raw).digest('hex').slice(0, 16));
    expect(said.text()).not.toContain('PRIVATE KEY');
    // Never over a key: a lost secret key signs nothing again.
    const before = readFileSync(secretPath, 'utf8');
    expect(await run(['keygen', '--out', 'keys'])).toBe(1);
    expect(said.text()).toMatch(/exists already/);
    expect(readFileSync(secretPath, 'utf8')).toBe(before);

    const bytes = installerOf('a build');
    writeFileSync(join(folder, 'Setup.zip'), bytes);
    expect(await run(['sign', 'Setup.zip', '--key', `keys/${SECRET_KEY_FILE}`])).toBe(0);
    const signature = readFileSync(join(folder, 'Setup.zip.sig'), 'utf8').trim();
    expect(said.text()).toContain(`Setup.zip: signed by key ${keyId}, signature ${signature}`);
    const key = releaseKeyOf(publicKey);
    expect(verifyReleaseFile(bytes, signature, [key])).toEqual(key);
    expect(verifyReleaseFile(tampered(bytes), signature, [key])).toBeUndefined();
    expect(verifyReleaseFile(bytes, signature, [stranger.key])).toBeUndefined();
    expect(await run(['sign', 'Setup.zip'])).toBe(2);
  });
});

describe.each(databaseKinds)('signed releases on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetDesktopLink });
  const release = (app: { filesDir: string }, cwd: string, ...args: string[]) =>
    releaseCli(database, app.filesDir, cwd, args);
  /** Nothing of version 2.1.0 in the registry, its folder or the staging folder. */
  const expectNothingStored = async (app: TestApp & { filesDir: string }, token: string) => {
    expect((await adminReleaseList(app, token)).map((release) => release.version)).not.toContain(
      '2.1.0',
    );
    expect(existsSync(join(app.filesDir, 'releases', '2.1.0'))).toBe(false);
    const staging = join(app.filesDir, 'releases', '.incoming');
    expect(existsSync(staging) ? readdirSync(staging) : []).toEqual([]);
  };

  it('publishes the public keys it trusts, cached like the feed', async () => {
    const app = await seededReleaseApp(database);
    const answer = await app.request(`${endpoints.releases}/keys`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await answer.json()).toEqual([releaseManager.key]);
    const feed = (await call(app, 'GET', endpoints.releases)).body as unknown as Release[];
    for (const file of feed.flatMap((release) => release.files)) {
      expect(file.keyId).toBe(releaseManager.key.keyId);
    }
  });

  it('refuses a console upload unsigned, signed by an unknown key or tampered, and stores nothing', async () => {
    const app = await seededReleaseApp(database);
    const token = await signedInOperator(app, database);
    const bytes = installerOf('the real build');
    const upload = async (signature: string | undefined, file = bytes) => {
      const body = new FormData();
      body.set('version', '2.1.0');
      body.set('date', '2026-11-20');
      body.set('channel', 'stable');
      body.set('notes', '[{"tag":"Feature","text":"Signed builds"}]');
      if (signature !== undefined) body.set('signature.windows-x64', signature);
      body.set('file.windows-x64', new File([file], 'Setup.zip'));
      const answer = await app.request(`${endpoints.admin}/releases`, {
        method: 'POST',
        headers: bearer(token),
        body,
      });
      return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
    };
    const refusals = [
      [undefined, bytes, /Setup\.zip is not signed/],
      [signatureOf(bytes, stranger.secretKeyPem), bytes, /does not verify with a trusted/],
      [signatureOf(bytes), tampered(bytes), /does not verify with a trusted/],
      ['not base64 at all', bytes, /does not verify with a trusted/],
    ] as const;
    for (const [signature, file, why] of refusals) {
      const answer = await upload(signature, file);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ errors: { 'signature.windows-x64': why } });
      await expectNothingStored(app, token);
    }
    const signed = await upload(signatureOf(bytes));
    expect(signed.status).toBe(201);
    expect(signed.body).toMatchObject({
      files: [{ signature: signatureOf(bytes), keyId: releaseManager.key.keyId }],
    });
  });

  it('refuses `npm run release -- publish` of a file unsigned, signed by an unknown key or tampered', async () => {
    const app = await seededReleaseApp(database);
    const folder = mkdtempSync(join(tmpdir(), 'signalhand-release-cli-'));
    const bytes = installerOf('the real build');
    /** Publishes 2.1.0 with `file`, and `signature` in `Setup.zip.sig` beside it (or none). */
    const withFile = async (file: Uint8Array, signature?: string) => {
      writeFileSync(join(folder, 'Setup.zip'), file);
      rmSync(join(folder, 'Setup.zip.sig'), { force: true });
      if (signature !== undefined) writeFileSync(join(folder, 'Setup.zip.sig'), `${signature}\n`);
      return release(
        app,
        folder,
        'publish',
        '--version',
        '2.1.0',
        '--note',
        'Feature: Signed builds',
        '--file',
        'windows-x64=Setup.zip',
      );
    };
    expect(await withFile(bytes)).toMatchObject({
      code: 1,
      said: /Nothing changed\. .*not signed/,
    });
    expect(await withFile(bytes, signatureOf(bytes, stranger.secretKeyPem))).toMatchObject({
      code: 1,
      said: /Nothing changed\. .*does not verify with a trusted release key/,
    });
    expect(await withFile(tampered(bytes), signatureOf(bytes))).toMatchObject({
      code: 1,
      said: /Nothing changed\. .*changed after it was signed/,
    });
    expect(await feedVersions(app, 'stable')).not.toContain('2.1.0');
    expect(existsSync(join(app.filesDir, 'releases', '2.1.0'))).toBe(false);
    expect(await withFile(bytes, signatureOf(bytes))).toMatchObject({
      code: 0,
      said: new RegExp(`signed by key ${releaseManager.key.keyId}`),
    });
    expect(await feedVersions(app, 'stable')).toContain('2.1.0');
  });

  it('the reference client installs only what a pinned key signed: it refuses a tampered file, an unknown key and an unsigned file', async () => {
    const app = await seededReleaseApp(database);
    const client = clientOver(app);
    const update = await checkForUpdate(client, { platform: 'windows-x64', appVersion: '1.2.0' });
    const file = update?.files[0];
    if (!file) throw new Error('the seeded 2.0.0 has a file');
    await expect(downloadVerified(client, file, [releaseManager.key])).resolves.toHaveLength(
      file.size,
    );
    // Signed by a key this desktop was not built with.
    await expect(downloadVerified(client, file, [stranger.key])).rejects.toThrow(
      /signed by key \w+, which this desktop does not trust/,
    );
    // Whoever holds the server swaps the file and its checksum: the signature still fails.
    const swapped = tampered(placeholderInstaller('2.0.0', '2025-08-19'));
    writeFileSync(join(app.filesDir, 'releases', '2.0.0', SEED_FILE_NAME), swapped);
    const sha256 = createHash('sha256').update(swapped).digest('hex');
    await database.db
      .update(releaseFiles)
      .set({ sha256 })
      .where(eq(releaseFiles.storedPath, `releases/2.0.0/${SEED_FILE_NAME}`));
    const served = await checkForUpdate(client, { platform: 'windows-x64', appVersion: '1.2.0' });
    const servedFile = served?.files[0];
    if (!servedFile) throw new Error('still offered');
    expect(servedFile.sha256).toBe(sha256);
    await expect(downloadVerified(client, servedFile, [releaseManager.key])).rejects.toThrow(
      /does not match its signature/,
    );
    // And with no signature at all.
    await expect(
      downloadVerified(client, { ...servedFile, signature: null }, [releaseManager.key]),
    ).rejects.toThrow(/is not signed/);
    // The command says so and installs nothing.
    const said = output();
    const code = await runDesktop(
      ['check-update', '--download', '--app-version', '1.2.0', '--server', client.server],
      said.io,
      { fetch: client.fetch, env: { SIGNALHAND_RELEASE_KEYS: releaseManager.key.publicKey } },
    );
    expect({ code, said: said.text() }).toMatchObject({
      code: 1,
      said: /does not match its signature/,
    });
  });

  it('the reference client refuses a replayed older release, and takes one marked as a rollback', async () => {
    const app = await seededReleaseApp(database);
    const honest = clientOver(app);
    // The desktop runs 2.1.0; whoever answers for the server replays an old feed, offering
    // 2.0.0 whatever version the desktop says it runs (our server would answer 404: nothing newer).
    const client = {
      ...honest,
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        (honest.fetch as typeof fetch)(String(input).replace(/&appVersion=[^&]*/, ''), init),
    };
    await expect(
      checkForUpdate(client, { platform: 'windows-x64', appVersion: '2.1.0' }),
    ).rejects.toThrow(/offers 2\.0\.0, older than this desktop's 2\.1\.0.*replayed/);
    const said = output();
    const check = () =>
      runDesktop(['check-update', '--app-version', '2.1.0', '--server', client.server], said.io, {
        fetch: client.fetch,
        env: {},
      });
    expect(await check()).toBe(1);
    // The release manager publishes 2.0.1 as a rollback on purpose.
    const folder = mkdtempSync(join(tmpdir(), 'signalhand-rollback-'));
    const bytes = installerOf('2.0.1, the good build again');
    writeFileSync(join(folder, 'Setup-2.0.1.zip'), bytes);
    writeFileSync(join(folder, 'Setup-2.0.1.zip.sig'), signatureOf(bytes));
    expect(
      await release(
        app,
        folder,
        'publish',
        '--version',
        '2.0.1',
        '--rollback',
        '--note',
        'Fix: Back to the good build',
        '--file',
        'windows-x64=Setup-2.0.1.zip',
      ),
    ).toMatchObject({ code: 0 });
    const rollback = await checkForUpdate(client, { platform: 'windows-x64', appVersion: '2.1.0' });
    expect(rollback).toMatchObject({ version: '2.0.1', rollback: true });
    expect(await check()).toBe(0);
    expect(said.text()).toMatch(/Rollback offered: 2\.0\.1/);
  });

  it('pins its keys: it refuses a remote server without them, and takes the local demo’s on first use, saying so', async () => {
    const app = await seededReleaseApp(database);
    const dir = mkdtempSync(join(tmpdir(), 'signalhand-desktop-'));
    const run = async (server: string) => {
      const said = output();
      const code = await runDesktop(
        ['check-update', '--download', '--app-version', '1.2.0', '--server', server, '--dir', dir],
        said.io,
        { fetch: async (input, init) => app.request(String(input), init), env: {} },
      );
      return { code, said: said.text() };
    };
    expect(await run('http://app.test')).toMatchObject({
      code: 1,
      said: /No release keys are pinned/,
    });
    const first = await run('http://127.0.0.1:8787');
    expect(first).toMatchObject({
      code: 0,
      said: new RegExp(
        `Trusting the release keys the local demo server published \\(first use.*${releaseManager.key.keyId}[\\s\\S]*signed by key ${releaseManager.key.keyId}`,
      ),
    });
    const again = await run('http://127.0.0.1:8787');
    expect(again.code).toBe(0);
    expect(again.said).not.toMatch(/Trusting/);
  });

  it('signs placeholders recorded unsigned once the local demo has a key', async () => {
    const filesDir = mkdtempSync(join(tmpdir(), 'signalhand-releases-'));
    expect(await seedReleasesIfEmpty(database.db, filesDir)).toBe(6);
    const unsigned = await database.db.select().from(releaseFiles);
    expect(unsigned.map((file) => file.signature)).toEqual(Array(6).fill(null));
    const demo = generateReleaseKeyPair();
    expect(await seedReleasesIfEmpty(database.db, filesDir, demo.secretKeyPem)).toBe(0);
    for (const file of await database.db.select().from(releaseFiles)) {
      const bytes = readFileSync(join(filesDir, file.storedPath));
      expect(verifyReleaseFile(bytes, file.signature ?? '', [demo.key])).toEqual(demo.key);
    }
  });
});

describe('RELEASE_PUBLIC_KEYS', () => {
  it('takes base64 public keys, comma-separated, and refuses anything else by name', () => {
    const other = generateReleaseKeyPair().key;
    const keys = `${stranger.key.publicKey}, ${other.publicKey}`;
    expect(loadConfig({ RELEASE_PUBLIC_KEYS: keys }).releasePublicKeys).toEqual([
      stranger.key,
      other,
    ]);
    expect(loadConfig({}).releasePublicKeys).toEqual([]);
    // A secret key pasted by mistake, or a key cut short.
    expect(() => loadConfig({ RELEASE_PUBLIC_KEYS: stranger.secretKeyPem })).toThrow(
      /RELEASE_PUBLIC_KEYS: .*not an Ed25519 public key/,
    );
    expect(() => loadConfig({ RELEASE_PUBLIC_KEYS: stranger.key.publicKey.slice(0, 20) })).toThrow(
      ConfigError,
    );
  });
});

describe('the local demo key', () => {
  it('is made on the embedded defaults, readable by the server only, and kept', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'signalhand-demo-key-'));
    const options = { dataDir, publicUrl: 'http://127.0.0.1:8787', configured: [], create: true };
    const first = await releaseTrust(options);
    expect(first.demo?.path).toBe(join(dataDir, DEMO_RELEASE_KEY_FILE));
    expect(statSync(join(dataDir, DEMO_RELEASE_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(first.keys).toEqual([first.demo?.key]);
    expect((await releaseTrust(options)).keys).toEqual(first.keys);
    // Configured keys and no demo key: none is made.
    const configured = mkdtempSync(join(tmpdir(), 'signalhand-demo-key-'));
    const real = await releaseTrust({
      ...options,
      dataDir: configured,
      configured: [stranger.key],
    });
    expect(real).toEqual({ keys: [stranger.key] });
    expect(existsSync(join(configured, DEMO_RELEASE_KEY_FILE))).toBe(false);
  });

  it('stops an https server from starting while DATA_DIR holds it', async () => {
    const https = { publicUrl: 'https://signalhand.example', configured: [stranger.key] };
    const clean = mkdtempSync(join(tmpdir(), 'signalhand-demo-key-'));
    expect(await releaseTrust({ ...https, dataDir: clean, create: true })).toEqual({
      keys: [stranger.key],
    });
    expect(existsSync(join(clean, DEMO_RELEASE_KEY_FILE))).toBe(false);

    const dataDir = newDataDir('signalhand-https-demo-key-');
    await releaseTrust({
      dataDir,
      publicUrl: 'http://127.0.0.1:8787',
      configured: [],
      create: true,
    });
    await expect(releaseTrust({ ...https, dataDir, create: true })).rejects.toThrow(
      ReleaseSecretKeyOnServer,
    );
    // The real server: it says why and exits before it listens.
    const start = startServer({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://signalhand.example',
      ALLOW_TEST_CHECKOUT: 'true',
      RELEASE_PUBLIC_KEYS: stranger.key.publicKey,
    });
    await expect(start).rejects.toThrow(/exited with code 1[\s\S]*holds a release secret key/);
  }, 60_000);
});
