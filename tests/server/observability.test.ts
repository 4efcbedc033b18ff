import { rmSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { rules } from '../../server/domain/limits';
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
import { createScratchDatabase, databaseKinds, suiteDatabase } from './support/databases';
import { freePort } from './support/ports';
import { startServer } from './support/server-process';
import { newDataDir } from './support/server-storage';
import { buildTestApp, fakeBuiltSite, testSettings } from './support/test-app';

const METRICS_TOKEN = 'scrape-token-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The value of one series in Prometheus's text format, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('METRICS_TOKEN and METRICS_PORT in the configuration', () => {
  it('are unset by default, and checked when set', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    expect(loadConfig({ METRICS_TOKEN, METRICS_PORT: '9464' }).metrics).toEqual({
      token: METRICS_TOKEN,
      port: 9464,
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: use 16/);
    expect(() => loadConfig({ METRICS_TOKEN: 'with spaces inside it' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '8787' })).toThrow(
      /METRICS_PORT must differ from PORT/,
    );
  });
});

describe.each(databaseKinds)('request ids, the access log and metrics on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: truncateAll });
  let app: TestApp;
  let lines: Array<Record<string, unknown>>;
  beforeEach(async () => {
    lines = [];
    app = buildTestApp(database, {
      logger: createLogger('info', (_severity, line) => void lines.push(JSON.parse(line))),
      settings: { ...testSettings, metricsToken: METRICS_TOKEN },
      staticDir: fakeBuiltSite(),
    });
  });

  const accessLog = () => lines.filter((line) => line.message === 'request');
  const scrape = async () => {
    const answer = await app.request('/metrics', {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(answer.status).toBe(200);
    return answer.text();
  };

  it('gives every answer its own X-Request-Id, whatever answers it', async () => {
    const answers = await Promise.all([
      app.request('/api/health'),
      app.request('/api/v2/nothing-here'),
      app.request(paths.login, {
        method: 'POST',
        body: '{',
        headers: { 'content-type': 'application/json' },
      }),
      app.request(paths.register, {
        method: 'POST',
        body: 'x'.repeat(70_000),
        headers: { 'content-type': 'application/json' },
      }),
      app.request('/'),
      app.request('/missing.png'),
      app.request('/metrics'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 422, 413, 200, 404, 401]);
    const ids = answers.map((answer) => answer.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('makes its own id when a client that is no trusted proxy sends one', async () => {
    const answer = await app.request('/api/health', { headers: { 'x-request-id': 'chosen-1' } });
    expect(answer.headers.get('x-request-id')).toMatch(UUID);
  });

  it('logs one line per request: method, route pattern, status, duration, id; no secret', async () => {
    await signUp(app, 'ada@example.com');
    lines.length = 0;
    const exists = await call(app, 'GET', paths.exists('ada@example.com'));
    const wrong = await login(app, 'ada@example.com', 'Wrong-Secret9');
    const link = await app.request(
      '/api/v2/store/script/content/Some%20Script?expires=1&signature=abc123',
    );
    const requests = accessLog();
    expect(requests).toEqual([
      {
        time: expect.any(String),
        severity: 'info',
        message: 'request',
        method: 'GET',
        route: '/api/v2/auth/exists/:email',
        status: 200,
        durationMs: expect.any(Number),
        requestId: exists.headers.get('x-request-id'),
        client: '192.0.2.1',
      },
      expect.objectContaining({
        method: 'POST',
        route: '/api/v2/auth/login',
        status: 401,
        requestId: wrong.headers.get('x-request-id'),
      }),
      expect.objectContaining({
        method: 'GET',
        route: '/api/v2/store/script/content/:scriptName',
        status: 403,
        requestId: link.headers.get('x-request-id'),
      }),
    ]);
    const log = JSON.stringify(lines);
    for (const secret of ['ada@example.com', 'Wrong-Secret9', 'abc123', 'Some Script']) {
      expect(log).not.toContain(secret);
    }
  });

  it('serves /metrics only to a scraper with the token', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789',
      `Basic ${METRICS_TOKEN}`,
    ]) {
      const answer = await app.request('/metrics', {
        headers: authorization ? { authorization } : {},
      });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
      expect(await answer.text()).not.toContain('http_requests_total');
    }
    const answer = await app.request('/metrics', {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    // Without a token (and no METRICS_PORT) there is no endpoint: the site answers instead.
    const closed = buildTestApp(database, { staticDir: fakeBuiltSite() });
    const shell = await closed.request('/metrics', {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(await shell.text()).not.toContain('http_requests_total');
  });

  it('counts requests and their latency by route pattern and status, never by path', async () => {
    await call(app, 'GET', paths.exists('ada@example.com'));
    await call(app, 'GET', paths.exists('bob@example.com'));
    await call(app, 'GET', '/api/v2/nothing-here');
    const text = await scrape();
    const exists = 'method="GET",route="/api/v2/auth/exists/:email",status="200"';
    expect(sample(text, `http_requests_total{${exists}}`)).toBe(2);
    expect(sample(text, `http_request_duration_seconds_count{${exists}}`)).toBe(2);
    expect(sample(text, `http_request_duration_seconds_bucket{le="+Inf",${exists}}`)).toBe(2);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/*",status="404"}')).toBe(1);
    expect(text).not.toContain('example.com');
  });

  it('counts rate-limit refusals by rule', async () => {
    const limit = rules.emailChecksPerAddress.limit;
    for (let index = 0; index <= limit + 1; index += 1) {
      await call(
        app,
        'GET',
        paths.exists(`n${index}@example.com`),
        undefined,
        fromAddress('203.0.113.1'),
      );
    }
    expect(sample(await scrape(), 'rate_limit_refusals_total{rule="exists-address"}')).toBe(2);
  });

  it('reports the database pool where there is one (PostgreSQL)', async () => {
    const text = await scrape();
    for (const name of [
      'db_pool_connections',
      'db_pool_idle_connections',
      'db_pool_waiting_queries',
    ]) {
      if (kind === 'postgres') expect(sample(text, name)).toBeGreaterThanOrEqual(0);
      else expect(sample(text, name)).toBeUndefined();
    }
    if (kind === 'postgres') expect(sample(text, 'db_pool_connections')).toBeGreaterThan(0);
  });

  it('reports the mails waiting in the outbox, and those given up', async () => {
    expect((await sendRegistrationCode(app, 'ada@example.com')).status).toBe(200);
    let text = await scrape();
    expect(sample(text, 'mail_outbox_pending')).toBe(1);
    expect(sample(text, 'mail_outbox_failed')).toBe(0);
    await app.outbox.drain();
    text = await scrape();
    expect(sample(text, 'mail_outbox_pending')).toBe(0);
  });
});

/** The real server process: METRICS_PORT puts /metrics on a port of its own, on HOST. */
describe('METRICS_PORT', () => {
  let dataDir: string;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  beforeAll(async () => {
    dataDir = newDataDir('signalhand-metrics-');
    if (process.env.DATABASE_URL) scratch = await createScratchDatabase();
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  });

  it('serves /metrics on its own port, not on the customers’ one', async () => {
    const metricsPort = await freePort();
    const server = await startServer({
      ...(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir }),
      STATIC_DIR: fakeBuiltSite(),
      METRICS_PORT: String(metricsPort),
    });
    try {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      // The health checks that waited for the start, and the process's own figures.
      expect(
        sample(text, 'http_requests_total{method="GET",route="/api/health",status="200"}'),
      ).toBeGreaterThan(0);
      expect(text).toContain('process_cpu_user_seconds_total');
      const onMainPort = await fetch(`${server.url}/metrics`);
      expect(await onMainPort.text()).not.toContain('http_requests_total');
    } finally {
      await server.stop();
    }
  }, 90_000);
});
