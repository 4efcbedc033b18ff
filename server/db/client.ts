import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { createDataFolder, newPglite } from './pglite-memory';
import { takeTurns } from './pglite-turns';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Answers when the database can run a query; used by the health check. */
  ping(): Promise<void>;
  /**
   * The embedded database kept in a folder only: its files as a gzip tarball (PGlite's
   * `dumpDataDir`). Taken between two statements, so it is what a power cut at that moment
   * would leave, from which PostgreSQL recovers to the last commit.
   */
  snapshot?(): Promise<Blob>;
  /** The connection pool's figures (PostgreSQL only): open, idle, and queries waiting. */
  poolUse?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

export type DatabaseOptions =
  /** The embedded database; without a directory it lives in memory (tests). */
  | {
      kind: 'pglite';
      dataDir?: string;
      /** What this process is, for the message of another one that finds the folder taken. */
      holder?: string;
      /** A snapshot to start from; the folder, if any, must hold no database yet. */
      loadDataDir?: Blob;
    }
  | {
      kind: 'postgres';
      url: string;
      /** Told when an idle connection drops (the pool replaces it on the next query). */
      onConnectionLost?: (error: Error) => void;
    };

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database and brings its schema up to date before anything uses it. Each kind's
 * driver is loaded when it is chosen: a process never holds the other's (PGlite's alone is
 * tens of MB).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const [{ default: pg }, { drizzle: drizzleNodePostgres }, { migrate: migrateNodePostgres }] =
      await Promise.all([
        import('pg'),
        import('drizzle-orm/node-postgres'),
        import('drizzle-orm/node-postgres/migrator'),
      ]);
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // PostgreSQL restarting, failing over or ending idle sessions drops pooled connections; the
    // pool discards them and connects afresh, but unheard its 'error' event ends the process.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    // The pool hears only its idle connections. One lent out between two queries (a transaction
    // held while the mail sender waits for the mail server) would raise the same event unheard;
    // its holder learns of the loss from its next query, which fails, so nothing more is needed.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzleNodePostgres({ client: pool, schema });
    await migrateAlone(pool, () => migrateNodePostgres(db, { migrationsFolder }));
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      poolUse: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  if (!options.dataDir)
    return migratedPglite(await newPglite({ loadDataDir: options.loadDataDir }));
  const dataPath = join(options.dataDir, 'pgdata');
  mkdirSync(dataPath, { recursive: true });
  const lock = lockDataDir(options.dataDir, options.holder ?? 'another program');
  const exists = existsSync(join(dataPath, 'PG_VERSION'));
  if (options.loadDataDir && exists) {
    lock.release();
    throw new DataDirNotEmptyError(options.dataDir);
  }
  let client: PGlite | undefined;
  try {
    if (!exists && !options.loadDataDir) await createDataFolder(dataPath);
    client = await newPglite({ dataDir: dataPath, loadDataDir: options.loadDataDir });
    const opened = client;
    const handle = await migratedPglite(opened);
    return {
      ...handle,
      snapshot: () => opened.dumpDataDir('gzip'),
      close: async () => {
        try {
          await handle.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    // A snapshot that failed to load leaves the folder as empty as it was, not half a database.
    if (options.loadDataDir) rmSync(dataPath, { recursive: true, force: true });
    lock.release();
    throw error;
  }
}

async function migratedPglite(client: PGlite): Promise<DatabaseHandle> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  // From here on, the requests' statements queue fairly (server/db/pglite-turns.ts).
  takeTurns(client);
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

/** A snapshot loads only into a folder that holds no database: nothing is overwritten. */
export class DataDirNotEmptyError extends Error {
  constructor(readonly dataDir: string) {
    super(`${dataDir} already holds a database.`);
    this.name = 'DataDirNotEmptyError';
  }
}

/** Any fixed number: the key of the advisory lock instances take to migrate one at a time. */
const MIGRATION_LOCK = 7_462_011;

/**
 * Several instances starting at once on one database would apply the same migrations together
 * and fail on each other's tables; a session-level advisory lock makes them take turns (the
 * later ones then find nothing left to apply). The lock goes with its connection if we crash.
 */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
}
