import { Hono } from 'hono';
import { healthEndpoints } from '../../src/services/contract';
import type { DatabaseHandle } from '../db/client';
import type { RegisterEndpoint } from '../http/endpoint-routes';

/**
 * How long one database ping answers for every health check. Monitors and load balancers may
 * poll hard; a query per check would load the database, and the answer may be a second old.
 */
export const PING_SHARED_MS = 1000;

/** Liveness and readiness in one: the process answers and the database runs a query. */
export function healthRoutes(register: RegisterEndpoint, database: DatabaseHandle) {
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

  const app = new Hono();
  register(app, healthEndpoints.health, async (_, c) =>
    (await databaseReachable())
      ? { status: 'ok' as const, database: database.kind }
      : c.json({ message: 'Database unavailable' }, 503),
  );
  return app;
}
