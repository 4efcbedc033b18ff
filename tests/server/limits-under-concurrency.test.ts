import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRedisRateLimiter } from '../../server/adapters/rate-limit/redis';
import { rules } from '../../server/domain/limits';
import { createMemoryRateLimiter, type RateLimiter } from '../../server/domain/rate-limit';
import { createLogger } from '../../server/logger';
import {
  call,
  fromAddress,
  login,
  paths,
  sendRegistrationCode,
  signUp,
  type TestApp,
  truncateAll,
} from './support/auth';
import { databaseKinds, suiteDatabase } from './support/databases';
import { openTestRedis, redisUnavailableReason } from './support/redis';
import { buildTestApp, createTestClock, type TestClock } from './support/test-app';

const redisProblem = await redisUnavailableReason();
let redis: Awaited<ReturnType<typeof openTestRedis>> | undefined;
beforeAll(async () => {
  if (!redisProblem) redis = await openTestRedis();
});
afterAll(() => redis?.close());

const limiters: Array<{ name: string; skip?: string; create(clock: TestClock): RateLimiter }> = [
  { name: 'memory', create: createMemoryRateLimiter },
  {
    name: 'Redis',
    skip: redisProblem,
    create: (clock) => {
      if (!redis) throw new Error('no Redis');
      return createRedisRateLimiter({
        redis: redis.redis,
        clock,
        prefix: `${redis.prefix}${randomUUID()}:`,
        logger: createLogger('silent'),
      });
    },
  },
];

/** Sends every request at once and counts the answers by status. */
async function burst(count: number, send: (index: number) => Promise<{ status: number }>) {
  const answers = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  const byStatus: Record<number, number> = {};
  for (const { status } of answers) byStatus[status] = (byStatus[status] ?? 0) + 1;
  return byStatus;
}

/**
 * A limit counts an attempt before the slow work it guards (a password check, a mail), so a
 * burst sent at once gets exactly the limit's worth through, whichever limiter counts.
 */
describe.each(databaseKinds)('limits under a parallel burst on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: truncateAll });

  for (const limiter of limiters) {
    const title = `with the ${limiter.name} limiter${limiter.skip ? ` (skipped: ${limiter.skip})` : ''}`;
    describe.skipIf(limiter.skip)(title, () => {
      let app: TestApp;
      beforeEach(async () => {
        const clock = createTestClock();
        app = buildTestApp(database, { clock, rateLimiter: limiter.create(clock) });
      });

      it('checks 50 passwords, no more, of 150 logins at once from one address', async () => {
        const limit = rules.loginFailuresPerAddress.limit;
        const answers = await burst(150, (index) =>
          login(app, `nobody${index}@example.com`, 'Wrong1234', fromAddress('203.0.113.7')),
        );
        // A 401 is a password checked; a 429 was refused before the check.
        expect(answers).toEqual({ 401: limit, 429: 150 - limit });
        expect(
          (await login(app, 'late@example.com', 'Wrong1234', fromAddress('203.0.113.8'))).status,
        ).toBe(401);
      });

      it('gives a successful login its slot back: only failures count', async () => {
        await signUp(app, 'ada@example.com');
        const from = fromAddress('203.0.113.9');
        for (let index = 0; index < 3; index += 1) {
          expect((await login(app, 'ada@example.com', undefined, from)).status).toBe(200);
        }
        const limit = rules.loginFailuresPerAddress.limit;
        const answers = await burst(limit + 5, (index) =>
          login(app, `nobody${index}@example.com`, 'Wrong1234', from),
        );
        expect(answers).toEqual({ 401: limit, 429: 5 });
      });

      it('mails one code of 12 asked for one address at once', async () => {
        const answers = await burst(12, () => sendRegistrationCode(app, 'ada@example.com'));
        expect(answers).toEqual({ 200: 1, 429: 11 });
        await app.outbox.drain();
        expect(app.mail.sent.filter((mail) => mail.to === 'ada@example.com')).toHaveLength(1);
      });

      it('keeps the code sent when the mail server fails: the outbox retries it', async () => {
        app.mail.failNext();
        expect((await sendRegistrationCode(app, 'ada@example.com')).status).toBe(200);
        expect((await sendRegistrationCode(app, 'ada@example.com')).status).toBe(429);
      });

      it('answers 60 of 100 e-mail checks at once from one address', async () => {
        const answers = await burst(100, (index) =>
          call(
            app,
            'GET',
            paths.exists(`n${index}@example.com`),
            undefined,
            fromAddress('203.0.113.10'),
          ),
        );
        expect(answers).toEqual({ 200: rules.emailChecksPerAddress.limit, 429: 40 });
      });
    });
  }
});
