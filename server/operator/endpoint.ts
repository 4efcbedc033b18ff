import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { type OperatorCommandName, operatorCommands } from '../cli/commands';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { ApiError } from '../http/errors';
import { listenHttp } from '../http/node-server';
import { jsonBody, validInput } from '../http/validation';
import type { Logger } from '../logger';
import { OPERATOR_PATHS, removeAccess, writeAccess } from './access';

/** What `server/operator/client.ts` sends: the command's name in the path, its arguments here. */
const CommandParamsSchema = v.object({
  name: v.picklist(Object.keys(operatorCommands) as OperatorCommandName[]),
});
const CommandSchema = v.object({
  args: v.pipe(v.array(v.pipe(v.string(), v.maxLength(4096))), v.maxLength(16)),
  cwd: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
});

/** Whatever is wrong with a command, the operator's client hears the same. */
const unknownCommand = () => new ApiError(400, 'Unknown command');

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * While the server holds the embedded database, operator commands (`npm run admin`,
 * `npm run catalog`, `npm run db:backup`) run through it rather than open the folder a second
 * time. It listens on 127.0.0.1 only, on a port of its own (never on the public one, where a
 * local reverse proxy's requests also come from 127.0.0.1), and answers only callers with the
 * token from `DATA_DIR/operator.json`.
 */
export async function startOperatorEndpoint(options: {
  dataDir: string;
  database: DatabaseHandle;
  logger: Logger;
  timeouts: Config['timeouts'];
}) {
  const { dataDir, database, logger } = options;
  const token = randomBytes(32).toString('base64url');
  const expected = digest(`Bearer ${token}`);

  const app = new Hono();
  app.use('*', async (c, next) => {
    if (!timingSafeEqual(digest(c.req.header('authorization') ?? ''), expected)) {
      return c.json({ message: 'Unauthorized' }, 401);
    }
    await next();
  });
  app.post(
    OPERATOR_PATHS.command,
    validInput('param', CommandParamsSchema, unknownCommand),
    jsonBody(CommandSchema, unknownCommand),
    async (c) => {
      const { name } = c.req.valid('param');
      const { args, cwd } = c.req.valid('json');
      const out: string[] = [];
      const err: string[] = [];
      const io = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) };
      const code = await operatorCommands[name](database.db, args, io, cwd);
      logger.info('operator command', { command: [name, args[0]].join(' '), exitCode: code });
      return c.json({ code, out, err });
    },
  );
  app.get(OPERATOR_PATHS.snapshot, async () => {
    if (!database.snapshot) throw new Error('this database has no snapshot');
    const snapshot = await database.snapshot();
    logger.info('operator backup', { bytes: snapshot.size });
    return new Response(snapshot.stream(), {
      headers: { 'content-type': 'application/gzip', 'content-length': String(snapshot.size) },
    });
  });
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json({ message: error.message }, error.status);
    logger.error('operator command failed', { path: c.req.path, error });
    return c.json({ message: error.message }, 500);
  });

  const server = await listenHttp({
    fetch: app.fetch,
    host: '127.0.0.1',
    port: 0,
    timeouts: options.timeouts,
    logger,
  });
  writeAccess(dataDir, {
    pid: process.pid,
    url: `http://127.0.0.1:${server.address.port}`,
    token,
  });
  return {
    async stop(timeoutMs: number) {
      removeAccess(dataDir, token);
      await server.drain(timeoutMs);
    },
  };
}
