/**
 * Lighthouse on the built site beside a bare React 19 control page (issues 9 and 34):
 *   npm run bench:web                  build, 3 runs of every page of the registry in each
 *                                      throttling mode, write BENCHMARKS.md
 *   npm run bench:web -- --runs 1 --pages /,/login --modes simulate --no-build --no-write
 *                                      a quick look
 *   ... --reports test-results/lighthouse     also keep each run's whole report (JSON) there
 * Mobile emulation, with Lighthouse's simulated throttling and with applied (`devtools`)
 * throttling: a page meets the bar only when it does in both. The signed-in pages are loaded
 * with the session of the person they are for (a Pro customer, an operator). Pages alternate
 * run by run, and each row is the run with the median performance score.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthousePackage from 'lighthouse/package.json' with { type: 'json' };
import { allPages } from '../../src/services/page-registry';
import type { BrowserSession } from '../../tests/e2e/support/accounts';
import { freePort } from '../../tests/e2e/support/app-server';
import { launchBrowser } from '../../tests/e2e/support/browser';
import { startControlSite } from './web-control';
import { interactionTable, measureInteractions } from './web-interactions';
import { runLighthouse, type Throttling } from './web-lighthouse';
import { startBenchWorld } from './web-people';
import {
  bar,
  loadAverage,
  machineLine,
  type PageResult,
  resultTable,
  writeBenchmarksBlock,
} from './web-report';

const lighthouseVersion = lighthousePackage.version;
/** Every page of the registry: a page added there is measured without a list to remember. */
const ALL_PAGES = allPages.map((page) => page.path);
const audienceOf = new Map(allPages.map((page) => [page.path as string, page.audience]));
const MODES: readonly Throttling[] = ['simulate', 'devtools'];
const CONTROL = 'control (bare React 19)';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: ALL_PAGES.join(',') },
    modes: { type: 'string', default: MODES.join(',') },
    'no-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    'no-interactions': { type: 'boolean', default: false },
    'max-minutes': { type: 'string', default: '120' },
    reports: { type: 'string' },
  },
});
const runs = Number(values.runs);
const pages = values.pages.split(',').filter(Boolean);
const modes = values.modes.split(',').filter(Boolean) as Throttling[];
for (const mode of modes) {
  if (!MODES.includes(mode)) throw new Error(`--modes takes ${MODES.join(' and/or ')}`);
}
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

if (!values['no-build']) {
  console.log('== build (npm run build)');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

if (values.reports) mkdirSync(values.reports, { recursive: true });
const loadAtStart = loadAverage();
const browser = await launchBrowser();
const world = await startBenchWorld(browser);
const { accounts, signIns } = world;
const control = await startControlSite(await freePort());
try {
  const targets: Array<{ name: string; url: string; signIn?: () => Promise<BrowserSession> }> = [
    ...pages.map((page) => {
      const audience = audienceOf.get(page);
      const signIn =
        audience === 'customer' || audience === 'operator' ? signIns[audience] : undefined;
      return { name: page, url: `${accounts.url}${page}`, signIn };
    }),
    { name: CONTROL, url: control.url },
  ];
  const tables: string[] = [];
  for (const mode of modes) {
    const results = new Map(targets.map(({ name }) => [name, [] as PageResult['runs']]));
    for (let run = 1; run <= runs; run++) {
      for (const { name, url, signIn } of targets) {
        if (Date.now() > deadline) throw new Error(`Over --max-minutes ${values['max-minutes']}`);
        const reportFile =
          values.reports &&
          join(values.reports, `${name.replace(/\W+/g, '_')}-${mode}-run${run}.json`);
        const figures = await withRetries(
          async () => runLighthouse({ url, session: await signIn?.(), reportFile }, mode),
          `${name} ${mode} run ${run}`,
        );
        results.get(name)?.push(figures);
        console.log(
          `${mode} run ${run}/${runs} ${name}: perf ${figures.performance}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}`,
        );
      }
    }
    const rows = pages.map((page) => ({ page, runs: results.get(page) ?? [] }));
    const table = resultTable(rows, { page: CONTROL, runs: results.get(CONTROL) ?? [] });
    tables.push(`### Throttling: ${mode}`, '', table, '');
  }
  if (!values['no-interactions']) {
    const timings = await measureInteractions(browser, accounts.url, signIns, runs);
    tables.push(
      '### Interactions: from the tap to the next paint, at 4x CPU slowdown',
      '',
      interactionTable(timings),
      '',
    );
  }
  const command = `npm run bench:web${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  const body = [
    '## Web: Lighthouse 12, mobile, every page',
    '',
    `Date: ${new Date().toISOString()}. Machine: ${machineLine()}; load average ${loadAtStart} at the start, ${loadAverage()} at the end (a busy machine inflates TBT and LCP).`,
    `Command: \`${command}\` (Lighthouse ${lighthouseVersion}, system Chromium headless, default mobile emulation; throttling: ${modes.join(' and ')}; customer pages with a Pro customer's session, console pages with an operator's; pages alternate run by run; each row is the run with the median performance score; times in seconds or ms). The bar (issue 34): Perf ${bar.performance} or more, LCP under ${bar.lcpMs / 1000} s, TBT under ${bar.tbtMs} ms, CLS under ${bar.cls}, in both modes.`,
    '',
    ...tables,
  ].join('\n');
  console.log(`\n${body}`);
  if (!values['no-write']) writeBenchmarksBlock('BENCHMARKS.md', body);
} finally {
  await control.stop();
  await world.stop();
  await browser.close();
}
