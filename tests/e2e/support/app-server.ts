import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/support/server-process';

export { freePort } from '../../server/support/ports';

export type RunningApp = { url: string; stop(): Promise<void> };

/**
 * Starts the built app the way `npm start` serves it (the server entry over `dist/`), on a free
 * port with its own temporary data folder on the embedded database, and waits until its health
 * check answers. `env` adds or overrides configuration for one suite (a short session, a mail
 * sink...).
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'signalhand-e2e-'));
  const server = await startServer({ DATA_DIR: dataDir, ...env });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
