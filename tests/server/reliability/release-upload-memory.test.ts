import { createHash } from 'node:crypto';
import { createReadStream, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RELEASE_KEY_FILE, signReleaseFile } from '../../../server/domain/releases';
import { type AdminRelease, endpoints, secondFactorPaths } from '../../../src/services/contract';
import { type SmtpSink, startSmtpSink } from '../../e2e/support/smtp-sink';
import { totpCode } from '../../support/totp';
import { runCliProcess } from '../support/cli-process';
import { codeIn, login, register, request, sendRegistrationCode } from '../support/live-api';
import { type ServerProcess, startServer } from '../support/server-process';
import { newDataDir } from '../support/server-storage';

const MiB = 1024 * 1024;
const EMAIL = 'ops@example.com';
const BOUNDARY = '----signalhand-memory-test';
/**
 * What the uploads may add to the server's resident memory: buffers and garbage not yet
 * collected, not the file (before the fix, a 200 MiB upload alone added about 980 MB).
 */
const GROWTH_LIMIT_MB = 64;

/** VmRSS of /proc/<pid>/status, in MiB. */
const residentMb = (pid: number) =>
  Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** The installer's bytes, a MiB at a time: the same every time they are made. */
function* installerChunks(size: number) {
  for (let sent = 0; sent < size; sent += MiB) {
    const chunk = Buffer.alloc(Math.min(MiB, size - sent), sent / MiB);
    if (sent === 0) chunk.set([0x50, 0x4b, 0x03, 0x04]);
    yield chunk;
  }
}

/**
 * A release form whose installer is `size` bytes made as they are sent (the test holds one
 * chunk at a time), signed with `secretKeyPem` (the release manager's machine holds it whole
 * once, to sign it), and the SHA-256 of that installer once the last byte has gone.
 */
function streamedRelease(version: string, size: number, secretKeyPem: string) {
  const field = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const { signature } = signReleaseFile(Buffer.concat([...installerChunks(size)]), secretKeyPem);
  const head = Buffer.from(
    field('version', version) +
      field('date', '2026-11-20') +
      field('channel', 'beta') +
      field('notes', '[{"tag":"Feature","text":"A big build"}]') +
      field('signature.windows-x64', signature) +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file.windows-x64"; ` +
      `filename="SignalHand-Setup-${version}.zip"\r\nContent-Type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const hash = createHash('sha256');
  async function* chunks() {
    yield head;
    for (const chunk of installerChunks(size)) {
      hash.update(chunk);
      yield chunk;
    }
    yield tail;
  }
  return {
    length: head.length + size + tail.length,
    chunks,
    sha256: () => hash.digest('hex'),
  };
}

/**
 * Posts the form over HTTP as the console's browser does (with its length), or chunked (no
 * length, as a streaming client sends it); answers the status and the JSON body.
 */
function upload(
  base: string,
  token: string,
  form: ReturnType<typeof streamedRelease>,
  chunked: boolean,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${base}${endpoints.admin}/releases`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(chunked ? {} : { 'content-length': String(form.length) }),
      },
    });
    outgoing.on('error', reject);
    outgoing.on('response', (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: JSON.parse(text) }));
    });
    (async () => {
      for await (const chunk of form.chunks()) {
        if (!outgoing.write(chunk)) await new Promise((drained) => outgoing.once('drain', drained));
      }
      outgoing.end();
    })().catch(reject);
  });
}

const sha256OfFile = async (path: string) => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/**
 * Issue 32, point 9: a 299 MiB upload took the server to 1.86 GB. An installer is streamed to
 * disk, checksummed on the way: the built server's memory grows by a few buffers, not the file.
 */
describe('a large release upload to the built server', () => {
  let dataDir: string;
  let filesDir: string;
  let sink: SmtpSink;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = newDataDir('signalhand-upload-memory-');
    filesDir = mkdtempSync(join(tmpdir(), 'signalhand-upload-files-'));
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await server?.stop();
    await sink?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('is written to disk as it arrives: resident memory grows by far less than the file', async () => {
    const env = { DATA_DIR: dataDir, FILES_DIR: filesDir, SMTP_URL: sink.url };
    server = await startServer(env);
    const base = server.url;
    expect((await sendRegistrationCode(base, EMAIL)).status).toBe(200);
    const code = codeIn((await sink.waitFor(EMAIL)).text);
    expect((await register(base, EMAIL, code)).status).toBe(200);
    expect((await runCliProcess('admin.ts', ['promote', EMAIL], { env })).code).toBe(0);
    const token = String((await login(base, EMAIL)).body.authToken);
    // The console asks every operator for a second factor (issue 35): an authenticator app.
    const { secret } = (await request(base, 'POST', secondFactorPaths.totp, { token })).body;
    const confirmed = await request(base, 'POST', secondFactorPaths.totpConfirm, {
      token,
      json: { code: totpCode(String(secret), Date.now()) },
    });
    expect(confirmed.status).toBe(200);
    // The local demo's release key, which the server made at its first start (no
    // RELEASE_PUBLIC_KEYS): it trusts uploads signed with it.
    const demoKey = readFileSync(join(dataDir, DEMO_RELEASE_KEY_FILE), 'utf8');
    // A small upload first: what any first request loads is in memory before the baseline.
    expect((await upload(base, token, streamedRelease('2.0.1', MiB, demoKey), false)).status).toBe(
      201,
    );

    const { pid } = server;
    const baselineMb = residentMb(pid);
    let peakMb = baselineMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(pid))), 20);
    const sizes = { '2.1.0': 160 * MiB, '2.2.0': 48 * MiB };
    const forms = {
      '2.1.0': streamedRelease('2.1.0', sizes['2.1.0'], demoKey),
      '2.2.0': streamedRelease('2.2.0', sizes['2.2.0'], demoKey),
    };
    const answers = [];
    try {
      // With its length (the browser's form), then chunked.
      answers.push(await upload(base, token, forms['2.1.0'], false));
      answers.push(await upload(base, token, forms['2.2.0'], true));
    } finally {
      clearInterval(sampler);
    }
    const growthMb = peakMb - baselineMb;
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(
      growthMb,
      `resident ${baselineMb.toFixed(0)} MB before, ${peakMb.toFixed(0)} MB at the peak`,
    ).toBeLessThan(GROWTH_LIMIT_MB);

    const listed = await request(base, 'GET', `${endpoints.admin}/releases`, { token });
    const releases = listed.body.releases as AdminRelease[];
    for (const version of ['2.1.0', '2.2.0'] as const) {
      const [file] = releases.find((release) => release.version === version)?.files ?? [];
      expect(file).toMatchObject({ size: sizes[version], sha256: forms[version].sha256() });
      const stored = join(filesDir, 'releases', version, `SignalHand-Setup-${version}.zip`);
      expect(await sha256OfFile(stored)).toBe(file?.sha256);
    }
    // Nothing is left where uploads are written as they arrive.
    expect(readdirSync(join(filesDir, 'releases', '.incoming'))).toEqual([]);
    // Most of the time is the server's start and the operator's sign-up; the uploads take
    // about 4 s on an idle 2-core machine.
  }, 120_000);
});
