import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const cliFolder = fileURLToPath(new URL('../../../server/cli/', import.meta.url));
const repository = fileURLToPath(new URL('../../../', import.meta.url));
const TIME_LIMIT_MS = 60_000;

export type CliResult = { code: number | null; stdout: string; stderr: string };

/**
 * Runs an operator command as `npm run` does (`server/cli/<script>` through tsx) in its own
 * process, in `cwd` (default: the repository), with `env` (the shell's database and Redis are
 * not inherited), and answers its exit code and output.
 */
export function runCliProcess(
  script: string,
  args: string[],
  options: { env: Record<string, string>; cwd?: string },
): Promise<CliResult> {
  const child = spawn(process.execPath, ['--import', tsxLoader, `${cliFolder}${script}`, ...args], {
    cwd: options.cwd ?? repository,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const limit = setTimeout(() => child.kill('SIGKILL'), TIME_LIMIT_MS);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(limit);
      resolve({ code, stdout, stderr });
    });
  });
}
