import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Answers when the database can run a query; used by the health check. */
  ping(): Promise<void>;
  /** The connection pool's figures (PostgreSQL only): open, idle, and queries waiting. */
  poolUse?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

export type DatabaseOptions =
  /** The embedded database; without a directory it lives in memory (tests). */
  | { kind: 'pglite'; dataDir?: string }
  | {
      kind: 'postgres';
      url: string;
      /** Told when an idle connection drops (the pool replaces it on the next query). */
      onConnectionLost?: (error: Error) => void;
    };

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens the database and brings its schema up to date before anything uses it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // PostgreSQL restarting, failing over or ending idle sessions drops pooled connections; the
    // pool discards them and connects afresh, but unheard its 'error' event ends the process.
    pool.on('error', (error) => options.onConnectionLost?.(error));
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
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = join(options.dataDir, 'pgdata');
    mkdirSync(dataPath, { recursive: true });
  }
  const client = new PGlite(dataPath);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
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
