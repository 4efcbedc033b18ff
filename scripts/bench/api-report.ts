import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import type { LoadFigures } from './api-load';

export type Row = LoadFigures & {
  database: string;
  endpoint: string;
  connections: number;
  /** Requests per second over the bare `node:http` server's, for the health check. */
  ratio?: number;
  /** Measured on the grown catalogue (the growth row). */
  grown?: boolean;
};

/** A database's server: start to healthy and resident memory. */
export type Footprint = {
  database: string;
  /** A new database: created (PGlite) or migrated (PostgreSQL) and seeded. */
  firstStartMs: number;
  firstIdleMb: number;
  peakMb?: number;
  /** The same database grown, the same build: what an operator's restart costs. */
  restartMs?: number;
  restartIdleMb?: number;
  grownPeakMb?: number;
};

export type Target = { label: string; met: boolean; detail: string };

export function machineDescription(): string {
  const cpu = cpus();
  const memoryGiB = (totalmem() / 1024 ** 3).toFixed(1);
  return `${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${memoryGiB} GiB, Node ${process.version}, ${process.platform}`;
}

const round = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

export function markdownTable(rows: Row[]): string {
  const line = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
  return [
    line([
      'Database',
      'Endpoint',
      'Connections',
      'req/s',
      'p50 ms',
      'p99 ms',
      'Requests',
      'Errors',
      'vs bare',
    ]),
    line(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...rows.map((row) =>
      line([
        row.database,
        row.grown ? `${row.endpoint}, grown` : row.endpoint,
        row.connections,
        round(row.requestsPerSecond),
        round(row.p50Ms),
        round(row.p99Ms),
        row.requests,
        row.errors,
        row.ratio === undefined ? '' : row.ratio.toFixed(2),
      ]),
    ),
  ].join('\n');
}

const line = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
const mb = (value: number | undefined) => (value === undefined ? '' : `${value.toFixed(0)} MB`);
const seconds = (ms: number | undefined) => (ms === undefined ? '' : `${(ms / 1000).toFixed(2)} s`);

export function footprintTable(footprints: Footprint[]): string {
  return [
    line([
      'Database',
      'first start to healthy',
      'idle',
      'peak under load',
      'restart to healthy',
      'idle after restart (grown)',
      'peak under load (grown)',
    ]),
    line(['---', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...footprints.map((f) =>
      line([
        f.database,
        seconds(f.firstStartMs),
        mb(f.firstIdleMb),
        mb(f.peakMb),
        seconds(f.restartMs),
        mb(f.restartIdleMb),
        mb(f.grownPeakMb),
      ]),
    ),
  ].join('\n');
}

export function stepsTable(steps: Array<{ label: string; mb: number }>): string {
  return [
    line(['PGlite alone', 'resident at idle', 'saved']),
    line(['---', '---:', '---:']),
    ...steps.map((step, i) => {
      const before = steps[i - 1];
      return line([step.label, mb(step.mb), before ? mb(before.mb - step.mb) : '']);
    }),
  ].join('\n');
}

export const targetLines = (targets: Target[]) =>
  targets.map(
    (target) => `- ${target.met ? 'met' : 'NOT met'}: ${target.label} (${target.detail})`,
  );

/**
 * `BENCHMARKS.md` is shared by several bench scripts: each owns the block between its own
 * markers, created at the end of the file the first time, replaced in place afterwards.
 */
export function writeBenchmarkBlock(file: string, name: string, content: string) {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${content.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}
