import { Hono } from 'hono';
import type { DatabaseHandle } from '../db/client';

/** Liveness and readiness in one: the process answers and the database runs a query. */
export function healthRoutes(database: DatabaseHandle) {
  return new Hono().get('/health', async (c) => {
    try {
      await database.ping();
      return c.json({ status: 'ok', database: database.kind });
    } catch {
      return c.json({ message: 'Database unavailable' }, 503);
    }
  });
}
