import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { openTestDatabase } from './support/databases';

/** `select n`, answered as the number it selected. */
const selectNumber = async (database: DatabaseHandle, n: number) => {
  const result = (await database.db.execute(sql`select ${n}::int as n`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return result.rows[0]?.n;
};

describe('the embedded database under many requests at once', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('lets the event loop turn between two statements, so a new request is read meanwhile', async () => {
    const answered: number[] = [];
    const queued = Array.from({ length: 100 }, (_, n) =>
      selectNumber(database, n).then((value) => answered.push(value ?? -1)),
    );
    // What a socket's read would be: a callback of the next turn of the loop, not a microtask.
    const answeredAtNextTurn = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(answered.length)),
    );
    await Promise.all(queued);
    expect(answeredAtNextTurn).toBeLessThan(10);
    // In the order asked: one line, first come, first answered.
    expect(answered).toEqual(Array.from({ length: 100 }, (_, n) => n));
  });

  it('keeps answering after a statement that failed', async () => {
    const [before, failed, after] = await Promise.allSettled([
      selectNumber(database, 1),
      database.db.execute(sql`select * from no_such_table`),
      selectNumber(database, 2),
    ]);
    expect(before).toEqual({ status: 'fulfilled', value: 1 });
    expect(failed.status).toBe('rejected');
    expect(after).toEqual({ status: 'fulfilled', value: 2 });
  });
});
