import { createConnection, createServer, type Socket } from 'node:net';

/**
 * A TCP relay to `target` on 127.0.0.1, which a test can cut to play a network outage: the
 * open connections drop and new ones are refused.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return {
    port: address.port,
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
