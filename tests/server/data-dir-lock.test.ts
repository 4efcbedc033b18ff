import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onDatabaseOrServer } from '../../server/cli/run';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../../server/db/data-dir-lock';

/** A process that lives until it is killed, and one that is already gone. */
function sleeper() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
  return { pid: child.pid ?? 0, kill: () => child.kill('SIGKILL') };
}
async function goneProcessId(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
}

describe('the embedded database folder', () => {
  let dataDir: string;
  const lockFile = () => join(dataDir, LOCK_FILE);
  const holdBy = (pid: number, extra: Record<string, string> = {}) =>
    writeFileSync(lockFile(), JSON.stringify({ pid, by: 'the server', since: 'today', ...extra }));

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'signalhand-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('opens in one place at a time, this process included, and is free again once closed', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir, holder: 'the server' });
    const second = openDatabase({ kind: 'pglite', dataDir, holder: 'npm run admin' });
    await expect(second).rejects.toThrow(DataDirInUseError);
    await expect(second).rejects.toThrow(
      new RegExp(`in use by the server \\(process ${process.pid}, since .+\\)`),
    );
    await first.close();
    expect(existsSync(lockFile())).toBe(false);
    await (await openDatabase({ kind: 'pglite', dataDir })).close();
  });

  it('is refused while a live process holds it', async () => {
    const other = sleeper();
    try {
      holdBy(other.pid);
      expect(() => lockDataDir(dataDir, 'npm run catalog')).toThrow(
        `is in use by the server (process ${other.pid}, since today)`,
      );
    } finally {
      other.kill();
    }
  });

  it('is taken over from a process that is gone, or whose id now names another process', async () => {
    holdBy(await goneProcessId());
    lockDataDir(dataDir, 'the server').release();
    // process.ppid is alive, but started at another time than the lock says.
    holdBy(process.ppid, { started: 'not its start time' });
    lockDataDir(dataDir, 'the server').release();
    // A lock file with no holder in it (a full disk) locks nothing either.
    writeFileSync(lockFile(), '');
    lockDataDir(dataDir, 'the server').release();
    // Our own id in a lock this process never took: a previous process that had the same id.
    holdBy(process.pid);
    lockDataDir(dataDir, 'the server').release();
  });

  it('makes an operator command refuse, saying who holds it, when no server answers for it', async () => {
    const holder = await openDatabase({ kind: 'pglite', dataDir, holder: 'npm run db:backup' });
    const worked: string[] = [];
    try {
      const work = onDatabaseOrServer(
        loadConfig({ DATA_DIR: dataDir }),
        'npm run admin',
        {
          database: async () => {
            worked.push('on the database');
          },
          server: async () => {
            worked.push('through the server');
          },
        },
        300,
      );
      await expect(work).rejects.toThrow(/in use by npm run db:backup/);
      expect(worked).toEqual([]);
    } finally {
      await holder.close();
    }
  });
});
