import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import type { Output } from './commands';

/**
 * Runs an operator command against the configured database (`DATABASE_URL`, else the embedded
 * one under `DATA_DIR`, which only one process can open: stop the server first).
 */
export async function runOperatorCommand(
  command: (db: Database, args: string[], io: Output) => Promise<number>,
) {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  let code = 1;
  try {
    code = await command(database.db, process.argv.slice(2), {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await database.close();
  }
  process.exit(code);
}
