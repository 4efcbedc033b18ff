import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, createRedisRateLimiter } from '../../server/adapters/rate-limit/redis';
import { systemClock } from '../../server/domain/clock';
import { DomainError, describeWait } from '../../server/domain/errors';
import { createMemoryRateLimiter, type RateLimiter } from '../../server/domain/rate-limit';
import { hashPassword, newCode, verifyPassword } from '../../server/domain/secrets';
import { fromDomainError } from '../../server/http/errors';
import { createLogger } from '../../server/logger';
import { freePort } from './support/ports';
import { openTestRedis, redisUnavailableReason, testRedisUrl } from './support/redis';
import { startTcpProxy } from './support/tcp-proxy';
import { createTestClock, type TestClock } from './support/test-app';

const rule = { name: 'test', limit: 3, windowMs: 60_000 };

type LimiterKind = {
  name: string;
  skip?: string;
  /** Opens what the kind needs; `create` makes a limiter with keys of its own. */
  open(): Promise<{ create(clock: TestClock): RateLimiter; close(): Promise<void> }>;
};

const redisProblem = await redisUnavailableReason();

const kinds: LimiterKind[] = [
  {
    name: 'in-memory',
    open: async () => ({ create: createMemoryRateLimiter, close: async () => {} }),
  },
  {
    name: 'Redis',
    skip: redisProblem,
    async open() {
      const store = await openTestRedis();
      return {
        create: (clock) =>
          createRedisRateLimiter({
            redis: store.redis,
            clock,
            prefix: `${store.prefix}${randomUUID()}:`,
            logger: createLogger('silent'),
          }),
        close: store.close,
      };
    },
  },
];

/** One contract, run against every limiter: what the domain relies on. */
for (const kind of kinds) {
  const title = `the ${kind.name} rate limiter${kind.skip ? ` (skipped: ${kind.skip})` : ''}`;
  describe.skipIf(kind.skip)(title, () => {
    let create: (clock: TestClock) => RateLimiter;
    let close = async () => {};
    beforeAll(async () => {
      ({ create, close } = await kind.open());
    });
    afterAll(() => close());

    it('allows up to the limit in a window, then says how long to wait', async () => {
      const clock = createTestClock();
      const limiter = create(clock);
      for (let event = 0; event < 3; event += 1) {
        expect(await limiter.take(rule, 'k')).toEqual({ allowed: true });
        clock.advance(10_000);
      }
      // Events at 0, 10 and 20 s: the first leaves the window at 60 s, 30 s from now.
      expect(await limiter.take(rule, 'k')).toEqual({ allowed: false, retryAfterMs: 30_000 });
      clock.advance(30_000);
      expect(await limiter.take(rule, 'k')).toEqual({ allowed: true });
    });

    it('slides: the window is any 60 s, not a calendar minute', async () => {
      const clock = createTestClock();
      const limiter = create(clock);
      await limiter.take(rule, 'k');
      clock.advance(59_000);
      await limiter.take(rule, 'k');
      await limiter.take(rule, 'k');
      expect((await limiter.check(rule, 'k')).allowed).toBe(false);
      clock.advance(1_000);
      expect((await limiter.check(rule, 'k')).allowed).toBe(true);
    });

    it('checks without counting, gives back a taken event, and resets a key', async () => {
      const clock = createTestClock();
      const limiter = create(clock);
      for (let event = 0; event < 5; event += 1)
        expect((await limiter.check(rule, 'k')).allowed).toBe(true);
      for (let event = 0; event < 3; event += 1) await limiter.take(rule, 'k');
      expect((await limiter.check(rule, 'k')).allowed).toBe(false);
      await limiter.release(rule, 'k');
      expect((await limiter.take(rule, 'k')).allowed).toBe(true);
      expect((await limiter.take(rule, 'k')).allowed).toBe(false);
      await limiter.reset(rule, 'k');
      expect((await limiter.check(rule, 'k')).allowed).toBe(true);
      // Giving back what a key does not hold changes nothing.
      await limiter.release(rule, 'empty');
      expect((await limiter.check(rule, 'empty')).allowed).toBe(true);
    });

    it('over the limit, waits until enough events leave to make room for one more', async () => {
      const clock = createTestClock();
      const limiter = create(clock);
      // Five events under a rule that allowed them, then the rule is lowered to three.
      for (let event = 0; event < 5; event += 1) {
        await limiter.take({ ...rule, limit: 5 }, 'k');
        clock.advance(1_000);
      }
      // Events at 0..4 s, now 5 s: three must leave, the third (at 2 s) leaves at 62 s.
      expect(await limiter.check(rule, 'k')).toEqual({ allowed: false, retryAfterMs: 57_000 });
      expect(await limiter.take(rule, 'k')).toEqual({ allowed: false, retryAfterMs: 57_000 });
    });

    it('keeps keys and rules apart', async () => {
      const limiter = create(createTestClock());
      for (let event = 0; event < 3; event += 1) await limiter.take(rule, 'a');
      expect((await limiter.check(rule, 'a')).allowed).toBe(false);
      expect((await limiter.check(rule, 'b')).allowed).toBe(true);
      expect((await limiter.check({ ...rule, name: 'other' }, 'a')).allowed).toBe(true);
    });

    it('lets exactly the limit through when takes arrive at once', async () => {
      const limiter = create(createTestClock());
      const decisions = await Promise.all(
        Array.from({ length: 12 }, () => limiter.take(rule, 'k')),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
    });

    it('lets a burst have exactly the places given back, however they interleave', async () => {
      const limiter = create(createTestClock());
      const takeAtOnce = async () =>
        (await Promise.all(Array.from({ length: 12 }, () => limiter.take(rule, 'k')))).filter(
          (decision) => decision.allowed,
        ).length;
      expect(await takeAtOnce()).toBe(3);
      await Promise.all([limiter.release(rule, 'k'), limiter.release(rule, 'k')]);
      expect(await takeAtOnce()).toBe(2);
    });
  });
}

describe('the in-memory rate limiter', () => {
  it('answers correctly after sweeping idle keys away', async () => {
    const clock = createTestClock();
    const limiter = createMemoryRateLimiter(clock);
    for (let key = 0; key < 1500; key += 1) await limiter.take(rule, `k${key}`);
    clock.advance(120_000);
    for (let key = 0; key < 1500; key += 1) await limiter.check(rule, 'same');
    expect((await limiter.check(rule, 'k1')).allowed).toBe(true);
  });
});

describe.skipIf(redisProblem)('the Redis rate limiter across instances and outages', () => {
  const logger = createLogger('silent');
  let store: Awaited<ReturnType<typeof openTestRedis>>;
  beforeAll(async () => {
    store = await openTestRedis();
  });
  afterAll(() => store.close());

  it('gives the last slots to one instance at a time, however the takes interleave', async () => {
    const clock = createTestClock();
    const other = new Redis(testRedisUrl);
    try {
      const instances = [store.redis, other].map((redis) =>
        createRedisRateLimiter({ redis, clock, prefix: store.prefix, logger }),
      );
      const decisions = await Promise.all(
        Array.from({ length: 20 }, (_, index) => instances[index % 2]?.take(rule, 'shared')),
      );
      expect(decisions.filter((decision) => decision?.allowed)).toHaveLength(3);
    } finally {
      await other.quit();
    }
  });

  it('lets a key expire one window after its newest event, so Redis does not grow', async () => {
    const limiter = createRedisRateLimiter({
      redis: store.redis,
      clock: createTestClock(),
      prefix: store.prefix,
      logger,
    });
    const key = `${store.prefix}rate:${rule.name}:expiring`;
    await limiter.check(rule, 'expiring');
    expect(await store.redis.exists(key)).toBe(0);
    await limiter.take(rule, 'expiring');
    const ttl = await store.redis.pttl(key);
    expect(ttl).toBeGreaterThan(rule.windowMs - 5_000);
    expect(ttl).toBeLessThanOrEqual(rule.windowMs);
    await limiter.reset(rule, 'expiring');
    expect(await store.redis.exists(key)).toBe(0);
  });

  it('fails clearly at start when Redis cannot be reached', async () => {
    const nobody = await freePort();
    await expect(connectRedis(`redis://:secret@127.0.0.1:${nobody}`, logger)).rejects.toThrow(
      new RegExp(
        `Redis at redis://:\\*\\*\\*@127\\.0\\.0\\.1:${nobody} cannot be reached: .*ECONNREFUSED`,
      ),
    );
  });

  it('fails closed when Redis goes away later: 503 with Retry-After, not an uncounted pass', async () => {
    const target = new URL(testRedisUrl);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const url = new URL(testRedisUrl);
    url.host = `127.0.0.1:${proxy.port}`;
    const redis = await connectRedis(url.toString(), logger);
    try {
      const limiter = createRedisRateLimiter({
        redis,
        clock: systemClock,
        prefix: store.prefix,
        logger,
      });
      expect(await limiter.take(rule, 'outage')).toEqual({ allowed: true });
      await proxy.cut();
      const started = Date.now();
      const failure = await limiter.take(rule, 'outage').catch((error: unknown) => error);
      // Commands fail at once while disconnected, so a request does not hang on Redis.
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(failure).toBeInstanceOf(DomainError);
      const answer = fromDomainError(failure as DomainError);
      expect(answer.status).toBe(503);
      expect(answer.message).toMatch(/try again/);
      expect(answer.headers['Retry-After']).toBe('30');
    } finally {
      redis.disconnect();
    }
  });
});

describe('waiting times in messages', () => {
  it.each([
    [1, '1 second'],
    [15_000, '15 seconds'],
    [59_001, '1 minute'],
    [60_000, '1 minute'],
    [14 * 60_000 + 1, '15 minutes'],
    [60 * 60_000, '1 hour'],
    [23.9 * 60 * 60_000, '24 hours'],
  ])('%i ms reads "%s"', (ms, text) => {
    expect(describeWait(ms)).toBe(text);
  });
});

describe('secrets', () => {
  it('hashes passwords with argon2id and verifies them', async () => {
    const hash = await hashPassword('Secret123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Secret123')).toBe(true);
    expect(await verifyPassword(hash, 'secret123')).toBe(false);
    expect(await verifyPassword(undefined, 'Secret123')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Secret123')).toBe(false);
  });

  it('makes six-digit codes, leading zeros kept, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, newCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });
});
