/**
 * `npm run bench:api`: requests per second and p50/p99 latency of the API's hot reads, at 10 and
 * 100 connections, against PGlite and PostgreSQL, beside a bare `node:http` server answering the
 * health check's bytes; and the health check's p99 while logins (argon2id) run. Writes its block
 * of BENCHMARKS.md. Bounded: about two minutes; everything listens on 127.0.0.1 only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { hashPassword } from '../../server/domain/secrets';
import { type Person, startAccountsApp } from '../../tests/e2e/support/accounts';
import { createDatabase, withAdmin } from '../../tests/server/support/databases';
import { benchCustomer, login } from './api-customer';
import { type LoadTarget, MEASURED_SECONDS, measure } from './api-load';
import {
  machineDescription,
  markdownTable,
  type Row,
  type Target,
  targetLines,
  writeBenchmarkBlock,
} from './api-report';

const CONNECTIONS = [10, 100] as const;
/** Concurrent logins in the event-loop check: below the 5 per-account tries the limiter allows. */
const LOGIN_WORKERS = 2;
const P99_TARGET_MS = 50;
const BARE_RATIO_TARGET = 0.5;
const HEALTH = 'GET /api/health';
const BARE = 'bare node:http, same bytes';
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

type Database = {
  label: 'PGlite' | 'PostgreSQL';
  env: Record<string, string>;
  drop(): Promise<void>;
};

/** Hop-by-hop and per-response headers the bare server's own `node:http` writes itself. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

async function startBareServer(health: Response) {
  const headers = Object.fromEntries(
    [...health.headers].filter(([name]) => !OWN_HEADERS.has(name.toLowerCase())),
  );
  const body = await health.text();
  const child = spawn(
    join('node_modules', '.bin', 'tsx'),
    [join('scripts', 'bench', 'api-bare-server.ts'), JSON.stringify({ headers, body })],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [port] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  return { url: `http://127.0.0.1:${port.trim()}`, stop: () => stop(child) };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** A fresh, randomly named database on the PostgreSQL server, or null when it is unreachable. */
async function postgresDatabase(adminUrl: string): Promise<Database | null> {
  const name = `signalhand_bench_${randomBytes(6).toString('hex')}`;
  try {
    await withAdmin(adminUrl, (admin) => createDatabase(admin, name));
  } catch (error) {
    console.log(
      `PostgreSQL skipped: ${new URL(adminUrl).host} is not reachable (${String(error)})`,
    );
    return null;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      await withAdmin(adminUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

/** Logs in again and again, `LOGIN_WORKERS` at a time, until `work` settles. */
async function whileLoggingIn<T>(url: string, person: Person, work: () => Promise<T>) {
  let running = true;
  const durations: number[] = [];
  let failures = 0;
  const worker = async () => {
    while (running) {
      const startedAt = performance.now();
      await login(url, person).then(
        () => durations.push(performance.now() - startedAt),
        () => (failures += 1),
      );
    }
  };
  const workers = Array.from({ length: LOGIN_WORKERS }, worker);
  const startedAt = performance.now();
  try {
    const result = await work();
    const seconds = (performance.now() - startedAt) / 1000;
    durations.sort((a, b) => a - b);
    const medianMs = durations[Math.floor(durations.length / 2)] ?? Number.NaN;
    return { result, logins: durations.length, failures, seconds, medianMs };
  } finally {
    running = false;
    await Promise.all(workers);
  }
}

/** How long one argon2id hash takes here, alone: the stall a hash on the event loop would cause. */
async function hashMs(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const startedAt = performance.now();
    await hashPassword('Signal123');
    times.push(performance.now() - startedAt);
  }
  return times.sort((a, b) => a - b)[1] ?? Number.NaN;
}

const rows: Row[] = [];
const notes: string[] = [];
/** One argon2id hash, timed alone before each database's login stream. */
const hashMsOf: Record<string, number> = {};

async function benchDatabase(database: Database) {
  const accounts = await startAccountsApp({ ...database.env, LOG_LEVEL: 'error' });
  try {
    const customer = await benchCustomer(accounts);
    const signedIn = { authorization: `Bearer ${customer.token}` };
    const health: LoadTarget = { url: `${accounts.url}/api/health` };
    // The bare server answers this database's health bytes; each pair runs back to back, so a
    // neighbour's load on a shared machine weighs on both sides of the ratio alike.
    const bare = await startBareServer(await fetch(health.url));
    try {
      for (const connections of CONNECTIONS) {
        const baseline = await measure({ url: bare.url }, connections);
        rows.push({ database: database.label, endpoint: BARE, connections, ...baseline });
        const figures = await measure(health, connections);
        const ratio = figures.requestsPerSecond / baseline.requestsPerSecond;
        rows.push({ database: database.label, endpoint: HEALTH, connections, ratio, ...figures });
      }
    } finally {
      await bare.stop();
    }
    const signedInReads: Array<[string, LoadTarget]> = [
      [
        'GET /api/v2/store/script',
        { url: `${accounts.url}/api/v2/store/script?limit=10&offset=0`, headers: signedIn },
      ],
      [
        'GET /api/v2/payment/subscription',
        { url: `${accounts.url}/api/v2/payment/subscription`, headers: signedIn },
      ],
    ];
    for (const [endpoint, target] of signedInReads) {
      for (const connections of CONNECTIONS) {
        const figures = await measure(target, connections);
        rows.push({ database: database.label, endpoint, connections, ...figures });
      }
    }
    hashMsOf[database.label] = await hashMs();
    const during = await whileLoggingIn(accounts.url, customer.person, () => measure(health, 10));
    rows.push({
      database: database.label,
      endpoint: `${HEALTH} during logins`,
      connections: 10,
      ...during.result,
    });
    notes.push(
      `${database.label}: ${during.logins} logins (${(during.logins / during.seconds).toFixed(1)}/s, ` +
        `${LOGIN_WORKERS} at a time, median ${during.medianMs.toFixed(0)} ms, ${during.failures} failed) ` +
        'ran beside "GET /api/health during logins".',
    );
  } finally {
    await accounts.stop();
  }
}

function assessTargets(): Target[] {
  const find = (database: string, endpoint: string, connections: number) =>
    rows.find(
      (row) =>
        row.database === database && row.endpoint === endpoint && row.connections === connections,
    );
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  const targets: Target[] = [
    { label: 'no errors', met: errors === 0, detail: `${errors} errors or non-2xx answers` },
  ];
  const storeList = find('PostgreSQL', 'GET /api/v2/store/script', 100);
  targets.push({
    label: `store list p99 under ${P99_TARGET_MS} ms at 100 connections on PostgreSQL`,
    met: storeList !== undefined && storeList.p99Ms < P99_TARGET_MS,
    detail: storeList ? `p99 ${storeList.p99Ms} ms` : 'PostgreSQL was not measured',
  });
  for (const database of ['PGlite', 'PostgreSQL']) {
    const ratios = CONNECTIONS.map((c) => find(database, HEALTH, c)?.ratio);
    if (ratios.some((ratio) => ratio === undefined)) continue;
    const lowest = Math.min(...(ratios as number[]));
    targets.push({
      label: `health check at least ${BARE_RATIO_TARGET} of the bare server's req/s on ${database}`,
      met: lowest >= BARE_RATIO_TARGET,
      detail: `lowest ratio ${lowest.toFixed(2)}`,
    });
    const calm = find(database, HEALTH, 10);
    const busy = find(database, `${HEALTH} during logins`, 10);
    const stallMs = hashMsOf[database];
    if (calm && busy && stallMs !== undefined) {
      // A hash on the event loop would hold every health check queued behind it for the whole
      // hash, so their p99 would reach one hash's time; off the loop they only share the CPU.
      targets.push({
        label: `logins do not block the event loop on ${database}`,
        met: busy.p99Ms < stallMs,
        detail: `health p99 ${calm.p99Ms} ms alone, ${busy.p99Ms} ms during logins; one hash ${stallMs.toFixed(0)} ms`,
      });
    }
  }
  return targets;
}

const startedAt = Date.now();
const adminUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const pglite: Database = { label: 'PGlite', env: {}, drop: async () => {} };
for (const database of [pglite, await postgresDatabase(adminUrl)]) {
  if (!database) continue;
  try {
    await benchDatabase(database);
  } finally {
    await database.drop();
  }
}

const targets = assessTargets();
const table = markdownTable(rows);
const summary = [
  `Run on ${new Date().toISOString().slice(0, 10)} on ${machineDescription()}, with \`npm run bench:api\``,
  `(PostgreSQL: a fresh database on ${new URL(adminUrl).host}). Each row: a 1 s warm-up, then`,
  `${MEASURED_SECONDS} s of autocannon with keep-alive connections on 127.0.0.1; the signed-in`,
  'rows use a Pro customer\'s bearer token. "vs bare": req/s over those of the row above it, a bare',
  '`node:http` server answering the same bytes and headers as the health check. Load generator,',
  'server and database share the machine, so figures from a busy machine are low and noisy.',
  '',
  table,
  '',
  ...notes,
  '',
  ...targetLines(targets),
].join('\n');
console.log(`\n${summary}\n`);
writeBenchmarkBlock('BENCHMARKS.md', 'api', `## API\n\n${summary}`);
console.log(`BENCHMARKS.md updated in ${((Date.now() - startedAt) / 1000).toFixed(0)} s.`);
