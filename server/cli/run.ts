import { setTimeout as sleep } from 'node:timers/promises';
import { type Config, ConfigError, loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { readAccess } from '../operator/access';
import {
  OperatorCallError,
  type OperatorClient,
  operatorClient,
  ServerGoneError,
} from '../operator/client';
import { type OperatorCommandName, type Output, operatorCommands } from './commands';

/** How long a command waits for a server that is starting, or another command, to be done. */
const WAIT_FOR_HOLDER_MS = 20_000;
const RETRY_EVERY_MS = 250;

/** A command's body: the configuration, its arguments, where to write; answers the exit code. */
export type CliBody = (config: Config, args: string[], io: Output) => Promise<number>;

const consoleOutput: Output = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

/**
 * Runs an operator command and exits with its code. A bad configuration, or an embedded
 * database another process keeps, ends it with one line that says what to do, and nothing
 * changed.
 */
export async function runCli(body: CliBody): Promise<never> {
  let code: number;
  try {
    code = await body(loadConfig(), process.argv.slice(2), consoleOutput);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof OperatorCallError) {
      console.error(error.message);
    } else if (error instanceof DataDirInUseError) {
      console.error(
        `${error.message} Nothing changed: wait for it to finish, or stop it, and run the command again.`,
      );
    } else {
      throw error;
    }
    code = 1;
  }
  process.exit(code);
}

/** `npm run admin` and `npm run catalog`: on the database, or through the server that holds it. */
export const operatorCommand =
  (name: OperatorCommandName): CliBody =>
  (config, args, io) =>
    onDatabaseOrServer(config, `npm run ${name}`, {
      database: (handle) => operatorCommands[name](handle.db, args, io),
      server: (server) => server.run(name, args, process.cwd(), io),
    });

/**
 * Does an operator's work on the configured database. PostgreSQL (`DATABASE_URL`) serves any
 * number of processes: the work opens it directly. The embedded database opens in one process
 * only: when no other holds its folder, the work opens it (and holds it meanwhile); when the
 * server does, the work goes through the server's operator endpoint. A server still starting,
 * or another command, is waited for a little; then `DataDirInUseError`.
 */
export async function onDatabaseOrServer<T>(
  config: Config,
  holder: string,
  work: {
    database(handle: DatabaseHandle): Promise<T>;
    server(server: OperatorClient): Promise<T>;
  },
  waitMs = WAIT_FOR_HOLDER_MS,
): Promise<T> {
  if (config.databaseUrl) {
    return withDatabase(await openDatabase({ kind: 'postgres', url: config.databaseUrl }), work);
  }
  const deadline = Date.now() + waitMs;
  for (;;) {
    let handle: DatabaseHandle;
    try {
      handle = await openDatabase({ kind: 'pglite', dataDir: config.dataDir, holder });
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      const access = error.holder && readAccess(config.dataDir, error.holder.pid);
      if (access) {
        try {
          return await work.server(operatorClient(access));
        } catch (refused) {
          // Refused before it got the call: it is stopping; the folder is free in a moment.
          if (!(refused instanceof ServerGoneError)) throw refused;
        }
      }
      if (Date.now() >= deadline) throw error;
      await sleep(RETRY_EVERY_MS);
      continue;
    }
    return withDatabase(handle, work);
  }
}

async function withDatabase<T>(
  handle: DatabaseHandle,
  work: { database(handle: DatabaseHandle): Promise<T> },
): Promise<T> {
  try {
    return await work.database(handle);
  } finally {
    await handle.close();
  }
}
