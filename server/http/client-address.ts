import { isIP } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import proxyAddr from 'proxy-addr';

/**
 * Which peers are reverse proxies whose `X-Forwarded-For` is believed (`TRUST_PROXY`): none
 * (off), the nearest `n` hops, or the proxies' addresses and CIDR ranges (`loopback`,
 * `linklocal` and `uniquelocal` name the usual private ranges).
 */
export type TrustProxy = false | number | readonly string[];

/**
 * `TRUST_PROXY`'s text: a hop count (`1`, `2`...) or a comma list of addresses and ranges.
 * Throws saying what is wrong, for the configuration's message.
 */
export function parseTrustProxy(text: string): TrustProxy {
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1) throw new Error('a hop count is 1 or more (leave it unset to trust no proxy)');
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) throw new Error('name at least one proxy address');
  try {
    proxyAddr.compile(entries);
  } catch (error) {
    throw new Error(
      `${(error as Error).message}: give a hop count or proxy addresses and CIDR ranges`,
    );
  }
  return entries;
}

export type ClientAddresses = {
  /**
   * The client's network address, which per-address limits count by and logs name: the
   * socket's peer, or behind trusted proxies the address the nearest untrusted hop had.
   */
  clientAddress(c: Context): string;
  /** Whether the request came straight from a trusted proxy (whose headers are believed). */
  fromTrustedProxy(c: Context): boolean;
};

/**
 * Without trust, `X-Forwarded-For` is ignored: anyone can write it. With trust, proxy-addr walks
 * the header from the nearest hop back while each hop is trusted, the Express way.
 */
export function clientAddresses(trust: TrustProxy): ClientAddresses {
  const trusted =
    trust === false
      ? undefined
      : typeof trust === 'number'
        ? (_address: string, hop: number) => hop < trust
        : proxyAddr.compile([...trust]);
  return {
    clientAddress(c) {
      const incoming = incomingOf(c);
      const peer = incoming?.socket.remoteAddress;
      if (!incoming || !peer) return 'unknown';
      if (!trusted) return peer;
      // Only a hop count larger than the real chain reaches a text the client wrote itself.
      const forwarded = proxyAddr(incoming, trusted);
      return isIP(forwarded) ? forwarded : peer;
    },
    fromTrustedProxy(c) {
      const peer = incomingOf(c)?.socket.remoteAddress;
      return peer !== undefined && (trusted?.(peer, 0) ?? false);
    },
  };
}

/** The Node request, absent for requests made in-process (`app.request` in tests). */
function incomingOf(c: Context): HttpBindings['incoming'] | undefined {
  return (c.env as Partial<HttpBindings> | undefined)?.incoming;
}
