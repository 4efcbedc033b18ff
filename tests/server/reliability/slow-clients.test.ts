import { rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../support/server-process';
import { newDataDir } from '../support/server-storage';

/** Short limits, so each case is over in seconds; the defaults (README) are 10 s, 30 s, 5 s. */
const TIMEOUTS = { headers: 1_000, request: 2_000, keepAlive: 1_000 };
/** The slow client would go on for 90 s; the test gives up on the server after this. */
const PATIENCE_MS = 10_000;

type Cut = { afterMs: number; answer: string };

/**
 * Opens a raw connection, writes `first`, then one more byte of `drip` every `everyMs` for as
 * long as the server keeps the connection; answers when (and with what) the server ended it.
 */
function trickle(port: number, first: string, drip: string, everyMs: number): Promise<Cut> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(first));
    let answer = '';
    let sent = 0;
    const dripping = setInterval(() => {
      if (sent < drip.length && socket.writable) socket.write(drip[sent++] ?? '');
    }, everyMs);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still connected after ${PATIENCE_MS} ms, ${sent} bytes later`));
    }, PATIENCE_MS);
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(dripping);
      clearTimeout(giveUp);
      resolve({ afterMs: Date.now() - started, answer });
    });
  });
}

describe('slow clients', () => {
  let dataDir: string;
  let server: ServerProcess;
  let port: number;

  beforeAll(async () => {
    dataDir = newDataDir('signalhand-slow-');
    server = await startServer({
      DATA_DIR: dataDir,
      HEADERS_TIMEOUT_MS: String(TIMEOUTS.headers),
      REQUEST_TIMEOUT_MS: String(TIMEOUTS.request),
      KEEP_ALIVE_TIMEOUT_MS: String(TIMEOUTS.keepAlive),
    });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('cuts off a body sent a byte a second (90 s worth) at the request timeout', async () => {
    const body = JSON.stringify({ username: 'ada@example.com', password: 'x'.repeat(60) });
    const cut = await trickle(
      port,
      'POST /api/v2/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
      1_000,
    );
    expect(body.length).toBeGreaterThanOrEqual(90);
    expect(cut.afterMs).toBeGreaterThanOrEqual(TIMEOUTS.request - 100);
    // Node checks its timeouts every second: within two of the limit.
    expect(cut.afterMs).toBeLessThan(TIMEOUTS.request + 2_500);
    expect(cut.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts off headers sent a line at a time at the headers timeout', async () => {
    const cut = await trickle(
      port,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      'X-Slow: a\r\n'.repeat(20),
      250,
    );
    expect(cut.afterMs).toBeLessThan(TIMEOUTS.headers + 2_500);
    expect(cut.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a kept-alive connection left idle after its answer', async () => {
    const cut = await trickle(
      port,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
      '',
      1_000,
    );
    expect(cut.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(cut.afterMs).toBeLessThan(TIMEOUTS.keepAlive + 1_500);
  });

  it('still serves a request that arrives at a normal pace', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
