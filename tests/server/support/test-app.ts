import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryMailer } from '../../../server/adapters/mail/memory';
import { type AppDeps, type AppSettings, createApp } from '../../../server/app';
import type { DatabaseHandle } from '../../../server/db/client';
import type { Clock } from '../../../server/domain/clock';
import { createMemoryRateLimiter } from '../../../server/domain/rate-limit';
import { createLogger } from '../../../server/logger';

/** A small stand-in for the built SPA: an index page and one hashed asset. */
export function fakeBuiltSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'signalhand-site-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

/** A small stand-in for the downloads folder: an installer archive, a text file, a hidden file. */
export function fakeFilesDir(): string {
  const root = mkdtempSync(join(tmpdir(), 'signalhand-files-'));
  writeFileSync(
    join(root, 'SignalHand-Setup-win-x64.zip'),
    Buffer.from('PK\x05\x06'.padEnd(22, '\0')),
  );
  writeFileSync(join(root, 'notes.txt'), 'release notes');
  writeFileSync(join(root, '.env'), 'SECRET=1');
  return root;
}

/** A clock tests move by hand. */
export function createTestClock(start = Date.parse('2026-03-02T09:00:00Z')) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  } satisfies Clock & { advance(ms: number): void };
}
export type TestClock = ReturnType<typeof createTestClock>;

/** The settings every test app starts from. */
export const testSettings: AppSettings = {
  sessionTtlSeconds: 12 * 60 * 60,
  publicUrl: 'http://app.test',
  supportEmail: 'support@app.test',
  // Every answer of a declared endpoint is held to its declaration, as in development.
  checkAnswers: true,
};

/** The header tests use to act as a client from a given network address. */
export const CLIENT_ADDRESS_HEADER = 'x-test-client-address';

/**
 * The app over a test database, with a clock, a mailer and a rate limiter the test can reach.
 * The client address comes from a test header, so tests can play several clients.
 */
export function buildTestApp(
  database: DatabaseHandle,
  options: Partial<Omit<AppDeps, 'database'>> & { clock?: TestClock } = {},
) {
  const clock = options.clock ?? createTestClock();
  const mail = createMemoryMailer();
  const rateLimiter = options.rateLimiter ?? createMemoryRateLimiter(clock);
  const app = createApp({
    logger: createLogger('silent'),
    staticDir: options.staticDir ?? fakeBuiltSite(),
    filesDir: options.filesDir ?? fakeFilesDir(),
    mail,
    settings: testSettings,
    clientAddress: (c) => c.req.header(CLIENT_ADDRESS_HEADER) ?? '192.0.2.1',
    ...options,
    database,
    clock,
    rateLimiter,
  });
  return Object.assign(app, { clock, mail, rateLimiter });
}
