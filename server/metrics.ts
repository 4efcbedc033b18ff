import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from './db/client';
import type { RateLimiter } from './domain/rate-limit';

/**
 * The server's Prometheus metrics (prom-client), one registry per app so tests and several apps
 * in one process never share counts. Served at `/metrics` (see `server/http/metrics.ts`).
 *
 * A part that wants its own metrics registers them on `registry`, the library's way, as the
 * pool and outbox gauges below do (read at each scrape).
 *
 * Labels stay few and bounded: route patterns, never raw paths; rule names, never keys.
 */
export type Metrics = ReturnType<typeof createMetrics>;

/** Seconds; most answers take milliseconds, logins tens of them, the AI chat seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];

/** `process`: also the process's CPU, memory, event-loop delay and GC (production only). */
export function createMetrics(options: { process?: boolean } = {}) {
  const registry = new Registry();
  if (options.process) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being ready, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Attempts a rate limit refused, by rule.',
      labelNames: ['rule'] as const,
      registers,
    }),
    webhookEvents: new Counter({
      name: 'payment_webhook_events_total',
      help: 'Stripe webhook deliveries by outcome: applied, duplicate (seen before), ignored (a type not used), rejected (bad signature), failed (an error; Stripe retries).',
      labelNames: ['outcome'] as const,
      registers,
    }),
  };
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'rejected' | 'failed';

/** The limiter, counting each attempt it refuses under its rule's name. */
export function countingRefusals(limiter: RateLimiter, metrics: Metrics): RateLimiter {
  return {
    ...limiter,
    async take(rule, key) {
      const decision = await limiter.take(rule, key);
      if (!decision.allowed) metrics.rateLimitRefusals.inc({ rule: rule.name });
      return decision;
    },
  };
}

type PoolUse = ReturnType<NonNullable<DatabaseHandle['poolUse']>>;

/** Gauges of the database pool, read at each scrape (PostgreSQL; PGlite has no pool). */
export function observePool(metrics: Metrics, poolUse: () => PoolUse): void {
  const gauge = (name: string, help: string, read: (use: PoolUse) => number) =>
    new Gauge({
      name,
      help,
      registers: [metrics.registry],
      collect() {
        this.set(read(poolUse()));
      },
    });
  gauge('db_pool_connections', 'Open connections in the database pool.', (use) => use.total);
  gauge('db_pool_idle_connections', 'Open connections not in use.', (use) => use.idle);
  gauge(
    'db_pool_waiting_queries',
    'Queries waiting for a connection (the pool is at its size).',
    (use) => use.waiting,
  );
}

/** Gauges of the mail outbox, read at each scrape: mails waiting to go, and mails given up. */
export function observeOutbox(
  metrics: Metrics,
  stats: () => Promise<{ pending: number; failed: number }>,
): void {
  const gauge = (name: string, help: string, key: 'pending' | 'failed') =>
    new Gauge({
      name,
      help,
      registers: [metrics.registry],
      async collect() {
        this.set((await stats())[key]);
      },
    });
  gauge('mail_outbox_pending', 'Mails stored and not yet delivered (retries included).', 'pending');
  gauge('mail_outbox_failed', 'Mails given up after every retry (see the log).', 'failed');
}
