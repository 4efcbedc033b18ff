import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { keepPlannerStatisticsFresh } from '../../server/db/planner-statistics';
import { createLogger } from '../../server/logger';
import { openTestDatabase } from './support/databases';

const logger = createLogger('error', () => {});

/** When PostgreSQL last analyzed the table, or null. */
async function lastAnalyzed(database: DatabaseHandle, table: string) {
  const result = (await database.db.execute(
    sql`select coalesce(last_analyze, last_autoanalyze)::text as analyzed from pg_stat_user_tables where relname = ${table}`,
  )) as unknown as { rows: Array<{ analyzed: string | null }> };
  return result.rows[0]?.analyzed ?? null;
}

describe('planner statistics', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('are gathered on the embedded database, which has no autovacuum to do it', async () => {
    expect(await lastAnalyzed(database, 'purchases')).toBeNull();
    const stop = await keepPlannerStatisticsFresh(database, logger);
    stop();
    expect(await lastAnalyzed(database, 'purchases')).not.toBeNull();
    expect(await lastAnalyzed(database, 'scripts')).not.toBeNull();
  });
});
