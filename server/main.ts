import { serve } from '@hono/node-server';
import { createAiAssistant } from './adapters/ai';
import { createMailer } from './adapters/mail';
import { connectRedis, createRedisRateLimiter } from './adapters/rate-limit/redis';
import { createApp } from './app';
import { seedCatalogueIfEmpty } from './catalog/seed';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { systemClock } from './domain/clock';
import { createLogger } from './logger';

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
const app = createApp({
  database,
  logger,
  rateLimiter,
  staticDir: config.staticDir,
  filesDir: config.filesDir,
  mail,
  settings: {
    sessionTtlSeconds: config.sessionTtlSeconds,
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
    supportEmail: config.supportEmail,
    contentLinkSecret: config.contentLinkSecret,
    promoCode: config.promoCode,
    links: config.links,
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
if (!config.stripe) {
  // Loud like the mailbox above: whoever reaches the site can use this checkout to give any
  // account Pro or a script without paying.
  logger.warn(
    'STRIPE_SECRET_KEY is not set: payments go through the built-in TEST checkout, where ' +
      'anyone can complete any payment without paying. Set the STRIPE_* variables before real ' +
      'customers pay.',
  );
}
// Renewals and expiries happen while customers are away too.
const settle = setInterval(() => {
  app.billing
    .settleDue({ renewLocal: !config.stripe })
    .catch((error) => logger.error('settling subscriptions failed', { error: String(error) }));
}, 60_000);
settle.unref();
// Mails left pending by an earlier run go out first; then each commit that queues one wakes it.
app.outbox.start();

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

async function shutdown(signal: string) {
  logger.info('shutting down', { signal });
  server.close();
  // The mail being sent is finished (bounded); the rest waits in the outbox for the next start.
  await app.outbox.stop();
  await redis?.quit();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
