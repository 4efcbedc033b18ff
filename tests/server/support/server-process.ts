import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { inject } from 'vitest';
import { freePort } from './ports';

export type ServerProcess = {
  url: string;
  pid: number;
  /** From the spawn to the first healthy answer (polled every 50 ms). */
  healthyAfterMs: number;
  /** SIGKILL: the process dies at once, in the middle of whatever it was doing. */
  kill(): Promise<void>;
  /** SIGTERM: the server's own shutdown (connections closed, database closed). */
  stop(): Promise<void>;
  /** Sends a signal and returns at once; `exited` says when and how the process ended. */
  signal(name: NodeJS.Signals): void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it wrote so far. */
  output(): string;
};

/**
 * The server's TypeScript sources through tsx (the tests: no build to keep up to date), or the
 * JavaScript `npm run build:server` writes into that folder (what `npm run serve` runs).
 */
export type ServerEntry = { kind: 'source' } | { kind: 'build'; folder: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server built for the run by the suite's global setup (server-build.ts). */
    serverEntry: ServerEntry;
  }
}

/** In a suite that built the server, that build; elsewhere (the benchmarks' own), the sources. */
const defaultEntry = (): ServerEntry =>
  (process.env.VITEST ? inject('serverEntry') : undefined) ?? { kind: 'source' };

/**
 * Runs the real server entry as a child process on 127.0.0.1 and a free port, and waits until
 * its health check answers. `env` chooses the storage (`DATA_DIR` or `DATABASE_URL`), Redis, the
 * mail sink...; the shell's own database and Redis are not inherited.
 */
export async function startServer(
  env: Record<string, string>,
  entry: ServerEntry = defaultEntry(),
): Promise<ServerProcess> {
  // A suite may choose the port (to name the site by it in PUBLIC_URL beforehand).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Node itself with tsx's loader, not the `tsx` command: that one runs the server in a child
  // process of its own, which a SIGKILL of the command would leave running.
  const args =
    entry.kind === 'source'
      ? ['--import', 'tsx', 'server/main.ts']
      : [join(entry.folder, 'main.js')];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for the error when the server does not start.
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  const spawnedAt = performance.now();
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await signal('SIGKILL');
    throw new Error(`The server did not start: ${String(error)}\n${output}`);
  }
  return {
    url,
    pid: child.pid ?? 0,
    healthyAfterMs: performance.now() - spawnedAt,
    kill: () => signal('SIGKILL'),
    stop: async () => {
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await signal('SIGTERM');
      clearTimeout(force);
    },
    signal: (name) => child.kill(name),
    exited,
    output: () => output,
  };
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no healthy answer within 60 s');
}
