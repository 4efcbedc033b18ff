import { serve } from '@hono/node-server';
import { createAiAssistant } from './adapters/ai';
import { createMailer } from './adapters/mail';
import { connectRedis, createRedisRateLimiter } from './adapters/rate-limit/redis';
import { createApp } from './app';
import { seedCatalogueIfEmpty } from './catalog/seed';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { systemClock } from './domain/clock';
import { metricsEndpoint } from './http/metrics-endpoint';
import { createLogger } from './logger';
import { createMetrics } from './metrics';

const config = loadConfig();
const logger = createLogger(config.logLevel);
// Several instances share their limits through Redis (checked first: a start without it fails
// before touching the database); one instance alone may count in memory.
const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : undefined;
const database = await openDatabase(
  config.databaseUrl
    ? {
        kind: 'postgres',
        url: config.databaseUrl,
        onConnectionLost: (error) =>
          logger.error('database connection lost, reconnecting', { error: String(error) }),
      }
    : { kind: 'pglite', dataDir: config.dataDir },
);
const seeded = await seedCatalogueIfEmpty(database.db);
if (seeded > 0) logger.info('script catalogue seeded', { scripts: seeded });
const mail = createMailer(config, logger);
const ai = createAiAssistant(config.ai);
const rateLimiter = redis
  ? createRedisRateLimiter({ redis, clock: systemClock, prefix: config.redisKeyPrefix, logger })
  : undefined;
const metrics = createMetrics({ process: true });
const app = createApp({
  database,
  logger,
  rateLimiter,
  metrics,
  staticDir: config.staticDir,
  filesDir: config.filesDir,
  mail,
  settings: {
    sessionTtlSeconds: config.sessionTtlSeconds,
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    // On a port of its own, /metrics is not on the customers' port at all.
    metricsToken: config.metrics.port === undefined ? config.metrics.token : undefined,
    supportEmail: config.supportEmail,
    contentLinkSecret: config.contentLinkSecret,
    promoCode: config.promoCode,
    stripe: config.stripe,
  },
  ai,
});

if (ai.kind === 'offline') {
  logger.info('AI_BASE_URL is not set: the AI chat answers with the built-in offline assistant');
}
if (mail.kind === 'log') {
  // The development mailbox: how to sign up without a mail server. Loud, so a production
  // deployment that forgot SMTP_URL notices at once.
  logger.warn(
    'SMTP_URL is not set: every mail, verification codes included, is written to this log ' +
      'instead of being sent. Set SMTP_URL before real customers sign up.',
  );
}
// Renewals and expiries happen while customers are away too.
const settle = setInterval(() => {
  app.billing
    .settleDue({ renewLocal: !config.stripe })
    .catch((error) => logger.error('settling subscriptions failed', { error: String(error) }));
}, 60_000);
settle.unref();

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info('listening', {
    url: `http://${info.address}:${info.port}`,
    database: database.kind,
    mail: mail.kind,
    ai: ai.kind,
    payments: config.stripe ? 'stripe' : 'local test checkout',
    rateLimits: redis ? 'redis' : 'memory',
  });
});

const metricsServer =
  config.metrics.port === undefined
    ? undefined
    : serve(
        {
          fetch: metricsEndpoint(metrics, config.metrics.token).fetch,
          port: config.metrics.port,
          hostname: config.host,
        },
        (info) =>
          logger.info('metrics listening', { url: `http://${info.address}:${info.port}/metrics` }),
      );
if (!metricsServer && !config.metrics.token) {
  logger.info('METRICS_TOKEN and METRICS_PORT are not set: /metrics is not served');
}

async function shutdown(signal: string) {
  logger.info('shutting down', { signal });
  server.close();
  metricsServer?.close();
  await redis?.quit();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
