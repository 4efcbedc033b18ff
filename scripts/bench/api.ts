/**
 * `npm run bench:api`: requests per second and p50/p99 latency of the API's hot reads, at 10 and
 * 100 connections, against PGlite and PostgreSQL, beside a bare `node:http` server answering the
 * health check's bytes; and the health check's p99 while logins (argon2id) run. Writes its block
 * of BENCHMARKS.md. Bounded: about two minutes; everything listens on 127.0.0.1 only.
 *
 *   npm run bench:api -- --store-only    the store list and a detail at 100 connections on
 *                                        each database, printed only (a before/after check)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { seedScripts } from '../../server/domain/catalogue';
import { hashPassword } from '../../server/domain/secrets';
import { endpoints, PURCHASE_PAGE_SIZE } from '../../src/services/contract';
import { type Person, startAccountsApp } from '../../tests/e2e/support/accounts';
import { createDatabase, withAdmin } from '../../tests/server/support/databases';
import type { ServerEntry } from '../../tests/server/support/server-process';
import { type BenchCustomer, benchCustomer, login } from './api-customer';
import { GROWN_CATALOGUE, GROWN_PURCHASES, growCatalogue } from './api-growth';
import { type LoadTarget, MEASURED_SECONDS, measure } from './api-load';
import { idleMb, peakMbDuring, pgliteMemorySteps } from './api-memory';
import {
  type Footprint,
  footprintTable,
  machineDescription,
  markdownTable,
  type Row,
  stepsTable,
  type Target,
  targetLines,
  writeBenchmarkBlock,
} from './api-report';

const CONNECTIONS = [10, 100] as const;
/** Concurrent logins in the event-loop check: below the 5 per-account tries the limiter allows. */
const LOGIN_WORKERS = 2;
/** The store list's p99 at 100 connections (issue 34: the catalogue held in memory). */
const STORE_LIST_P99_TARGET_MS = { PGlite: 200, PostgreSQL: 20 } as const;
/** The growth row's p99 over the small catalogue's, at most. */
const GROWTH_TARGET = 2;
const IDLE_TARGET_MB = 150;
const HEALTHY_TARGET_MS = 2_000;
const STORE_LIST = 'GET /api/v2/store/script';
const PURCHASES = `${endpoints.payment.purchases}?limit=${PURCHASE_PAGE_SIZE + 1}`;
const PURCHASES_SUBSCRIPTION = `${endpoints.payment.purchases}?type=SUBSCRIPTION&limit=1`;
const BARE_RATIO_TARGET = 0.5;
const HEALTH = 'GET /api/health';
const BARE = 'bare node:http, same bytes';
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

type Database = {
  label: 'PGlite' | 'PostgreSQL';
  env: Record<string, string>;
  /** Where the growth row's catalogue is written while the server is stopped. */
  storage: { dataDir: string } | { url: string };
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
    storage: { url: url.toString() },
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
const footprints: Footprint[] = [];
/**
 * The built server, as `npm run serve` runs it, in a folder of the bench's own: inside the
 * project (the bundle imports node_modules), apart from `dist-server`, which other runs use.
 */
const BUILD = { kind: 'build', folder: 'dist-bench-server' } satisfies ServerEntry;
/** A free script: its detail answers 200 to any customer, in the small and the grown catalogue. */
const DETAIL_SCRIPT = seedScripts.find((script) => Number(script.price) === 0)?.scriptName ?? '';

/** The signed-in reads whose p99 the growth row compares, at 10 connections. */
function growthReads(url: string, token: string): Array<[string, LoadTarget]> {
  const headers = { authorization: `Bearer ${token}` };
  return [
    [STORE_LIST, { url: `${url}/api/v2/store/script?limit=10&offset=0`, headers }],
    [
      'GET /api/v2/store/script/details/:name',
      { url: `${url}/api/v2/store/script/details/${encodeURIComponent(DETAIL_SCRIPT)}`, headers },
    ],
    // What Settings asks for: the newest page (one more item tells whether older ones remain),
    // and whether any purchase is a subscription.
    ...[PURCHASES, PURCHASES_SUBSCRIPTION].map((path): [string, LoadTarget] => [
      `GET ${path}`,
      { url: `${url}${path}`, headers },
    ]),
  ];
}

async function benchDatabase(database: Database) {
  const env = { ...database.env, LOG_LEVEL: 'error' };
  const accounts = await startAccountsApp(env, BUILD);
  const footprint: Footprint = {
    database: database.label,
    firstStartMs: accounts.app.healthyAfterMs,
    firstIdleMb: await idleMb(accounts.app.pid),
  };
  footprints.push(footprint);
  let customer: BenchCustomer;
  try {
    customer = await benchCustomer(accounts);
    const { peakMb } = await peakMbDuring(accounts.app.pid, () =>
      smallCatalogue(database, accounts.url, customer),
    );
    footprint.peakMb = peakMb;
    hashMsOf[database.label] = await hashMs();
    const during = await whileLoggingIn(accounts.url, customer.person, () =>
      measure({ url: `${accounts.url}/api/health` }, 10),
    );
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
  await growCatalogue(database.storage, customer.person.email);
  // The restart: an existing build and an existing (now grown) database.
  const grown = await startAccountsApp(env, BUILD);
  try {
    footprint.restartMs = grown.app.healthyAfterMs;
    footprint.restartIdleMb = await idleMb(grown.app.pid);
    const token = String((await login(grown.url, customer.person)).authToken);
    const { peakMb } = await peakMbDuring(grown.app.pid, async () => {
      for (const [endpoint, target] of growthReads(grown.url, token)) {
        const figures = await measure(target, 10);
        rows.push({ database: database.label, endpoint, connections: 10, grown: true, ...figures });
      }
    });
    footprint.grownPeakMb = peakMb;
  } finally {
    await grown.stop();
  }
}

/** `--store-only`: the store's two catalogue reads at the heavier load, nothing else. */
async function storeReadsOnly(database: Database) {
  const accounts = await startAccountsApp({ ...database.env, LOG_LEVEL: 'error' }, BUILD);
  try {
    const customer = await benchCustomer(accounts);
    for (const [endpoint, target] of growthReads(accounts.url, customer.token).slice(0, 2)) {
      const figures = await measure(target, 100);
      rows.push({ database: database.label, endpoint, connections: 100, ...figures });
    }
  } finally {
    await accounts.stop();
  }
}

/** The seeded catalogue: the health check beside the bare server, then the signed-in reads. */
async function smallCatalogue(database: Database, url: string, customer: BenchCustomer) {
  const health: LoadTarget = { url: `${url}/api/health` };
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
  const reads = growthReads(url, customer.token);
  const subscription: LoadTarget = {
    url: `${url}/api/v2/payment/subscription`,
    headers: { authorization: `Bearer ${customer.token}` },
  };
  // The store list and the subscription at both loads, the other reads at the growth row's.
  const plan: Array<[string, LoadTarget, readonly number[]]> = [
    ...reads.map(([endpoint, target]): [string, LoadTarget, readonly number[]] => [
      endpoint,
      target,
      endpoint === STORE_LIST ? CONNECTIONS : [10],
    ]),
    ['GET /api/v2/payment/subscription', subscription, CONNECTIONS],
  ];
  for (const [endpoint, target, loads] of plan) {
    for (const connections of loads) {
      const figures = await measure(target, connections);
      rows.push({ database: database.label, endpoint, connections, ...figures });
    }
  }
}

function assessTargets(): Target[] {
  const find = (database: string, endpoint: string, connections: number, grown = false) =>
    rows.find(
      (row) =>
        row.database === database &&
        row.endpoint === endpoint &&
        row.connections === connections &&
        (row.grown ?? false) === grown,
    );
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  const targets: Target[] = [
    { label: 'no errors', met: errors === 0, detail: `${errors} errors or non-2xx answers` },
  ];
  for (const [database, targetMs] of Object.entries(STORE_LIST_P99_TARGET_MS)) {
    const storeList = find(database, STORE_LIST, 100);
    targets.push({
      label: `store list p99 under ${targetMs} ms at 100 connections on ${database}`,
      met: storeList !== undefined && storeList.p99Ms < targetMs,
      detail: storeList ? `p99 ${storeList.p99Ms} ms` : `${database} was not measured`,
    });
  }
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
    const reads = growthReads('', '').map(([endpoint]) => endpoint);
    const growth = reads.map((endpoint) => {
      const small = find(database, endpoint, 10);
      const grown = find(database, endpoint, 10, true);
      // A run that got no answer has no p99 (autocannon reports 0): it cannot count as met.
      const answered = (small?.requests ?? 0) > 0 && (grown?.requests ?? 0) > 0;
      const factor = answered ? (grown?.p99Ms ?? 0) / Math.max(small?.p99Ms ?? 0, 1) : Number.NaN;
      return { endpoint, small, grown, factor };
    });
    if (growth.every(({ small, grown }) => small && grown)) {
      targets.push({
        label: `with ${GROWN_CATALOGUE} scripts and ${GROWN_PURCHASES} purchases, p99 within ${GROWTH_TARGET}x of the small catalogue's on ${database}`,
        met: growth.every(({ factor }) => factor <= GROWTH_TARGET),
        detail: growth
          .map(
            ({ endpoint, small, grown, factor }) =>
              `${endpoint} ${small?.p99Ms} -> ${grown?.p99Ms} ms, ${factor.toFixed(1)}x`,
          )
          .join('; '),
      });
    }
  }
  const postgres = footprints.find(({ database }) => database === 'PostgreSQL');
  if (postgres) {
    targets.push({
      label: `at most ${IDLE_TARGET_MB} MB resident at idle on PostgreSQL`,
      met: Math.max(postgres.firstIdleMb, postgres.restartIdleMb ?? 0) <= IDLE_TARGET_MB,
      detail: `${postgres.firstIdleMb.toFixed(0)} MB after the first start, ${postgres.restartIdleMb?.toFixed(0)} MB after a restart`,
    });
  }
  for (const footprint of footprints) {
    targets.push({
      label: `at most ${HEALTHY_TARGET_MS / 1000} s from start to healthy with an existing build and database on ${footprint.database}`,
      met: (footprint.restartMs ?? Number.POSITIVE_INFINITY) <= HEALTHY_TARGET_MS,
      detail: `${((footprint.restartMs ?? Number.NaN) / 1000).toFixed(2)} s`,
    });
  }
  return targets;
}

const { values } = parseArgs({
  options: { 'store-only': { type: 'boolean', default: false } },
});
const startedAt = Date.now();
const loadAtStart = loadavg()[0] ?? Number.NaN;
const adminUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
execFileSync(
  process.execPath,
  ['--import', 'tsx', join('scripts', 'build-server.ts'), '--outdir', BUILD.folder],
  { stdio: 'inherit' },
);
const pgliteDir = mkdtempSync(join(tmpdir(), 'signalhand-bench-'));
const pglite: Database = {
  label: 'PGlite',
  env: { DATA_DIR: pgliteDir },
  storage: { dataDir: pgliteDir },
  drop: async () => rmSync(pgliteDir, { recursive: true, force: true }),
};
for (const database of [pglite, await postgresDatabase(adminUrl)]) {
  if (!database) continue;
  try {
    await (values['store-only'] ? storeReadsOnly(database) : benchDatabase(database));
  } finally {
    await database.drop();
  }
}
if (values['store-only']) {
  console.log(
    `\n${markdownTable(rows)}\n\nload average ${(loadavg()[0] ?? Number.NaN).toFixed(1)}`,
  );
  process.exit(0);
}

const steps = await pgliteMemorySteps();
const targets = assessTargets();
const table = markdownTable(rows);
const summary = [
  `Run on ${new Date().toISOString().slice(0, 10)} on ${machineDescription()}, with \`npm run bench:api\``,
  `(PostgreSQL: a fresh database on ${new URL(adminUrl).host}). Each row: a 1 s warm-up, then`,
  `${MEASURED_SECONDS} s of autocannon with keep-alive connections on 127.0.0.1; the signed-in`,
  'rows use a Pro customer\'s bearer token. "vs bare": req/s over those of the row above it, a bare',
  '`node:http` server answering the same bytes and headers as the health check. Load generator,',
  'server and database share the machine, so figures from a busy machine are low and noisy',
  `(load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? Number.NaN).toFixed(1)} at the end, on ${cpus().length} cores).`,
  `Rows marked "grown" ran after a restart on the same database grown to ${GROWN_CATALOGUE} scripts, the`,
  `customer holding ${GROWN_PURCHASES} purchases (written while the server was stopped).`,
  '',
  table,
  '',
  ...notes,
  '',
  '### Footprint',
  '',
  'The built server (`main.js` of `npm run build:server`, as `npm run serve` runs it). Start to healthy:',
  'from the spawn to the first 200 of `/api/health` (polled every 50 ms). Resident memory (RSS):',
  `read ${3} s after the start; the peak is the highest reading (every 200 ms) during the load rows.`,
  '',
  footprintTable(footprints),
  '',
  "### PGlite's memory, step by step",
  '',
  'A bare PGlite 0.5 in a Node process of its own (open, 20 small queries, 1 s idle; the median',
  'of 3 processes), each step adding one change of `server/db/pglite-memory.ts` to the one above:',
  '',
  stepsTable(steps),
  '',
  ...targetLines(targets),
].join('\n');
console.log(`\n${summary}\n`);
writeBenchmarkBlock('BENCHMARKS.md', 'api', `## API\n\n${summary}`);
console.log(`BENCHMARKS.md updated in ${((Date.now() - startedAt) / 1000).toFixed(0)} s.`);
