import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { type DeviceList, endpoints } from '../../../src/services/contract';
import { runDesktop } from '../../../tools/desktop-client/commands';
import { readStored, writeStored } from '../../../tools/desktop-client/device-store';
import { fetchJwks } from '../../../tools/desktop-client/link';
import { bearer, call, signUp, type TestApp } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { buildTestApp, testSettings } from '../support/test-app';
import { activatedDevice, clientOver, resetDesktopLink } from './support';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Issue 32, point 2: licenses live a day, so the reference client renews its license well
 * before it ends, and works offline on the one it holds until then.
 */
describe.each(databaseKinds)('the reference client keeps its license on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: resetDesktopLink });

  /** A signed-in client folder, and `status` runs that count the license calls they make. */
  async function signedInClient(app: TestApp) {
    const { authToken } = await signUp(app, 'ada@example.com');
    const { deviceToken, license } = await activatedDevice(app, authToken);
    const client = clientOver(app);
    const dir = mkdtempSync(join(tmpdir(), 'signalhand-renewal-'));
    await writeStored(dir, {
      server: testSettings.publicUrl,
      deviceToken,
      license,
      jwks: await fetchJwks(client),
    });
    let online = true;
    let licenseCalls = 0;
    const fetch: typeof globalThis.fetch = async (input, init) => {
      if (!online) throw new TypeError('fetch failed');
      if (String(input).endsWith(endpoints.device.license)) licenseCalls += 1;
      return client.fetch?.(input, init) ?? Promise.reject(new Error('no fetch'));
    };
    const status = async () => {
      const lines: string[] = [];
      const io = {
        out: (line: string) => lines.push(line),
        err: (line: string) => lines.push(line),
      };
      const code = await runDesktop(
        ['status', '--server', testSettings.publicUrl, '--dir', dir],
        io,
        {
          fetch,
          now: client.now,
          env: {},
        },
      );
      return { code, text: lines.join('\n') };
    };
    return {
      authToken,
      dir,
      status,
      setOnline: (value: boolean) => {
        online = value;
      },
      licenseCalls: () => licenseCalls,
      storedExp: async () => decodeJwt((await readStored(dir))?.license ?? '').exp ?? 0,
    };
  }

  it('uses the license it holds offline, and renews it once half its life has passed', async () => {
    const app = buildTestApp(database);
    const client = await signedInClient(app);
    const firstExp = await client.storedExp();

    const fresh = await client.status();
    expect(fresh.code).toBe(0);
    expect(fresh.text).toMatch(/^License: plan trial, valid until /);
    expect(client.licenseCalls()).toBe(0);

    app.clock.advance(13 * HOUR_MS);
    const renewed = await client.status();
    expect(renewed.code).toBe(0);
    expect(client.licenseCalls()).toBe(1);
    expect(await client.storedExp()).toBeGreaterThan(firstExp);
  });

  it('works offline until the license ends, then stops', async () => {
    const app = buildTestApp(database);
    const client = await signedInClient(app);
    client.setOnline(false);
    app.clock.advance(20 * HOUR_MS);
    const offline = await client.status();
    expect(offline.code).toBe(0);
    expect(offline.text).toContain('could not be reached');
    app.clock.advance(5 * HOUR_MS);
    const ended = await client.status();
    expect(ended.code).toBe(1);
    expect(ended.text).toContain('expired');
  });

  it('stops at once and forgets the license when the server says the device is signed out', async () => {
    const app = buildTestApp(database);
    const client = await signedInClient(app);
    const list = (await call(app, 'GET', endpoints.devices, undefined, bearer(client.authToken)))
      .body as unknown as DeviceList;
    await call(
      app,
      'DELETE',
      `${endpoints.devices}/${list.devices[0]?.id}`,
      undefined,
      bearer(client.authToken),
    );
    app.clock.advance(13 * HOUR_MS);
    const signedOut = await client.status();
    expect(signedOut.code).toBe(1);
    expect(signedOut.text).toContain('signed out');
    expect(await readStored(client.dir)).toBeNull();
  });
});
