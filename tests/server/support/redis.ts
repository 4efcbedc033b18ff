import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the tests use: `REDIS_URL`, else the local one CI and this machine run. */
export const testRedisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Why the Redis tests cannot run here, or undefined when Redis answers. In CI Redis is part of
 * the machine, so its absence fails the run instead of skipping quietly.
 */
export async function redisUnavailableReason(): Promise<string | undefined> {
  const probe = new Redis(testRedisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 2_000,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
    return undefined;
  } catch (error) {
    const reason = `no Redis at ${testRedisUrl} (${String(error)})`;
    if (process.env.CI) throw new Error(`CI needs Redis: ${reason}`);
    console.warn(`Skipping the Redis tests: ${reason}`);
    return reason;
  } finally {
    probe.disconnect();
  }
}

/** A key prefix of its own, so parallel runs and files never see each other's keys. */
export const randomKeyPrefix = () => `signalhand-test:${randomBytes(6).toString('hex')}:`;

/** Deletes every key under the prefix (what a test left behind). */
export async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
    if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
  }
}

/** A client on the test Redis with a fresh prefix; `close` deletes the prefix's keys. */
export async function openTestRedis() {
  const redis = new Redis(testRedisUrl);
  const prefix = randomKeyPrefix();
  return {
    redis,
    prefix,
    close: async () => {
      await deleteKeys(redis, prefix);
      await redis.quit();
    },
  };
}
