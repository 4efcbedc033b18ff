import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';
import type { ClientAddresses } from './client-address';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set for every request by `observeRequests`: the id its answer and log lines carry. */
    requestId: string;
  }
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a request id may be: short, and nothing a log line or a header could trip over. */
const SAFE_REQUEST_ID = /^[\w.:=-]{1,64}$/;

/**
 * The request's id: a trusted proxy's, when it sent a safe one (so one id follows the request
 * through the proxy's logs and ours), else a new one. Anyone else's is ignored: a client could
 * otherwise pick ids that collide with other requests' in the logs.
 */
function requestIdOf(c: Context, fromTrustedProxy: (c: Context) => boolean): string {
  const incoming = c.req.header(REQUEST_ID_HEADER);
  if (incoming && SAFE_REQUEST_ID.test(incoming) && fromTrustedProxy(c)) return incoming;
  return randomUUID();
}

/**
 * Outermost middleware: gives every answer an `X-Request-Id`, writes one access-log line per
 * request and counts it in the metrics. Both name the route pattern (`/api/v2/auth/exists/:email`)
 * that answered, never the path, which may hold e-mails or names, nor the query, which may hold
 * signatures; and they are labelled by it, so the metrics stay a bounded set.
 */
export function observeRequests(deps: {
  logger: Logger;
  metrics: Metrics;
  addresses: ClientAddresses;
}): MiddlewareHandler {
  const { logger, metrics, addresses } = deps;
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c, addresses.fromTrustedProxy);
    c.set('requestId', requestId);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    const seconds = (performance.now() - started) / 1000;
    // The handler that answered (a middleware's pattern when one answered early, as a 413 does).
    const { method } = c.req;
    const route = routePath(c);
    const { status } = c.res;
    const labels = { method, route, status: String(status) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, seconds);
    logger.info('request', {
      method,
      route,
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
      requestId,
      client: addresses.clientAddress(c),
    });
  };
}
