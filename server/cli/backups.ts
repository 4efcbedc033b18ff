import { existsSync, openAsBlob } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DataDirNotEmptyError, openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { type CliBody, onDatabaseOrServer } from './run';

export const BACKUP_USAGE = 'Usage: npm run db:backup -- [file.tar.gz]';
export const RESTORE_USAGE = 'Usage: npm run db:restore -- <file.tar.gz>';

/** PostgreSQL has tools of its own for this; the README shows them. */
const POSTGRES_TOOLS =
  'DATABASE_URL is set, so the database is PostgreSQL: use its own tools, ' +
  'pg_dump --format=custom and pg_restore (see "Backups" in the README).';

/** `backup-2026-03-01T120000Z.tar.gz`, in the current folder. */
const defaultBackupName = () =>
  `backup-${new Date().toISOString().replace(/[-:]|\.\d+/g, '')}.tar.gz`;

/**
 * `npm run db:backup -- [file]`: a snapshot of the embedded database into a new file, taken by
 * the running server when there is one (it goes on serving), else from the folder itself.
 */
export const runBackupCommand: CliBody = async (config, args, io) => {
  if (args.length > 1) {
    io.err(BACKUP_USAGE);
    return 2;
  }
  if (config.databaseUrl) {
    io.err(POSTGRES_TOOLS);
    return 2;
  }
  const file = resolve(args[0] ?? defaultBackupName());
  if (existsSync(file)) {
    io.err(`${file} exists already; name a new file.`);
    return 1;
  }
  const snapshot = await onDatabaseOrServer(config, 'npm run db:backup', {
    database: async (handle) => {
      if (!handle.snapshot) throw new Error('this database has no snapshot');
      return handle.snapshot();
    },
    server: (server) => server.snapshot(),
  });
  // Written under another name first: a file with the backup's name is always a whole one.
  const draft = `${file}.partial`;
  try {
    await writeFile(draft, Buffer.from(await snapshot.arrayBuffer()), { flag: 'wx' });
    await rename(draft, file);
  } catch (error) {
    await rm(draft, { force: true });
    throw error;
  }
  io.out(`Backed up ${config.dataDir} to ${file} (${megabytes(snapshot.size)}).`);
  io.out(`Restore it into an empty DATA_DIR with: npm run db:restore -- ${file}`);
  return 0;
};

/**
 * `npm run db:restore -- <file>`: loads a backup into `DATA_DIR`, which must hold no database
 * (nothing is overwritten), with the server stopped. The restored database is migrated as at a
 * server's start.
 */
export const runRestoreCommand: CliBody = async (config, args, io) => {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) {
    io.err(RESTORE_USAGE);
    return 2;
  }
  if (config.databaseUrl) {
    io.err(POSTGRES_TOOLS);
    return 2;
  }
  let backup: Blob;
  try {
    backup = await openAsBlob(resolve(file));
  } catch (error) {
    io.err(`Cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  try {
    const restored = await openDatabase({
      kind: 'pglite',
      dataDir: config.dataDir,
      holder: 'npm run db:restore',
      loadDataDir: backup,
    });
    await restored.close();
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      io.err(`${error.message} Stop the server first: a restore replaces the whole database.`);
      return 1;
    }
    if (error instanceof DataDirNotEmptyError) {
      io.err(
        `Nothing changed: ${error.message} Stop the server, move the folder aside ` +
          `(mv ${config.dataDir} ${config.dataDir}-old), then restore again.`,
      );
      return 1;
    }
    io.err(`Nothing changed: ${file} is not a backup this command made (${String(error)}).`);
    return 1;
  }
  io.out(`Restored ${file} into ${config.dataDir}. Start the server as usual.`);
  return 0;
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
