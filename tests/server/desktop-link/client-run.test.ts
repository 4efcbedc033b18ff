import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type DeviceList, endpoints } from '../../../src/services/contract';
import { runDesktop } from '../../../tools/desktop-client/commands';
import { writeStored } from '../../../tools/desktop-client/device-store';
import { fetchJwks } from '../../../tools/desktop-client/link';
import { bearer, call, signUp, type TestApp } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { buildTestApp, testSettings } from '../support/test-app';
import { activatedDevice, clientOver, resetDesktopLink } from './support';

const TICK_MS = 40;

/** Issue 36, point 3: the reference client's `run` obeys the emergency stop. */
describe.each(databaseKinds)('the reference client runs on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetDesktopLink });

  /** A signed-in client folder over the app, and a `run` that can be watched and ended. */
  async function signedInClient(app: TestApp) {
    const { authToken } = await signUp(app, 'ada@example.com');
    const { deviceToken, license } = await activatedDevice(app, authToken);
    const client = clientOver(app);
    const dir = mkdtempSync(join(tmpdir(), 'signalhand-run-'));
    await writeStored(dir, {
      server: testSettings.publicUrl,
      deviceToken,
      license,
      jwks: await fetchJwks(client),
    });
    const lines: string[] = [];
    const end = new AbortController();
    const command = (name: string, extra: string[] = []) =>
      runDesktop(
        [name, '--server', testSettings.publicUrl, '--dir', dir, ...extra],
        { out: (line) => lines.push(line), err: (line) => lines.push(line) },
        // The app's fetch, real waits (the ticks and the long poll are real time).
        { fetch: client.fetch, now: client.now, env: {}, signal: end.signal },
      );
    const run = (extra: string[] = []) => command('run', ['--tick-ms', String(TICK_MS), ...extra]);
    const press = async (action: 'stop' | 'resume') =>
      expect(
        (await call(app, 'POST', `${endpoints.devices}/${action}`, undefined, bearer(authToken)))
          .status,
      ).toBe(200);
    return { authToken, lines, run, command, press, end };
  }

  /** Waits until a line matches, and answers how long that took. */
  async function lineMatching(lines: string[], pattern: RegExp, from = 0, withinMs = 5_000) {
    const started = Date.now();
    while (!lines.slice(from).some((line) => pattern.test(line))) {
      if (Date.now() - started > withinMs)
        throw new Error(`no line ${pattern} in ${lines.join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return Date.now() - started;
  }

  const ticksIn = (lines: string[]) => lines.filter((line) => /^Tick \d+: trading\.$/.test(line));

  it('ticks, stops within a second of the stop, and carries on when resumed', async () => {
    const app = buildTestApp(database, {
      settings: { ...testSettings, deviceStatusWaitMs: 5_000 },
    });
    const client = await signedInClient(app);
    const running = client.run();
    await lineMatching(client.lines, /^Tick 3: trading\.$/);

    const before = client.lines.length;
    await client.press('stop');
    expect(await lineMatching(client.lines, /^EMERGENCY STOP/, before)).toBeLessThan(1_000);
    // Stopped: no tick after the stop's line, however long it stays stopped.
    const stoppedAt = client.lines.findIndex((line) => /^EMERGENCY STOP/.test(line));
    await new Promise((resolve) => setTimeout(resolve, TICK_MS * 5));
    expect(ticksIn(client.lines.slice(stoppedAt))).toEqual([]);

    const beforeResume = client.lines.length;
    await client.press('resume');
    await lineMatching(client.lines, /^Trading resumed\.$/, beforeResume);
    const ticksBefore = ticksIn(client.lines).length;
    await lineMatching(client.lines, new RegExp(`^Tick ${ticksBefore + 2}: trading\\.$`));

    client.end.abort();
    expect(await running).toBe(0);
  });

  it('starts stopped when its license says so, and ends after --ticks once resumed', async () => {
    const app = buildTestApp(database, {
      settings: { ...testSettings, deviceStatusWaitMs: 5_000 },
    });
    const client = await signedInClient(app);
    await client.press('stop');
    // A fresh license carries the stop: the loop starts stopped before the server is asked.
    expect(await client.command('license')).toBe(0);
    const running = client.run(['--ticks', '2']);
    await lineMatching(client.lines, /^Trading is stopped \(emergency stop, from the license\)/);
    await new Promise((resolve) => setTimeout(resolve, TICK_MS * 3));
    expect(ticksIn(client.lines)).toEqual([]);
    await client.press('resume');
    expect(await running).toBe(0);
    expect(ticksIn(client.lines)).toEqual(['Tick 1: trading.', 'Tick 2: trading.']);
  });

  it('ends with 1 when the device is signed out while it runs', async () => {
    const app = buildTestApp(database, {
      settings: { ...testSettings, deviceStatusWaitMs: 300 },
    });
    const client = await signedInClient(app);
    const running = client.run();
    await lineMatching(client.lines, /^Tick 1: trading\.$/);
    const list = (await call(app, 'GET', endpoints.devices, undefined, bearer(client.authToken)))
      .body as unknown as DeviceList;
    await call(
      app,
      'DELETE',
      `${endpoints.devices}/${list.devices[0]?.id}`,
      undefined,
      bearer(client.authToken),
    );
    expect(await running).toBe(1);
    expect(client.lines.at(-1)).toMatch(/signed out/);
  });
});
