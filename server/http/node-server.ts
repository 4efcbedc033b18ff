import { once } from 'node:events';
import type { Server, ServerResponse } from 'node:http';
import { type AddressInfo, Server as NetServer } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Config } from '../config';
import type { Logger } from '../logger';

/**
 * How often Node looks for requests past their header or request timeout. Its default, 30 s,
 * would let a slow client keep a connection up to 30 s longer than the timeout says.
 */
const TIMEOUT_CHECK_MS = 1_000;

export type HttpServer = {
  address: AddressInfo;
  /**
   * Stops taking connections and lets the requests under way finish, for `timeoutMs` at most
   * (then cuts them).
   */
  drain(timeoutMs: number): Promise<void>;
};

/**
 * The Node HTTP server for the app, listening once this resolves (it rejects when it cannot,
 * e.g. the port is taken). Slow clients cannot hold it: the headers, the whole request and an
 * idle kept-alive connection each have a time limit, after which Node closes the connection
 * (a 408 for a request that is late).
 */
export async function listenHttp(options: {
  fetch: (request: Request) => Response | Promise<Response>;
  host: string;
  port: number;
  timeouts: Config['timeouts'];
  logger: Logger;
}): Promise<HttpServer> {
  const { timeouts, logger } = options;
  // Without a `createServer` of its own, the adaptor makes a plain node:http server.
  const server = createAdaptorServer({
    fetch: options.fetch,
    hostname: options.host,
    serverOptions: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
  }) as Server;

  // Answers not yet sent, so a drain can tell their clients not to reuse the connection.
  const unanswered = new Set<ServerResponse>();
  let draining = false;
  server.on('request', (_request, response) => {
    if (draining) response.setHeader('connection', 'close');
    unanswered.add(response);
    response.once('close', () => unanswered.delete(response));
  });

  server.listen(options.port, options.host);
  await once(server, 'listening');
  return {
    address: server.address() as AddressInfo,
    async drain(timeoutMs) {
      draining = true;
      for (const response of unanswered) {
        if (!response.headersSent) response.setHeader('connection', 'close');
      }
      // Connections the kernel has already taken are accepted, and requests already sent are
      // read, on the next turns of the event loop: let them in before the door closes, or they
      // would be reset unanswered.
      for (let turn = 0; turn < 3; turn += 1) await new Promise(setImmediate);
      // net's close, not http's: http's also closes every connection that has no request yet at
      // this instant, even one whose request is on its way.
      const closed = new Promise((resolve) => NetServer.prototype.close.call(server, resolve));
      // Kept-alive connections between two requests would otherwise wait for their timeout.
      server.closeIdleConnections();
      const deadline = setTimeout(() => {
        logger.warn('requests still under way at the shutdown timeout are cut', {
          requests: unanswered.size,
        });
        server.closeAllConnections();
      }, timeoutMs);
      await closed;
      clearTimeout(deadline);
    },
  };
}
