import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';

/**
 * What the embedded database keeps in memory, measured by `npm run bench:api` (BENCHMARKS.md,
 * "PGlite's memory"): a bare PGlite 0.5 in Node holds about 330 MB at idle on a folder that exists
 * and about 800 MB on the start that creates it. Three changes bring PGlite alone to about
 * 130 MB (the whole server: about 165 MB at idle):
 *
 * - `shared_buffers` 16MB instead of PostgreSQL's 128MB. PGlite's memory is the WebAssembly
 *   heap, which never gives pages back, and a page cache bigger than the database fills it for
 *   nothing; 16 MB (2,048 pages) holds the hot tables and indexes of a catalogue of 10,000
 *   scripts. The WAL buffers follow it (1/32). Fewer connection slots, locks or smaller
 *   `wal_buffers` measured no difference: PGlite runs one backend.
 */
const settings = { shared_buffers: '16MB' };

/** PGlite's own start parameters, then ours (a later `-c` wins). */
export const withOurSettings = (defaults: readonly string[]) => [
  ...defaults,
  ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/**
 * - V8's baseline WebAssembly compiler only (Liftoff). By default V8 also recompiles PGlite's
 *   hot functions with its optimising compiler and keeps both versions: about 35 to 60 MB more code. On
 *   a loop of 3,000 small indexed queries Liftoff alone was no slower (the optimising compiler's
 *   own work weighs on a short-lived or lightly used database); a heavy, long-running load may
 *   lose some speed. A process-wide V8 flag: it must be set before PGlite compiles its module,
 *   and only PGlite uses WebAssembly in this server.
 */
function leanWebAssembly(): void {
  setFlagsFromString('--liftoff-only');
}

/**
 * A PGlite with these settings. The package is loaded here, on first use: a server on
 * PostgreSQL never loads it.
 */
export async function newPglite(options: Omit<PGliteOptions, 'startParams'>): Promise<PGlite> {
  leanWebAssembly();
  const { PGlite } = await import('@electric-sql/pglite');
  return new PGlite({ ...options, startParams: withOurSettings(PGlite.defaultStartParams) });
}

const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const INIT_TIMEOUT_MS = 120_000;

/**
 * - A new database is created in a short-lived process. Creating one runs `initdb`, a second
 *   WebAssembly program whose memory the server would keep for its whole life (about 400 MB that
 *   the WebAssembly heaps and the allocator never return). In a child process it is returned to
 *   the system when the child exits; the server then opens the folder as on any later start.
 */
export function createDataFolder(dataPath: string): Promise<void> {
  const script = `
    const { PGlite } = require(${JSON.stringify(pgliteEntry)});
    const db = new PGlite({ dataDir: ${JSON.stringify(dataPath)} });
    db.waitReady.then(() => db.close()).catch((error) => { console.error(error); process.exit(1); });
  `;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--liftoff-only', '-e', script],
      { timeout: INIT_TIMEOUT_MS },
      (error, _stdout, stderr) =>
        error
          ? reject(new Error(`creating the embedded database in ${dataPath} failed: ${stderr}`))
          : resolve(),
    );
  });
}
