import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/client';
import { type SmtpSink, startSmtpSink } from '../../e2e/support/smtp-sink';
import { runCliProcess } from '../support/cli-process';
import { databaseDigest } from '../support/endpoints';
import { codeIn, register, request, sendRegistrationCode } from '../support/live-api';
import { type ServerProcess, startServer } from '../support/server-process';

/** Every table's row count and digest in a PGlite folder (opened once no server holds it). */
async function digestOf(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await databaseDigest(database);
  } finally {
    await database.close();
  }
}

const rowCount = (digest: string | undefined) => Number(digest?.split(':')[0]);

describe('npm run db:backup and db:restore on the embedded database', () => {
  let folder: string;
  let sink: SmtpSink;
  let server: ServerProcess | undefined;
  const live = () => join(folder, 'live');
  const fresh = () => join(folder, 'fresh');
  const backup = () => join(folder, 'nightly.tar.gz');

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'signalhand-backup-'));
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await server?.stop();
    await sink?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('backs up while the server runs, and restores into a fresh folder with every row', async () => {
    server = await startServer({ DATA_DIR: live(), SMTP_URL: sink.url });
    for (const email of ['ada@example.com', 'grace@example.com']) {
      expect((await sendRegistrationCode(server.url, email)).status).toBe(200);
      const code = codeIn((await sink.waitFor(email)).text);
      expect((await register(server.url, email, code)).status).toBe(200);
    }
    const support = await request(server.url, 'POST', '/api/v2/customer/support', {
      json: {
        firstName: 'Grace',
        lastName: 'Hopper',
        emailAddress: 'grace@example.com',
        phoneCode: '+1',
        phoneNumber: '555 010 2030',
        reasonToContact: 'Where is my licence key?',
      },
    });
    expect(support.status).toBe(200);

    const made = await runCliProcess('db-backup.ts', [backup()], { env: { DATA_DIR: live() } });
    expect(made).toMatchObject({ code: 0, stderr: '' });
    expect(made.stdout).toContain(`to ${backup()}`);
    // The server kept serving, and a restore over its folder is refused while it runs.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const over = await runCliProcess('db-restore.ts', [backup()], { env: { DATA_DIR: live() } });
    expect(over.code).toBe(1);
    expect(over.stderr).toContain('Stop the server first');

    await server.stop();
    server = undefined;
    const original = await digestOf(live());

    const restored = await runCliProcess('db-restore.ts', [backup()], {
      env: { DATA_DIR: fresh() },
    });
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    const copy = await digestOf(fresh());
    expect(copy).toEqual(original);
    expect(rowCount(copy.users)).toBe(2);
    expect(rowCount(copy.support_messages)).toBe(1);
    expect(rowCount(copy.scripts)).toBeGreaterThan(0);
  }, 150_000);

  it('never restores over a database, and leaves it as it was', async () => {
    const before = await digestOf(fresh());
    const again = await runCliProcess('db-restore.ts', [backup()], { env: { DATA_DIR: fresh() } });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/Nothing changed: .* already holds a database\. Stop the server/);
    expect(await digestOf(fresh())).toEqual(before);
  }, 60_000);

  it('leaves no half database behind when the file is not a backup', async () => {
    const broken = await runCliProcess('db-restore.ts', [join(folder, 'nope.tar.gz')], {
      env: { DATA_DIR: join(folder, 'other') },
    });
    expect(broken).toMatchObject({ code: 1 });
    expect(broken.stderr).toContain('Cannot read');
    const notATarball = await runCliProcess('db-restore.ts', [fileURLToPath(import.meta.url)], {
      env: { DATA_DIR: join(folder, 'other') },
    });
    expect(notATarball.code).toBe(1);
    expect(notATarball.stderr).toContain('is not a backup this command made');
    expect(existsSync(join(folder, 'other', 'pgdata', 'PG_VERSION'))).toBe(false);
  }, 60_000);

  it('points to pg_dump and pg_restore on PostgreSQL', async () => {
    const onPostgres = await runCliProcess('db-backup.ts', [], {
      env: { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop' },
    });
    expect(onPostgres.code).toBe(2);
    expect(onPostgres.stderr).toMatch(/pg_dump --format=custom and pg_restore/);
  }, 60_000);
});
