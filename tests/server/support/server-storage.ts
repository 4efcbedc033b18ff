import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../../../server/db/client';
import { createScratchDatabase } from './databases';

/** The databases a server process runs on: PGlite always, PostgreSQL with `DATABASE_URL`. */
export const serverDatabases = [
  { kind: 'pglite' as const, skip: undefined },
  {
    kind: 'postgres' as const,
    skip: process.env.DATABASE_URL ? undefined : 'DATABASE_URL is not set',
  },
];

export type Storage = {
  /** What the server process needs to find it (`DATA_DIR` or `DATABASE_URL`). */
  env: Record<string, string>;
  /** Opens it in the test process (a PGlite folder only once the server has stopped). */
  open(): ReturnType<typeof openDatabase>;
  remove(): Promise<void>;
};

/**
 * A new data folder for a server process (`DATA_DIR`), holding a migrated database copied from
 * the suite's template (pglite-template.ts): the server skips `initdb` and the migrations, about
 * 6 s of CPU a start. A test of a first start on an empty folder makes its own.
 */
export function newDataDir(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(inject('dataDirTemplate'), dataDir, { recursive: true });
  return dataDir;
}

/** A server's data that outlives the process: a PGlite folder or a PostgreSQL database. */
export async function createStorage(kind: 'pglite' | 'postgres'): Promise<Storage> {
  if (kind === 'pglite') {
    const dataDir = newDataDir('signalhand-server-');
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase();
  return {
    env: { DATABASE_URL: scratch.url },
    open: () => openDatabase({ kind: 'postgres', url: scratch.url }),
    remove: scratch.drop,
  };
}
