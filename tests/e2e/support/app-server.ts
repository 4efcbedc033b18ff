import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
 * Starts the built app the way `npm start` serves it (the server entry over `dist/`), on a free
 * port with its own temporary data folder on the embedded database, and waits until its health
 * check answers. `env` adds or overrides configuration for one suite (a short session, a mail
 * sink...).
 */
export async function startApp(
  env: Record<string, string> = {},
  entry?: ServerEntry,
): Promise<RunningApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'signalhand-e2e-'));
  const server = await startServer({ DATA_DIR: dataDir, ...env }, entry);
  return {
    url: server.url,
    dataDir,
    pid: server.pid,
    healthyAfterMs: server.healthyAfterMs,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
