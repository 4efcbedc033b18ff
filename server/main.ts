import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createLogger } from './logger';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
const app = createApp({
  database,
  logger,
  staticDir: config.staticDir,
  filesDir: config.filesDir,
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info('listening', {
    url: `http://${info.address}:${info.port}`,
    database: database.kind,
  });
});

async function shutdown(signal: string) {
  logger.info('shutting down', { signal });
  server.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
