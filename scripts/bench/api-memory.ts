import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { withOurSettings } from '../../server/db/pglite-memory';

/** A process's resident memory in MB (Linux: VmRSS of /proc/<pid>/status). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** How long a server is left alone before its idle memory is read: timers and GC settle. */
const SETTLE_MS = 3_000;

export async function idleMb(pid: number): Promise<number> {
  await sleep(SETTLE_MS);
  return residentMb(pid);
}

/** Reads a process's resident memory every 200 ms until `work` settles: the highest reading. */
export async function peakMbDuring<T>(pid: number, work: () => Promise<T>) {
  let peak = residentMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 200);
  try {
    const result = await work();
    return { result, peakMb: Math.max(peak, residentMb(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');

/** One step of the embedded database's tuning, as `server/db/pglite-memory.ts` takes them. */
type Probe = { label: string; fresh: boolean; startParams: string[]; nodeFlags: string[] };

const probes: Probe[] = [
  {
    label: 'PGlite defaults, creating the database (initdb in the process)',
    fresh: true,
    startParams: PGlite.defaultStartParams,
    nodeFlags: [],
  },
  {
    label: 'created in a short-lived process (as on any later start), PGlite defaults',
    fresh: false,
    startParams: PGlite.defaultStartParams,
    nodeFlags: [],
  },
  {
    label: '+ shared_buffers 16MB',
    fresh: false,
    startParams: withOurSettings(PGlite.defaultStartParams),
    nodeFlags: [],
  },
  {
    label: '+ Liftoff-only WebAssembly (what the server runs)',
    fresh: false,
    startParams: withOurSettings(PGlite.defaultStartParams),
    nodeFlags: ['--liftoff-only'],
  },
];

/** A bare PGlite in a Node process of its own: open, a few queries, a second idle, its memory. */
function probeOnce(probe: Probe, dataDir: string): Promise<number> {
  const script = `
    const { PGlite } = require(${JSON.stringify(pgliteEntry)});
    (async () => {
      const db = new PGlite({ dataDir: ${JSON.stringify(dataDir)}, startParams: ${JSON.stringify(probe.startParams)} });
      for (let i = 0; i < 20; i += 1) await db.query('select count(*) from pg_class');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      console.log(process.memoryUsage().rss);
      await db.close();
    })();
  `;
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [...probe.nodeFlags, '-e', script], (error, stdout) =>
      error ? reject(error) : resolve(Number(stdout.trim()) / 2 ** 20),
    ),
  );
}

const RUNS = 3;

/** Each tuning step's idle memory, the median of three processes. */
export async function pgliteMemorySteps(): Promise<Array<{ label: string; mb: number }>> {
  const folder = mkdtempSync(join(tmpdir(), 'signalhand-pglite-probe-'));
  try {
    const steps = [];
    for (const probe of probes) {
      const readings: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const dataDir = join(folder, probe.fresh ? `fresh-${run}` : 'existing');
        readings.push(await probeOnce(probe, dataDir));
      }
      readings.sort((a, b) => a - b);
      steps.push({ label: probe.label, mb: readings[1] ?? Number.NaN });
    }
    return steps;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
