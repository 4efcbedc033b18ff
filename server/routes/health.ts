import { Hono } from 'hono';
import type { DatabaseHandle } from '../db/client';

/**
 * How long one database ping answers for every health check. Monitors and load balancers may
 * poll hard; a query per check would load the database, and the answer may be a second old.
 */
export const PING_SHARED_MS = 1000;

/** Liveness and readiness in one: the process answers and the database runs a query. */
export function healthRoutes(database: DatabaseHandle) {
  let last: { at: number; reachable: Promise<boolean> } | undefined;
  const databaseReachable = () => {
    const now = performance.now();
    if (!last || now - last.at >= PING_SHARED_MS) {
      last = {
        at: now,
        reachable: database.ping().then(
          () => true,
          () => false,
        ),
      };
    }
    return last.reachable;
  };

  return new Hono().get('/health', async (c) =>
    (await databaseReachable())
      ? c.json({ status: 'ok', database: database.kind })
      : c.json({ message: 'Database unavailable' }, 503),
  );
}
