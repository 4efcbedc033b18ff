import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { AppSettings } from '../../../server/app';
import type { DatabaseHandle } from '../../../server/db/client';
import { createLogger } from '../../../server/logger';
import { buildTestApp, testSettings } from './test-app';

/**
 * The test app behind a real socket on 127.0.0.1, with the client address the server itself
 * works out (not the test header), and its log lines kept: for what depends on who connects.
 */
export async function startLiveApp(database: DatabaseHandle, settings: Partial<AppSettings> = {}) {
  const lines: Array<Record<string, unknown>> = [];
  const app = buildTestApp(database, {
    clientAddress: undefined,
    logger: createLogger('info', (_severity, line) => void lines.push(JSON.parse(line))),
    settings: { ...testSettings, ...settings },
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;

  /**
   * A GET from `from` (any 127.x address: all of them reach this machine's loopback), so a test
   * can play a trusted proxy on 127.0.0.1 and an untrusted peer on 127.0.0.2.
   */
  const get = (path: string, headers: Record<string, string> = {}, from = '127.0.0.1') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
      (resolve, reject) => {
        const outgoing = httpRequest(
          { host: '127.0.0.1', port, path, headers, localAddress: from, agent: false },
          (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers }),
            );
          },
        );
        outgoing.on('error', reject);
        outgoing.end();
      },
    );

  /** The access-log lines written so far. */
  const accessLog = () => lines.filter((line) => line.message === 'request');

  return {
    app,
    get,
    accessLog,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
