import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthSchema } from '../../src/services/contract';
import { expectContract } from './support/contract-answers';
import { type ServerProcess, startServer } from './support/server-process';

/**
 * `npm run build:server` and what `npm run serve` runs: plain JavaScript started by `node`,
 * with no TypeScript loader, which still finds its migrations and answers its health check.
 */
describe('the built server', () => {
  const folder = mkdtempSync(join(tmpdir(), 'built-server-'));
  // Inside the project, as dist-server/ is: the bundle imports its packages from node_modules.
  mkdirSync('test-results', { recursive: true });
  const out = resolve(mkdtempSync(join('test-results', 'built-server-')));
  let server: ServerProcess | undefined;

  beforeAll(() => {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts', '--outdir', out]);
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  });

  it('is one module with its migrations and the AI prompt beside it, npm packages left out', () => {
    expect(existsSync(join(out, 'migrations', 'meta', '_journal.json'))).toBe(true);
    expect(existsSync(join(out, 'system-prompt.md'))).toBe(true);
    const code = readFileSync(join(out, 'main.js'), 'utf8');
    expect(code).toMatch(/^import .* from "hono";$/m);
    expect(code).not.toMatch(/\btsx\b/);
  });

  it('starts with node alone on a new embedded database and answers its health check', async () => {
    server = await startServer(
      { DATA_DIR: join(folder, 'data'), STATIC_DIR: join(folder, 'no-site') },
      { kind: 'build', folder: out },
    );
    const commandLine = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0');
    expect(commandLine.slice(1, -1)).toEqual([join(out, 'main.js')]);
    const answer = await fetch(`${server.url}/api/health`);
    expect(answer.status).toBe(200);
    expect(expectContract(await answer.json(), HealthSchema)).toEqual({
      status: 'ok',
      database: 'pglite',
    });
    // Creating the embedded database (initdb) is most of this start on a busy machine.
  }, 120_000);
});
