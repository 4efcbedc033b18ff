import { desc } from 'drizzle-orm';
import { licenseSigningKeys } from '../db/schema';
import { systemClock } from '../domain/clock';
import { createSigningKeys, SigningKeyError } from '../domain/licenses';
import type { OperatorCommand } from './operator-command';

export const LICENSE_KEYS_USAGE = [
  'Usage: npm run license-keys -- <command>',
  '  list     the license signing keys: current, and the older ones still published',
  '  rotate   a new current key; the old one stays published while its licenses live',
].join('\n');

/** `npm run license-keys -- list|rotate`: answers the exit code. */
export const runLicenseKeysCommand: OperatorCommand = async (db, args, io) => {
  const [command, ...rest] = args;
  if (rest.length > 0 || (command !== 'list' && command !== 'rotate')) {
    io.err(LICENSE_KEYS_USAGE);
    return 2;
  }
  if (command === 'rotate') {
    try {
      const kid = await createSigningKeys({ db, clock: systemClock }).rotate();
      io.out(`New current license key: ${kid}. The previous one stays published.`);
    } catch (error) {
      if (!(error instanceof SigningKeyError)) throw error;
      io.err(`Nothing changed. ${error.message}`);
      return 1;
    }
  }
  const rows = await db
    .select()
    .from(licenseSigningKeys)
    .orderBy(desc(licenseSigningKeys.current), desc(licenseSigningKeys.createdAt));
  for (const row of rows) {
    const state = row.current ? 'current' : `retired ${row.retiredAt?.toISOString() ?? ''}`;
    const origin = row.privateKeyPem ? 'kept in the database' : 'LICENSE_SIGNING_KEY';
    io.out(`${row.kid}  created ${row.createdAt.toISOString()}  ${state}  (${origin})`);
  }
  return 0;
};
