import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type ServerEntry, startServer } from '../../server/support/server-process';

export { freePort } from '../../server/support/ports';

/** `dataDir`: the embedded database's folder, for operator commands run beside the server. */
export type RunningApp = {
  url: string;
  dataDir: string;
  pid: number;
  healthyAfterMs: number;
  stop(): Promise<void>;
};

/**
 * Makes the embedded database every app of the browser suite starts from: a server's first
 * start on an empty folder (initdb, migrations, the seeded catalogue, releases and license key)
 * takes about 8 s here, a start on a copy of its folder about 2 s (BENCHMARKS.md, "Test run").
 */
export async function makeDataDirTemplate(
  env: Record<string, string>,
  entry: ServerEntry,
): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'signalhand-e2e-template-'));
  const first = await startServer({ ...env, DATA_DIR: dataDir }, entry);
  await first.stop();
  return dataDir;
}

/**
 * The browser suite's template, in its test files; none elsewhere: the benchmarks (scripts/bench)
 * start apps too, and time a real first start.
 */
const suiteDataDirTemplate = () => (process.env.VITEST ? inject('dataDirTemplate') : undefined);

/**
 * Starts the built app the way `npm start` serves it (the server entry over `dist/`), on a free
 * port with its own temporary data folder on the embedded database, and waits until its health
 * check answers. `env` adds or overrides configuration for one suite (a short session, a mail
 * sink...); a `DATA_DIR` of its own that is still empty starts from the template too. Without
 * a template (outside the suite), the app's first start makes its database. In the suite, the
 * apps run the server its global setup built (server-process.ts).
 */
export async function startApp(
  env: Record<string, string> = {},
  entry?: ServerEntry,
  template: string | undefined = suiteDataDirTemplate(),
): Promise<RunningApp> {
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'signalhand-e2e-'));
  if (template && readdirSync(dataDir).length === 0) {
    cpSync(template, dataDir, { recursive: true });
  }
  const server = await startServer({ ...env, DATA_DIR: dataDir }, entry);
  return {
    url: server.url,
    dataDir,
    pid: server.pid,
    healthyAfterMs: server.healthyAfterMs,
    stop: async () => {
      await server.stop();
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
