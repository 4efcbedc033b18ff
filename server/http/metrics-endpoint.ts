import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Metrics } from '../metrics';

export const METRICS_PATH = '/metrics';

const BEARER = /^Bearer +(\S+)$/i;

/** Compares digests, so neither the token's length nor its letters leak through timing. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * `GET /metrics` in Prometheus's text format. With a token (`METRICS_TOKEN`) only a scraper that
 * sends `Authorization: Bearer <token>` reads it; without one it must be on a port of its own
 * (`METRICS_PORT`) that only the monitoring network reaches.
 */
export function metricsEndpoint(metrics: Metrics, token: string | undefined) {
  return new Hono().get(METRICS_PATH, async (c) => {
    const given = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    if (token !== undefined && (given === undefined || !sameToken(given, token))) {
      return c.json({ message: 'A valid metrics token is required.' }, 401, {
        'WWW-Authenticate': 'Bearer',
      });
    }
    return c.body(await metrics.registry.metrics(), 200, {
      'Content-Type': metrics.registry.contentType,
      'Cache-Control': 'no-store',
    });
  });
}
