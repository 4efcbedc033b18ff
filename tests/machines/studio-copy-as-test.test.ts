import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { machineData } from '../../scripts/studio/flows-data';
import { copyAsTest } from '../../src/studio/model/copy-as-test';
import { stateText } from '../../src/studio/model/path-steps';

/**
 * "Copy as a test" in the flows studio gives a test that passes once saved in tests/machines/:
 * a sign-up path the studio lists (from the same data it shows) is copied, written to a
 * temporary file there and run by vitest in a process of its own.
 */
it('a path copied from the studio runs green as a test file in tests/machines/', async () => {
  const data = machineData('signupWizard');
  const path = data.paths.find((candidate) => {
    const last = candidate.steps.at(-1);
    return (
      candidate.kind === 'shortest' &&
      last &&
      stateText(data.values[last[1]] ?? null) === 'Registered'
    );
  });
  if (!path) throw new Error('the sign-up wizard has no path to Registered');
  const steps = path.steps.map(([event, value]) => ({
    event: data.events[event] ?? null,
    value: data.values[value] ?? null,
  }));
  const file = `tests/machines/studio-copied-${process.pid}.test.ts`;
  writeFileSync(file, copyAsTest('signupWizard', path.kind, steps));
  try {
    const { stdout } = await promisify(execFile)(
      'npx',
      ['vitest', 'run', '--project', 'unit', file],
      { encoding: 'utf8', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } },
    );
    expect(stdout).toMatch(/1 passed/);
  } finally {
    rmSync(file, { force: true });
  }
}, 120_000);
