import { afterEach, describe, expect, it } from 'vitest';
import type { AppSettings } from '../../server/app';
import { ConfigError, loadConfig } from '../../server/config';
import { rules } from '../../server/domain/limits';
import { paths } from './support/auth';
import { databaseKinds, suiteDatabase } from './support/databases';
import { startLiveApp } from './support/live-app';

const LOOKUPS = rules.emailChecksPerAddress.limit;
/** What a proxy on 127.0.0.1 adds for the client it serves. */
const forwardedFor = (client: string) => ({ 'x-forwarded-for': client });

describe('TRUST_PROXY in the configuration', () => {
  it('is off unless set, and reads a hop count or a list of addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
      'loopback',
    ]);
  });

  it.each([
    ['true', /TRUST_PROXY: invalid IP address: true/],
    ['0', /TRUST_PROXY: a hop count is 1 or more/],
    ['10.0.0.300', /TRUST_PROXY: invalid IP address/],
    ['10.0.0.0/40', /TRUST_PROXY: invalid range on address/],
    [',', /TRUST_PROXY: name at least one proxy address/],
  ])('refuses %s, naming the variable', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });
});

/**
 * A real socket, so the peer address is real: 127.0.0.1 plays the reverse proxy, 127.0.0.2 a
 * client that reaches the server directly and writes its own `X-Forwarded-For`.
 */
describe.each(databaseKinds)('the client address behind a proxy on %s', (kind) => {
  const database = suiteDatabase(kind);
  let live: Awaited<ReturnType<typeof startLiveApp>> | undefined;
  afterEach(async () => {
    await live?.close();
    live = undefined;
  });

  async function start(settings: Partial<AppSettings> = {}) {
    live = await startLiveApp(database, settings);
    return live;
  }

  /** Spends one address's e-mail checks, then tries once more. */
  async function exhaust(
    server: Awaited<ReturnType<typeof startLiveApp>>,
    headers: (index: number) => Record<string, string>,
    from = '127.0.0.1',
  ) {
    for (let index = 0; index < LOOKUPS; index += 1) {
      expect(
        (await server.get(paths.exists(`n${index}@example.com`), headers(index), from)).status,
      ).toBe(200);
    }
  }

  it('off by default: X-Forwarded-For is ignored, so a spoofed one escapes no limit', async () => {
    const server = await start();
    await exhaust(server, (index) => forwardedFor(`198.51.100.${index}`));
    const spoofed = await server.get(paths.exists('x@example.com'), forwardedFor('198.51.100.200'));
    expect(spoofed.status).toBe(429);
    expect(server.accessLog().map((line) => line.client)).toEqual(
      Array(LOOKUPS + 1).fill('127.0.0.1'),
    );
  });

  it('with a hop count, limits and logs go by the address the proxy forwarded', async () => {
    const server = await start({ trustProxy: 1 });
    await exhaust(server, () => forwardedFor('198.51.100.1'));
    const same = await server.get(paths.exists('x@example.com'), forwardedFor('198.51.100.1'));
    expect(same.status).toBe(429);
    // One attacker behind the proxy no longer locks everyone else out.
    const other = await server.get(paths.exists('x@example.com'), forwardedFor('198.51.100.2'));
    expect(other.status).toBe(200);
    // A client's own entries stand left of what the proxy appended; one hop reads the last.
    const chained = await server.get(paths.exists('y@example.com'), {
      'x-forwarded-for': '203.0.113.66, 198.51.100.3',
    });
    expect(chained.status).toBe(200);
    expect(
      server
        .accessLog()
        .slice(-3)
        .map((line) => line.client),
    ).toEqual(['198.51.100.1', '198.51.100.2', '198.51.100.3']);
  });

  it('with a list of proxies, believes only them: a peer outside it is its own address', async () => {
    const server = await start({ trustProxy: ['127.0.0.1'] });
    const viaProxy = await server.get(paths.exists('a@example.com'), forwardedFor('198.51.100.4'));
    expect(viaProxy.status).toBe(200);
    await exhaust(server, (index) => forwardedFor(`198.51.100.${index}`), '127.0.0.2');
    const spoofed = await server.get(
      paths.exists('b@example.com'),
      forwardedFor('198.51.100.250'),
      '127.0.0.2',
    );
    expect(spoofed.status).toBe(429);
    // The proxy's clients are not touched by the direct client's exhausted limit.
    expect(
      (await server.get(paths.exists('c@example.com'), forwardedFor('198.51.100.5'))).status,
    ).toBe(200);
    const clients = server.accessLog().map((line) => line.client);
    expect(clients[0]).toBe('198.51.100.4');
    expect(clients.slice(1, -1)).toEqual(Array(LOOKUPS + 1).fill('127.0.0.2'));
    expect(clients.at(-1)).toBe('198.51.100.5');
  });

  it('takes a request id only from a trusted proxy, and only a short, safe one', async () => {
    const server = await start({ trustProxy: ['127.0.0.1'] });
    const idOf = async (requestId: string, from = '127.0.0.1') =>
      (await server.get('/api/health', { 'x-request-id': requestId }, from)).headers[
        'x-request-id'
      ];
    expect(await idOf('proxy-7f3a.1:9=')).toBe('proxy-7f3a.1:9=');
    for (const unsafe of ['a'.repeat(65), 'two words', '<script>', 'id"quote', 'é']) {
      expect(await idOf(unsafe)).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(await idOf('spoofed-by-client', '127.0.0.2')).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.accessLog().map((line) => line.requestId)[0]).toBe('proxy-7f3a.1:9=');
  });
});
