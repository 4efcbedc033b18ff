import { createAiAssistant } from './adapters/ai';
import { createMailer } from './adapters/mail';
import { connectRedis, createRedisRateLimiter } from './adapters/rate-limit/redis';
import { createPostgresStopSignals } from './adapters/stop-signals/postgres';
import { createApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { keepPlannerStatisticsFresh } from './db/planner-statistics';
import { seedCatalogueIfEmpty } from './domain/catalogue';
import { systemClock } from './domain/clock';
import { releaseTrust, seedReleasesIfEmpty } from './domain/releases';
import { metricsEndpoint } from './http/metrics-endpoint';
import { listenHttp } from './http/node-server';
import { createLogger, type Logger } from './logger';
import { createMetrics } from './metrics';
import { startOperatorEndpoint } from './operator/endpoint';
import { createShutdown, type Shutdown } from './shutdown';

/** How long the steps after the HTTP drain (operator endpoint, database, Redis) may take. */
const STOP_AFTER_DRAIN_MS = 15_000;
/** An operator command or snapshot under way at a stop gets this long to finish. */
const OPERATOR_DRAIN_MS = 5_000;

const config = configOrExit();
const logger = createLogger(config.logLevel);
const shutdown = createShutdown(logger);

try {
  await start(config, logger, shutdown);
} catch (error) {
  // A start that cannot finish (Redis or PostgreSQL unreachable, the data folder taken, the port
  // in use) says why in one line, undoes what it started, and exits.
  logger.error('the server could not start', {
    error,
    ...(error instanceof DataDirInUseError && {
      hint: 'Stop the other process, or give this one a DATA_DIR of its own; instances that share one database use PostgreSQL (DATABASE_URL).',
    }),
  });
  await shutdown.run();
  process.exit(1);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal, timeoutMs: config.shutdownTimeoutMs });
    // The drain is bounded; this bounds the rest (a database or Redis that does not answer).
    setTimeout(() => {
      logger.error('the shutdown did not finish in time; exiting without it');
      process.exit(1);
    }, config.shutdownTimeoutMs + STOP_AFTER_DRAIN_MS).unref();
    void shutdown.run().then(() => {
      logger.info('stopped');
      process.exit(0);
    });
  });
}

/** The configuration, or the line that says which variable is wrong, and exit. */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    createLogger('error').error(error.message);
    process.exit(1);
  }
}

/**
 * config -> Redis -> database -> app -> listen. Each part, once started, adds its stop to
 * `shutdown`, which stops them in the reverse order.
 */
async function start(config: Config, logger: Logger, shutdown: Shutdown) {
  // First: a public site holding a release secret key does not start at all.
  const releaseKeys = await releaseTrust({
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    configured: config.releasePublicKeys,
    create: true,
  });
  if (releaseKeys.demo) {
    logger.warn(
      'RELEASE_PUBLIC_KEYS is not set: release files are signed with a local DEMO key kept in ' +
        'DATA_DIR, which signed the seeded placeholder releases. A real site signs releases ' +
        'offline (`npm run release -- keygen` and `sign`) and is given the public keys only.',
      { demoKey: releaseKeys.demo.path, keyId: releaseKeys.demo.key.keyId },
    );
  }
  // Several instances share their limits through Redis (checked first: a start without it fails
  // before touching the database); one instance alone may count in memory.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : undefined;
  if (redis) shutdown.add('redis', () => redis.quit());
  const database = await openDatabase(
    config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          onConnectionLost: (error) =>
            logger.error('database connection lost, reconnecting', { error: String(error) }),
        }
      : { kind: 'pglite', dataDir: config.dataDir, holder: 'the server' },
  );
  shutdown.add('database', () => database.close());
  const seeded = await seedCatalogueIfEmpty(database.db);
  if (seeded > 0) logger.info('script catalogue seeded', { scripts: seeded });
  const seededReleases = await seedReleasesIfEmpty(
    database.db,
    config.filesDir,
    releaseKeys.demo?.secretKeyPem,
  );
  if (seededReleases > 0) logger.info('release registry seeded', { releases: seededReleases });
  const stopStatistics = await keepPlannerStatisticsFresh(database, logger);
  shutdown.add('planner statistics', async () => stopStatistics());
  const mail = createMailer(config, logger);
  const ai = createAiAssistant(config.ai);
  const rateLimiter = redis
    ? createRedisRateLimiter({ redis, clock: systemClock, prefix: config.redisKeyPrefix, logger })
    : undefined;
  const metrics = createMetrics({ process: true });
  // Instances sharing PostgreSQL tell each other of an emergency stop through it; the embedded
  // database has one instance, whose polls hear it in memory.
  const stopSignals = config.databaseUrl
    ? await createPostgresStopSignals({ url: config.databaseUrl, logger })
    : undefined;
  if (stopSignals) shutdown.add('stop signals', () => stopSignals.close());
  const app = createApp({
    stopSignals,
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
      secondFactorKey: config.secondFactorKey,
      promoCode: config.promoCode,
      links: config.links,
      stripe: config.stripe,
      pastDueGraceDays: config.pastDueGraceDays,
      licenseSigningKey: config.licenseSigningKey,
      releasePublicKeys: releaseKeys.keys,
      deviceLimits: config.deviceLimits,
      desktopClientId: config.desktopClientId,
      checkAnswers: config.checkAnswers,
    },
    ai,
  });
  // The license key exists from the first start on (generated once, or LICENSE_SIGNING_KEY).
  await app.signingKeys.ensure();

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
  let settling: Promise<void> = Promise.resolve();
  const settle = setInterval(() => {
    settling = app.billing
      .settleDue({ renewLocal: !config.stripe })
      .then(() => {})
      .catch((error) => logger.error('settling subscriptions failed', { error: String(error) }));
  }, 60_000);
  settle.unref();
  shutdown.add('subscription timer', () => {
    clearInterval(settle);
    return settling;
  });
  // Mails left pending by an earlier run go out first; then each commit that queues one wakes it.
  // At a stop the mail being sent is finished (bounded); the rest waits for the next start.
  app.outbox.start();
  shutdown.add('mail outbox', () => app.outbox.stop());

  // Operator commands on the embedded database go through this process (see server/operator).
  if (database.kind === 'pglite') {
    const operator = await startOperatorEndpoint({
      dataDir: config.dataDir,
      database,
      logger,
      timeouts: config.timeouts,
    });
    shutdown.add('operator endpoint', () => operator.stop(OPERATOR_DRAIN_MS));
  }

  // Started before the customers' port, so it stops after it: the drain can be watched.
  if (config.metrics.port !== undefined) {
    const metricsServer = await listenHttp({
      fetch: metricsEndpoint(metrics, config.metrics.token).fetch,
      host: config.host,
      port: config.metrics.port,
      timeouts: config.timeouts,
      logger,
    });
    shutdown.add('metrics server', () => metricsServer.drain(config.shutdownTimeoutMs));
    logger.info('metrics listening', {
      url: `http://${metricsServer.address.address}:${metricsServer.address.port}/metrics`,
    });
  } else if (!config.metrics.token) {
    logger.info('METRICS_TOKEN and METRICS_PORT are not set: /metrics is not served');
  }
  const server = await listenHttp({
    fetch: app.fetch,
    host: config.host,
    port: config.port,
    timeouts: config.timeouts,
    logger,
  });
  shutdown.add('http server', () => {
    const drained = server.drain(config.shutdownTimeoutMs);
    // Long polls of the devices' status answer now (marked to close their connection), not
    // after their 25 s: the drain waits for nothing but real work.
    app.releaseStatusPolls();
    return drained;
  });
  logger.info('listening', {
    url: `http://${server.address.address}:${server.address.port}`,
    database: database.kind,
    mail: mail.kind,
    ai: ai.kind,
    payments: config.stripe ? 'stripe' : 'local test checkout',
    rateLimits: redis ? 'redis' : 'memory',
  });
}
