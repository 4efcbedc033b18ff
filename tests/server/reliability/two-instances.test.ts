import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../e2e/support/smtp-sink';
import { createScratchDatabase } from '../support/databases';
import { codeIn, login, register, request, sendRegistrationCode } from '../support/live-api';
import { freePort } from '../support/ports';
import {
  deleteKeys,
  randomKeyPrefix,
  redisUnavailableReason,
  testRedisUrl,
} from '../support/redis';
import { type ServerProcess, startServer } from '../support/server-process';

const problem = process.env.DATABASE_URL
  ? await redisUnavailableReason()
  : 'DATABASE_URL is not set';
if (problem) console.warn(`Skipping the two-instance tests: ${problem}`);

const SUBSCRIPTION = '/api/v2/payment/subscription';

describe.skipIf(problem)(
  `two server processes on one PostgreSQL and one Redis${problem ? ` (skipped: ${problem})` : ''}`,
  () => {
    const prefix = randomKeyPrefix();
    let database: Awaited<ReturnType<typeof createScratchDatabase>>;
    let sink: SmtpSink;
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      database = await createScratchDatabase();
      sink = await startSmtpSink();
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl,
        REDIS_KEY_PREFIX: prefix,
        SMTP_URL: sink.url,
      };
      // Both start at once on the empty database, as a deployment of two instances would.
      [a, b] = await Promise.all([startServer(env), startServer(env)]);
    });

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await sink?.stop();
      await database?.drop();
      const redis = new Redis(testRedisUrl);
      await deleteKeys(redis, prefix);
      await redis.quit();
    });

    it('share sessions: signed up on one, logged in on A, used and ended on B', async () => {
      const email = 'shared-session@example.com';
      expect((await sendRegistrationCode(a.url, email)).status).toBe(200);
      const code = codeIn((await sink.waitFor(email)).text);
      expect((await register(b.url, email, code)).status).toBe(200);

      const signedIn = await login(a.url, email);
      expect(signedIn.status).toBe(200);
      const token = String(signedIn.body.authToken);
      expect((await request(b.url, 'GET', SUBSCRIPTION, { token })).status).toBe(200);
      expect((await request(b.url, 'POST', '/api/v2/auth/logout', { token })).status).toBe(200);
      expect((await request(a.url, 'GET', SUBSCRIPTION, { token })).status).toBe(401);
    });

    it('share rate limits: an account paused on A is paused on B, a code cooldown too', async () => {
      const email = 'shared-limit@example.com';
      expect((await sendRegistrationCode(a.url, email)).status).toBe(200);
      expect((await register(a.url, email, codeIn((await sink.waitFor(email)).text))).status).toBe(
        200,
      );
      // Five wrong passwords on A pause the account (spec: 401 with the wait).
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await login(a.url, email, 'Wrong1234')).status).toBe(401);
      }
      const paused = await login(b.url, email);
      expect(paused.status).toBe(401);
      expect(paused.body.data).toMatchObject({ code: expect.any(String) });
      expect(String((paused.body.data as { message: string }).message)).toMatch(
        /Too many failed login attempts/,
      );
      expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(800);

      // One code per e-mail per minute: sent through A, refused by B with 429.
      const reset = { emailAddress: email, type: 'PASSWORD_RESET' };
      const path = '/api/v2/auth/verification/send';
      expect((await request(a.url, 'POST', path, { json: reset })).status).toBe(200);
      const cooldown = await request(b.url, 'POST', path, { json: reset });
      expect(cooldown.status).toBe(429);
      expect(Number(cooldown.headers.get('retry-after'))).toBeGreaterThan(50);

      // The counts live in Redis under this run's prefix, not in either process.
      const redis = new Redis(testRedisUrl);
      const keys = await redis.keys(`${prefix}rate:*`);
      await redis.quit();
      expect(keys).toContain(`${prefix}rate:login-fail-account:${email}`);
    });

    it('outlive PostgreSQL ending their connections (a restart, a failover)', async () => {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        const ended = await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
          [new URL(database.url).pathname.slice(1)],
        );
        expect(ended.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const server of [a, b]) {
        expect((await request(server.url, 'GET', '/api/health')).status).toBe(200);
      }
    });

    it('refuses to start when REDIS_URL names a Redis that does not answer', async () => {
      const nobody = await freePort();
      await expect(
        startServer({ DATABASE_URL: database.url, REDIS_URL: `redis://127.0.0.1:${nobody}` }),
      ).rejects.toThrow(
        /exited with code 1[\s\S]*Redis at redis:\/\/127\.0\.0\.1:\d+\/? cannot be reached/,
      );
    });
  },
);
