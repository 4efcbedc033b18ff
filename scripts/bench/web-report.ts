import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import type { RunFigures } from './web-lighthouse';

/**
 * The run with the median performance score (ties broken by LCP), so every figure in a row comes
 * from one real load rather than from different runs.
 */
export function medianRun(runs: RunFigures[]): RunFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcp - a.lcp);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('No run to take a median of');
  return middle;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const columns: Array<[string, (figures: RunFigures) => string]> = [
  ['Perf', (f) => String(f.performance)],
  ['A11y', (f) => String(f.accessibility)],
  ['BP', (f) => String(f.bestPractices)],
  ['SEO', (f) => String(f.seo)],
  ['FCP', (f) => seconds(f.fcp)],
  ['LCP', (f) => seconds(f.lcp)],
  ['TBT', (f) => `${Math.round(f.tbt)} ms`],
  ['CLS', (f) => f.cls.toFixed(3)],
  ['SI', (f) => seconds(f.speedIndex)],
];

/** Issue 34's bar for every page, in each throttling mode: the median run must meet it. */
export const bar = { performance: 95, lcpMs: 2000, tbtMs: 200, cls: 0.05 } as const;

/** What of the bar a run misses ('' when it meets it all). */
export function missedBar(figures: RunFigures): string {
  const missed = [
    figures.performance < bar.performance && 'Perf',
    figures.lcp >= bar.lcpMs && 'LCP',
    figures.tbt >= bar.tbtMs && 'TBT',
    figures.cls >= bar.cls && 'CLS',
  ].filter(Boolean);
  return missed.join(', ');
}

export type PageResult = { page: string; runs: RunFigures[] };

/** One row per page, then the control's row, each figure the median run's. */
export function resultTable(pages: PageResult[], control: PageResult): string {
  const header = `| page | runs | ${columns.map(([name]) => name).join(' | ')} | perf range | bar |`;
  const rule = `|${' --- |'.repeat(columns.length + 4)}`;
  const row = ({ page, runs }: PageResult) => {
    const median = medianRun(runs);
    const scores = runs.map((run) => run.performance);
    const cells = columns.map(([, cell]) => cell(median)).join(' | ');
    const missed = missedBar(median);
    return `| ${page} | ${runs.length} | ${cells} | ${Math.min(...scores)} to ${Math.max(...scores)} | ${missed ? `**misses ${missed}**` : 'met'} |`;
  };
  return [header, rule, ...pages.map(row), row(control)].join('\n');
}

export function machineLine(): string {
  const [cpu] = cpus();
  const memory = `${(totalmem() / 2 ** 30).toFixed(1)} GiB`;
  return `${cpu?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, ${memory} memory, Node ${process.version}, ${process.platform}`;
}

/** The 1-minute load average, which says how busy the shared machine was. */
export const loadAverage = () => loadavg()[0]?.toFixed(1) ?? 'unknown';

const START = '<!-- bench:web:start -->';
const END = '<!-- bench:web:end -->';

/** Replaces this bench's block of BENCHMARKS.md (or appends it), leaving the rest alone. */
export function writeBenchmarksBlock(file: string, body: string): void {
  const block = `${START}\n${body.trim()}\n${END}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + block + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}
