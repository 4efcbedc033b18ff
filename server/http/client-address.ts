import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's network address, which per-address limits count by: the socket's peer address.
 * Behind a reverse proxy every client shares the proxy's address (see the README).
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No socket (requests made in-process, e.g. `app.request` in tests).
    return 'unknown';
  }
}
