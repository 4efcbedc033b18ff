import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How operator commands reach the server that holds the embedded database: its loopback
 * address and a random token, in a file only the server's user can read. Holding the token
 * proves the caller is that user (or root), who could open the database anyway.
 */
export type OperatorAccess = { pid: number; url: string; token: string };

export const ACCESS_FILE = 'operator.json';

/** The endpoint's calls. */
export const OPERATOR_PATHS = { command: '/commands/:name', snapshot: '/snapshot' } as const;

/** Written whole under another name and renamed, so a reader never sees half a file. */
export function writeAccess(dataDir: string, access: OperatorAccess): void {
  const path = join(dataDir, ACCESS_FILE);
  const draft = `${path}.${process.pid}`;
  writeFileSync(draft, `${JSON.stringify(access)}\n`, { mode: 0o600 });
  renameSync(draft, path);
}

/**
 * The access the server that holds the folder (process `pid`) wrote, if it did (it writes it
 * once it listens; a killed server's file names a process that is gone).
 */
export function readAccess(dataDir: string, pid: number): OperatorAccess | undefined {
  try {
    const access = JSON.parse(readFileSync(join(dataDir, ACCESS_FILE), 'utf8')) as OperatorAccess;
    return access.pid === pid ? access : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EACCES') {
      throw new Error(
        `Cannot read ${join(dataDir, ACCESS_FILE)}: run the command as the user the server runs as.`,
      );
    }
    return undefined;
  }
}

/** Removes the file if it is still the one this server wrote. */
export function removeAccess(dataDir: string, token: string): void {
  const path = join(dataDir, ACCESS_FILE);
  try {
    if ((JSON.parse(readFileSync(path, 'utf8')) as OperatorAccess).token !== token) return;
  } catch {
    return;
  }
  rmSync(path, { force: true });
}
