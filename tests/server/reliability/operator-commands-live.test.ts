import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client';
import { LOCK_FILE } from '../../../server/db/data-dir-lock';
import { scripts, users } from '../../../server/db/schema';
import { ACCESS_FILE } from '../../../server/operator/access';
import { roles as roleNames } from '../../../src/services/contract';
import { type SmtpSink, startSmtpSink } from '../../e2e/support/smtp-sink';
import { runCliProcess } from '../support/cli-process';
import { codeIn, login, register, request, sendRegistrationCode } from '../support/live-api';
import { type ServerProcess, startServer } from '../support/server-process';
import { newDataDir } from '../support/server-storage';

const EMAIL = 'ada@example.com';
const SCRIPT = 'Gap Fill Hunter';

/**
 * The embedded database opens in one process only. While the server runs on it, the operator's
 * commands go through the server (and their changes stay); a second server is refused.
 */
describe('operator commands while the server runs on the embedded database', () => {
  let dataDir: string;
  let folder: string;
  let sink: SmtpSink;
  let server: ServerProcess | undefined;
  const env = () => ({ DATA_DIR: dataDir, SMTP_URL: sink.url });
  const roles = async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const [user] = await database.db.select().from(users).where(eq(users.emailAddress, EMAIL));
      const [script] = await database.db
        .select()
        .from(scripts)
        .where(eq(scripts.scriptName, SCRIPT));
      return { roles: user?.roles, script: script?.content };
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    dataDir = newDataDir('signalhand-operator-');
    folder = mkdtempSync(join(tmpdir(), 'signalhand-catalog-'));
    writeFileSync(join(folder, 'gap-fill.ts.txt'), '# Gap Fill Hunter\nplot x = close;\n');
    writeFileSync(
      join(folder, 'new.json'),
      JSON.stringify({
        scriptName: SCRIPT,
        scriptDescription: 'Fades opening gaps smaller than 1% back to the previous close.',
        scriptImageUrl: '/scripts/opening-range-breakout.svg',
        platform: 'ThinkOrSwim',
        application: 'Stocks',
        price: '25',
        brokerage: 'Charles Schwab',
        contentFile: 'gap-fill.ts.txt',
      }),
    );
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await server?.stop();
    await sink?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  });

  it('promotes and adds through the running server, and the changes outlive it', async () => {
    server = await startServer(env());
    expect((await sendRegistrationCode(server.url, EMAIL)).status).toBe(200);
    const code = codeIn((await sink.waitFor(EMAIL)).text);
    expect((await register(server.url, EMAIL, code)).status).toBe(200);

    const promoted = await runCliProcess('admin.ts', ['promote', EMAIL], { env: env() });
    expect(promoted).toMatchObject({ code: 0, stderr: '' });
    expect(promoted.stdout).toContain(`${EMAIL} is now an ADMIN`);
    // A file named relative to the operator's folder, not the server's.
    const added = await runCliProcess('catalog.ts', ['add', 'new.json'], {
      env: env(),
      cwd: folder,
    });
    expect(added).toMatchObject({ code: 0, stdout: `added ${SCRIPT}\n` });

    // The server sees both at once.
    const signedIn = await login(server.url, EMAIL);
    expect((signedIn.body.user as { roles: string[] }).roles).toEqual([roleNames.admin]);
    const details = await request(
      server.url,
      'GET',
      `/api/v2/store/script/details/${encodeURIComponent(SCRIPT)}`,
      { token: String(signedIn.body.authToken) },
    );
    expect(details.status).toBe(200);

    await server.stop();
    server = undefined;
    expect(await roles()).toEqual({
      roles: [roleNames.admin],
      script: '# Gap Fill Hunter\nplot x = close;\n',
    });
    // A stopped server leaves neither its lock nor its operator access behind.
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    expect(existsSync(join(dataDir, ACCESS_FILE))).toBe(false);
  }, 120_000);

  it('refuses a second server on the same folder, saying which process holds it', async () => {
    server = await startServer(env());
    const second = startServer({ ...env(), LOG_LEVEL: 'error' });
    await expect(second).rejects.toThrow(
      /in use by the server \(process \d+, since .+\).*Stop the other process/,
    );
    // The first one still serves.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 120_000);

  it('works on the folder itself after a server was killed, whose lock is then stale', async () => {
    await server?.kill();
    server = undefined;
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
    // It reads and locks the folder's database: the only admin is kept, as anywhere.
    const demoted = await runCliProcess('admin.ts', ['demote', EMAIL], { env: env() });
    expect(demoted).toMatchObject({ code: 1, stderr: expect.stringMatching(/last admin/) });
    const promoted = await runCliProcess('admin.ts', ['promote', EMAIL], { env: env() });
    expect(promoted).toMatchObject({ code: 0, stderr: '' });
  }, 120_000);
});
