import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './support/ports';

/**
 * Runs the real server entry with no payment provider until it logs that it listens (then
 * stops it) or exits by itself; answers what it printed and how it ended.
 */
async function startWithoutStripe(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'signalhand-guard-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      ALLOW_TEST_CHECKOUT: '',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const read = (chunk: Buffer) => {
    output += chunk;
    if (output.includes('"message":"listening"')) child.kill('SIGTERM');
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exitCode = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  return { output, exitCode };
}

// A fresh embedded database is migrated before the server listens: seconds on a quiet machine,
// a minute on a busy one.
describe('the free test checkout, at start', { timeout: 120_000 }, () => {
  it('is refused on an https site unless ALLOW_TEST_CHECKOUT=true says so', async () => {
    const refused = await startWithoutStripe({ PUBLIC_URL: 'https://shop.example.com' });
    expect(refused.exitCode).not.toBe(0);
    expect(refused.output).toContain('ALLOW_TEST_CHECKOUT=true');
    expect(refused.output).not.toContain('"message":"listening"');
  });

  it('is announced with a warning whenever it runs', async () => {
    const allowed = await startWithoutStripe({
      PUBLIC_URL: 'https://shop.example.com',
      ALLOW_TEST_CHECKOUT: 'true',
    });
    const warning = allowed.output
      .split('\n')
      .find((line) => line.includes('payments go through the built-in TEST checkout'));
    expect(JSON.parse(warning ?? '{}')).toMatchObject({ severity: 'warn' });
    expect(allowed.output).toContain('"message":"listening"');
  });
});
