/**
 * Lighthouse on the built site beside a bare React 19 control page (issue 9):
 *   npm run bench:web                          build, 5 runs of every page, write BENCHMARKS.md
 *   npm run bench:web -- --runs 1 --pages /,/login --no-build --no-write    quick look
 *   ... --reports test-results/lighthouse     also keep each run's whole report (JSON) there
 * Mobile emulation with Lighthouse's default simulated throttling; pages alternate run by run,
 * and each row is the run with the median performance score.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthousePackage from 'lighthouse/package.json' with { type: 'json' };
import { isInSignedInArea } from '../../src/services/return-path';
import {
  type AccountsApp,
  type BrowserSession,
  browserSession,
  newPerson,
  registerThroughApi,
  startAccountsApp,
} from '../../tests/e2e/support/accounts';
import { freePort } from '../../tests/e2e/support/app-server';
import { startControlSite } from './web-control';
import { runLighthouse, type Target } from './web-lighthouse';
import {
  loadAverage,
  machineLine,
  type PageResult,
  resultTable,
  writeBenchmarksBlock,
} from './web-report';

const lighthouseVersion = lighthousePackage.version;
const ALL_PAGES = ['/', '/pricing', '/demo', '/download', '/login', '/customer/dashboard'];
const CONTROL = 'control (bare React 19)';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: ALL_PAGES.join(',') },
    'no-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    'max-minutes': { type: 'string', default: '45' },
    reports: { type: 'string' },
  },
});
const runs = Number(values.runs);
const pages = values.pages.split(',').filter(Boolean);
const deadline = Date.now() + Number(values['max-minutes']) * 60_000;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number');

/** Lighthouse on a busy machine sometimes loses its trace (NO_NAVSTART, NO_FCP): run again. */
async function withRetries<T>(attempt: () => Promise<T>, label: string, retries = 2): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (retries === 0) throw error;
    console.warn(`${label} failed, running it again: ${String(error)}`);
    return withRetries(attempt, label, retries - 1);
  }
}

/** A customer registered and signed in through the API: the session the browser would store. */
async function signedInSession(accounts: AccountsApp): Promise<BrowserSession> {
  const person = newPerson('bench');
  await registerThroughApi(accounts, person);
  return browserSession(accounts.url, person);
}

if (!values['no-build']) {
  console.log('== build (npm run build)');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

if (values.reports) mkdirSync(values.reports, { recursive: true });
const loadAtStart = loadAverage();
const accounts = await startAccountsApp();
const control = await startControlSite(await freePort());
try {
  const session = pages.some(isInSignedInArea) ? await signedInSession(accounts) : undefined;
  const targets: Array<{ name: string; target: Target }> = [
    ...pages.map((page) => ({
      name: page,
      target: {
        url: `${accounts.url}${page}`,
        session: isInSignedInArea(page) ? session : undefined,
      },
    })),
    { name: CONTROL, target: { url: control.url } },
  ];
  const results = new Map(targets.map(({ name }) => [name, [] as PageResult['runs']]));
  for (let run = 1; run <= runs; run++) {
    for (const { name, target } of targets) {
      if (Date.now() > deadline) throw new Error(`Over --max-minutes ${values['max-minutes']}`);
      const reportFile =
        values.reports && join(values.reports, `${name.replace(/\W+/g, '_')}-run${run}.json`);
      const figures = await withRetries(
        () => runLighthouse({ ...target, reportFile }),
        `${name} run ${run}`,
      );
      results.get(name)?.push(figures);
      console.log(
        `run ${run}/${runs} ${name}: perf ${figures.performance}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}`,
      );
    }
  }
  const rows = pages.map((page) => ({ page, runs: results.get(page) ?? [] }));
  const table = resultTable(rows, { page: CONTROL, runs: results.get(CONTROL) ?? [] });
  const command = `npm run bench:web${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  const body = [
    '## Web: Lighthouse 12, mobile',
    '',
    `Date: ${new Date().toISOString()}. Machine: ${machineLine()}; load average ${loadAtStart} at the start, ${loadAverage()} at the end (a busy machine inflates TBT and LCP).`,
    `Command: \`${command}\` (Lighthouse ${lighthouseVersion}, system Chromium headless, default mobile emulation and simulated throttling; pages alternate run by run; each row is the run with the median performance score; times in seconds or ms).`,
    '',
    table,
  ].join('\n');
  console.log(`\n${body}`);
  if (!values['no-write']) writeBenchmarksBlock('BENCHMARKS.md', body);
} finally {
  await control.stop();
  await accounts.stop();
}
