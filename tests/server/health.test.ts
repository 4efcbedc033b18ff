import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { endpointRegistrar } from '../../server/http/endpoint-routes';
import { healthRoutes, PING_SHARED_MS } from '../../server/routes/health';
import { ErrorBodySchema, HealthSchema, healthEndpoints } from '../../src/services/contract';
import { expectContract } from './support/contract-answers';
import { databaseKinds, openTestDatabase } from './support/databases';

/** The real database, with its pings counted. */
function countingPings(database: DatabaseHandle) {
  const counted = { ...database, pings: 0 };
  counted.ping = () => {
    counted.pings += 1;
    return database.ping();
  };
  return counted;
}

/** The health routes alone, registered as the app registers them, their answers checked. */
const healthOf = (database: DatabaseHandle) =>
  healthRoutes(
    endpointRegistrar({
      access: { public: [] },
      checkAnswers: true,
      audit: () => {
        throw new Error('the health check is no operator action');
      },
    }),
    database,
  );
const HEALTH = healthEndpoints.health.path;

describe.each(databaseKinds)('the health check on %s', (kind) => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    await database?.close().catch(() => {});
    database = undefined;
  });

  it('answers a burst of checks with one database query', async () => {
    database = await openTestDatabase(kind);
    const counted = countingPings(database);
    const health = healthOf(counted);
    const answers = await Promise.all(Array.from({ length: 50 }, () => health.request(HEALTH)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(expectContract(await answers[0]?.json(), HealthSchema)).toEqual({
      status: 'ok',
      database: kind,
    });
    expect(counted.pings).toBe(1);
  });

  it('reports a database that stopped answering within a second', async () => {
    database = await openTestDatabase(kind);
    const health = healthOf(database);
    expect((await health.request(HEALTH)).status).toBe(200);
    await database.close();
    await new Promise((resolve) => setTimeout(resolve, PING_SHARED_MS + 50));
    const answer = await health.request(HEALTH);
    expect(answer.status).toBe(503);
    expect(expectContract(await answer.json(), ErrorBodySchema)).toEqual({
      message: 'Database unavailable',
    });
  });
});
