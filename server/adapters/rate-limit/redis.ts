import { randomUUID } from 'node:crypto';
import { Redis, type Result } from 'ioredis';
import type { Clock } from '../../domain/clock';
import { DomainError } from '../../domain/errors';
import type { RateDecision, RateLimiter, RateRule } from '../../domain/rate-limit';
import type { Logger } from '../../logger';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** See `SLIDING_WINDOW`: answers 0 when allowed, else the milliseconds to wait. */
    slidingWindow(
      key: string,
      now: number,
      windowMs: number,
      limit: number,
      mode: Mode,
      member: string,
    ): Result<number, Context>;
  }
}

type Mode = 'check' | 'take';

/**
 * One key's events are a sorted set scored by their time. The script drops the events that left
 * the window, then checks, or checks and counts, as one step: Redis runs a script alone, so two
 * instances taking the last slot at once cannot both get it. The key expires one window after
 * its newest event, so idle keys leave Redis by themselves. The wait is computed as the memory
 * limiter does: until the event whose leaving brings the count back under the limit.
 */
const SLIDING_WINDOW = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local mode = ARGV[4]
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if count < limit then
  if mode == 'take' then
    redis.call('ZADD', KEYS[1], now, ARGV[5])
    redis.call('PEXPIRE', KEYS[1], window)
  end
  return 0
end
local freeing = redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')
return math.max(1, tonumber(freeing[2]) + window - now)
`;

const UNAVAILABLE_MESSAGE = 'This service is busy right now. Please try again in a minute.';
const RETRY_AFTER_OUTAGE_MS = 30_000;

/**
 * The rate limiter shared by every instance through Redis, with the memory limiter's contract.
 *
 * Time is the app's clock, not Redis's `TIME`: tests keep their hand-moved clock, and the
 * instances must keep their clocks in step (NTP), since a skew of s seconds stretches or shrinks
 * a window by s between instances.
 *
 * When Redis cannot be reached the limiter fails closed: the call throws `unavailable` (503 with
 * Retry-After) instead of letting the request through uncounted, because these limits are what
 * stops password guessing and floods of mails and AI calls. Requests that count nothing (the
 * store, the subscription, signed-in pages) keep working meanwhile.
 */
export function createRedisRateLimiter(deps: {
  redis: Redis;
  clock: Clock;
  /** Put before every key, so several deployments (or test runs) can share one Redis. */
  prefix: string;
  logger: Logger;
}): RateLimiter {
  const { redis, clock, prefix, logger } = deps;
  redis.defineCommand('slidingWindow', { numberOfKeys: 1, lua: SLIDING_WINDOW });
  const keyOf = (rule: RateRule, key: string) => `${prefix}rate:${rule.name}:${key}`;

  async function run<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      logger.error('rate limiter unavailable', { error: String(error) });
      throw new DomainError('unavailable', UNAVAILABLE_MESSAGE, {
        retryAfterMs: RETRY_AFTER_OUTAGE_MS,
      });
    }
  }

  async function apply(rule: RateRule, key: string, mode: Mode): Promise<RateDecision> {
    const waitMs = await run(() =>
      redis.slidingWindow(
        keyOf(rule, key),
        clock.now(),
        rule.windowMs,
        rule.limit,
        mode,
        randomUUID(),
      ),
    );
    return waitMs === 0 ? { allowed: true } : { allowed: false, retryAfterMs: waitMs };
  }

  return {
    check: (rule, key) => apply(rule, key, 'check'),
    take: (rule, key) => apply(rule, key, 'take'),
    async release(rule, key) {
      // The newest event: the highest score (one atomic command).
      await run(() => redis.zpopmax(keyOf(rule, key)));
    },
    async reset(rule, key) {
      await run(() => redis.del(keyOf(rule, key)));
    },
  };
}

/** How long a request waits for Redis before the limiter gives up (fails closed). */
const COMMAND_TIMEOUT_MS = 2_000;

/**
 * Connects to `REDIS_URL` and proves the connection with a PING, or throws saying so: a server
 * told to share its limits must not start with limits of its own. Later outages are retried in
 * the background (ioredis reconnects) while commands fail at once instead of queueing.
 */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 5_000,
  });
  // Without a listener ioredis prints each connection failure itself; log them as ours.
  let lastError: unknown;
  redis.on('error', (error) => {
    lastError = error;
    logger.error('redis connection error', { error: String(error) });
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    // connect() rejects with "Connection is closed"; the socket's error says why.
    const reason = String(lastError ?? error);
    throw new Error(`Redis at ${withoutPassword(url)} cannot be reached: ${reason}`);
  }
  return redis;
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}
