import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../../server/db/client';

export type DatabaseKind = DatabaseHandle['kind'];

/**
 * The databases the server suite runs against: always the embedded PGlite, and the real
 * PostgreSQL server too when `DATABASE_URL` names one (CI sets it).
 */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * Opens a fresh, migrated database of that kind. On PostgreSQL, which outlives test runs and may
 * hold other runs' data, it is a new database with a random name, dropped again on close.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite')
    return openDatabase({ kind: 'pglite', loadDataDir: await pgliteTemplate() });
  const scratch = await createScratchDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

let template: Promise<Blob | undefined> | undefined;

/** The migrated database's files the server suite's setup made (pglite-template.ts), if any. */
function pgliteTemplate(): Promise<Blob | undefined> {
  const path = inject('pgliteTemplate');
  template ??= path
    ? readFile(path).then((bytes) => new Blob([bytes]))
    : Promise.resolve(undefined);
  return template;
}

/**
 * The database of the tests in the enclosing `describe`: a fresh one of that kind, opened before
 * them and closed (on PostgreSQL, dropped) after them; `reset`, when given, empties it before
 * each test. The handle answered stands for the open database, so it can be handed out now and
 * used in the tests and hooks that follow.
 */
export function suiteDatabase(
  kind: DatabaseKind,
  options: { reset?: (database: DatabaseHandle) => Promise<unknown> } = {},
): DatabaseHandle {
  let opened: DatabaseHandle | undefined;
  const current = () => {
    if (!opened) throw new Error('The test database is open only while its tests run.');
    return opened;
  };
  beforeAll(async () => {
    opened = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await opened?.close();
    opened = undefined;
  });
  const { reset } = options;
  if (reset) {
    beforeEach(async () => {
      await reset(current());
    });
  }
  // Stands for the open database: reads and spreads (`{ ...database }`) reach it.
  return new Proxy({} as DatabaseHandle, {
    get: (_handle, key) => Reflect.get(current(), key),
    ownKeys: () => Reflect.ownKeys(current()),
    getOwnPropertyDescriptor: (_handle, key) => {
      const found = Reflect.getOwnPropertyDescriptor(current(), key);
      return found && { ...found, configurable: true };
    },
  });
}

/**
 * A new, empty PostgreSQL database with a random name on the server `DATABASE_URL` names: its
 * URL (for a server process under test) and how to drop it, connections and all.
 */
export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `signalhand_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => createDatabase(admin, name));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(adminUrl, async (admin) => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

export async function withAdmin<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * CREATE DATABASE copies template1 and fails with 55006 ("being accessed by other users") when
 * another run creates one at the same moment: wait a little and try again.
 */
export async function createDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`CREATE DATABASE ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    }
  }
}
