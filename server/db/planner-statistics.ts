import { sql } from 'drizzle-orm';
import type { Logger } from '../logger';
import type { DatabaseHandle } from './client';

/** How often a long-running server on the embedded database refreshes them. */
const REFRESH_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * PostgreSQL's autovacuum keeps the planner's statistics current; PGlite runs no autovacuum, so
 * without this the embedded database plans every query on guesses. With 1,000 purchases held by
 * one customer, the page of their history sorted the whole history (1.8 ms) instead of reading
 * 21 rows from the index (0.06 ms; BENCHMARKS.md). `ANALYZE` runs once before the server
 * listens and then every few hours: about 150 to 230 ms on a catalogue of 10,000 scripts, on the
 * one thread PGlite shares with the server, so rarely.
 *
 * Returns what stops the timer.
 */
export async function keepPlannerStatisticsFresh(
  database: DatabaseHandle,
  logger: Logger,
): Promise<() => void> {
  if (database.kind !== 'pglite') return () => {};
  const analyze = () => database.db.execute(sql`analyze`);
  await analyze();
  const timer = setInterval(() => {
    analyze().catch((error) =>
      logger.error('refreshing the planner statistics failed', { error: String(error) }),
    );
  }, REFRESH_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
