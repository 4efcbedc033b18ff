import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Who holds an embedded database's folder: written into the lock file by its owner. */
export type LockHolder = {
  pid: number;
  /** What the process is, for the message another one shows ("the server", "npm run admin"). */
  by: string;
  since: string;
  /** The process's start time (Linux), so a recycled process id is not taken for the holder. */
  started?: string;
};

export const LOCK_FILE = 'lock.json';

/** Another live process holds the folder. Its message says who, and since when. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    /** Unknown when another process took the lock a moment ago and its file cannot be read. */
    readonly holder: LockHolder | undefined,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by ${
        holder ? `${holder.by} (process ${holder.pid}, since ${holder.since})` : 'another process'
      }. Only one process at a time can open it.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** Lock files this process holds: a second open in the same process is refused too. */
const heldHere = new Set<string>();

/**
 * Takes the folder of an embedded (PGlite) database for this process, or throws
 * `DataDirInUseError`. Two processes opening one PGlite folder each keep their own copy in
 * memory and overwrite each other's writes, so every opener takes this lock first.
 *
 * The lock is a file made whole and then linked into place (creating a link fails when the name
 * exists, so exactly one process wins), holding the owner's process id. A lock whose process is
 * gone (killed, crashed, power cut) is stale and taken over at once, as PostgreSQL does with its
 * `postmaster.pid`. A lock library that refreshes a time stamp instead would either leave a
 * crashed server's folder locked for its whole stale period, or lose the lock while PGlite's
 * synchronous work blocks the event loop.
 */
export function lockDataDir(dataDir: string, by: string): { release(): void } {
  const path = join(dataDir, LOCK_FILE);
  const mine: LockHolder = {
    pid: process.pid,
    by,
    since: new Date().toISOString(),
    started: processStartTime(process.pid),
  };
  const draft = `${path}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, `${JSON.stringify(mine)}\n`);
  try {
    // A few times at most: each retry follows the removal of a stale lock.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(draft, path);
        heldHere.add(path);
        return {
          release() {
            if (!heldHere.delete(path)) return;
            if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(path);
      if (holder && isHeld(path, holder)) throw new DataDirInUseError(dataDir, holder);
      rmSync(path, { force: true });
    }
    throw new DataDirInUseError(dataDir, readHolder(path));
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * The lock's holder as its file says; undefined when there is no file, or when it holds no
 * holder (a disk that filled up): such a file locks nothing. Any other failure to read it (a
 * file of another user) is thrown as it is.
 */
function readHolder(path: string): LockHolder | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isInteger(holder?.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

function isHeld(path: string, holder: LockHolder): boolean {
  // Our own process id in a lock we did not take: a previous process that had the same id (a
  // container restarted, where the server often gets the same small number).
  if (holder.pid === process.pid) return heldHere.has(path);
  if (!isAlive(holder.pid)) return false;
  const started = processStartTime(holder.pid);
  return !holder.started || !started || started === holder.started;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Linux: field 22 of /proc/<pid>/stat, the start time in clock ticks since boot. */
function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses; fields after it do not.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}
