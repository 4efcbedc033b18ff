import pg from 'pg';
import { createLocalStopSignals, type StopSignals } from '../../domain/devices/stop-signals';
import type { Logger } from '../../logger';

/** The channel of PostgreSQL's NOTIFY that carries the ids of accounts whose stop changed. */
export const STOP_CHANNEL = 'signalhand_devices_stop';
const RECONNECT_MS = 1_000;

/**
 * The emergency stop's signals between instances through PostgreSQL's LISTEN/NOTIFY: the
 * database the state lives in carries the news of its change, no polling of the table. One
 * connection of its own listens (a pooled one cannot: the pool hands it to others); it
 * reconnects when lost and then wakes every local poll, which re-reads what it may have missed.
 */
export async function createPostgresStopSignals(deps: {
  url: string;
  logger: Logger;
}): Promise<StopSignals> {
  const local = createLocalStopSignals();
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: deps.url });
    client.on('notification', (message) => {
      if (message.channel === STOP_CHANNEL && message.payload) local.deliver(message.payload);
    });
    client.on('error', (error) => {
      deps.logger.error('stop signal connection lost, reconnecting', { error: String(error) });
      lost(client);
    });
    client.on('end', () => lost(client));
    await client.connect();
    await client.query(`LISTEN ${STOP_CHANNEL}`);
    listener = client;
  }

  function lost(client: pg.Client) {
    if (listener !== client || closed) return;
    listener = undefined;
    client.end().catch(() => {});
    retry = setTimeout(reconnect, RECONNECT_MS);
  }

  function reconnect() {
    connect()
      .then(() => local.deliverAll())
      .catch((error) => {
        deps.logger.error('stop signal reconnect failed', { error: String(error) });
        if (!closed) retry = setTimeout(reconnect, RECONNECT_MS);
      });
  }

  await connect();
  return {
    async publish(userId) {
      // Said on the listening connection itself, or, while it reconnects, by a connection of
      // its own: a stop is never left unsaid.
      const own = listener ? undefined : new pg.Client({ connectionString: deps.url });
      const said = listener ?? own;
      if (!said) return;
      if (own) await own.connect();
      try {
        await said.query('SELECT pg_notify($1, $2)', [STOP_CHANNEL, userId]);
      } finally {
        await own?.end();
      }
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      clearTimeout(retry);
      await local.close();
      await listener?.end().catch(() => {});
    },
  };
}
