import { resolve } from 'node:path';
import { roles } from '../../src/services/contract';
import {
  applyCatalogueFile,
  type CatalogueAction,
  CatalogueError,
  listCatalogue,
} from '../domain/catalogue';
import { demoteAdmin, LAST_ADMIN_MESSAGE, setRole, unlockAccount } from '../domain/roles';
import { runLicenseKeysCommand } from './license-keys-command';
import type { OperatorCommand } from './operator-command';
import { runReleaseCommand } from './release-command';

export type { OperatorCommand, Output } from './operator-command';

export const CATALOG_USAGE = [
  'Usage: npm run catalog -- <command>',
  '  add <file.json>      add the scripts in the file (none may exist yet)',
  '  update <file.json>   change the fields the file gives, by scriptName',
  '  remove <file.json>   remove the scripts the file names (not ones already bought)',
  '  list                 the catalogue, newest first',
].join('\n');

export const ADMIN_USAGE = [
  'Usage: npm run admin -- <command> <email>',
  `  promote <email>   give the account the ${roles.admin} role (every script, the AI chat); the console opens once they set up a second factor`,
  `  demote <email>    take the ${roles.admin} role away`,
  '  unlock <email>    let a locked account sign in again (an admin no one can unlock)',
].join('\n');

/** `npm run catalog -- ...`: answers the exit code. */
export const runCatalogCommand: OperatorCommand = async (db, args, io, cwd = process.cwd()) => {
  const [command, file, ...rest] = args;
  try {
    if (command === 'list' && file === undefined) {
      const lines = await listCatalogue(db);
      for (const line of lines) io.out(line);
      io.out(`${lines.length} script(s)`);
      return 0;
    }
    if (
      (command === 'add' || command === 'update' || command === 'remove') &&
      file &&
      rest.length === 0
    ) {
      const path = resolve(cwd, file);
      for (const line of await applyCatalogueFile(db, command as CatalogueAction, path)) {
        io.out(line);
      }
      return 0;
    }
    io.err(CATALOG_USAGE);
    return 2;
  } catch (error) {
    if (error instanceof CatalogueError) {
      io.err(`Nothing changed. ${error.message}`);
      return 1;
    }
    throw error;
  }
};

/** `npm run admin -- promote|demote|unlock <email>`: answers the exit code. */
export const runAdminCommand: OperatorCommand = async (db, args, io) => {
  const [command, email, ...rest] = args;
  if (
    (command !== 'promote' && command !== 'demote' && command !== 'unlock') ||
    !email ||
    rest.length > 0
  ) {
    io.err(ADMIN_USAGE);
    return 2;
  }
  if (command === 'unlock') {
    const unlocked = await unlockAccount(db, email);
    if (unlocked === null) {
      io.err(`No account uses ${email}.`);
      return 1;
    }
    const address = email.trim().toLowerCase();
    io.out(
      unlocked ? `${address} is unlocked: it can sign in again.` : `${address} was not locked.`,
    );
    return 0;
  }
  const held =
    command === 'promote'
      ? await setRole(db, email, roles.admin, true)
      : await demoteAdmin(db, email);
  if (!held) {
    io.err(`No account uses ${email}.`);
    return 1;
  }
  if (held === 'last') {
    io.err(`Nothing changed. ${LAST_ADMIN_MESSAGE} Make another admin first.`);
    return 1;
  }
  io.out(
    `${email.trim().toLowerCase()} ${command === 'promote' ? 'is now an' : 'is no longer an'} ${roles.admin} (roles: ${held.join(', ') || 'none'}).`,
  );
  io.out('It applies to the next request; the token refreshed at the next login carries it too.');
  if (command === 'promote') {
    // Issue 35: the console opens only for an operator with a second factor.
    io.out(
      'The console opens once they set up a second factor: an authenticator app, on their Security page (/customer/security).',
    );
  }
  return 0;
};

/** The commands the running server also runs for the operator (see `server/operator`). */
export const operatorCommands = {
  catalog: runCatalogCommand,
  admin: runAdminCommand,
  release: runReleaseCommand,
  'license-keys': runLicenseKeysCommand,
} as const;

export type OperatorCommandName = keyof typeof operatorCommands;
