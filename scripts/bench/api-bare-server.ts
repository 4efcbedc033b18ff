import { createServer } from 'node:http';

/**
 * The baseline of the health check: a bare `node:http` server answering, to every request, the
 * bytes and headers the real health check answers (given as JSON in argv). What the app does on
 * top of this (routing, middlewares, the database ping) is what the ratio measures.
 */
const { headers, body } = JSON.parse(process.argv[2] ?? '{}') as {
  headers: Record<string, string>;
  body: string;
};
const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  // The parent reads the port from this line.
  if (typeof address === 'object' && address) process.stdout.write(`${address.port}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
