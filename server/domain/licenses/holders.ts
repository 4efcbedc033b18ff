import { isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Who may hold a device token or a license: an account that exists and that no operator has
 * locked (issue 17). A locked account gets neither, however its code or token was obtained
 * (issue 32); its devices work again once it is unlocked, if their tokens are still alive.
 */
export const mayHoldLicense = (user: { lockedAt: Date | null } | undefined): boolean =>
  user !== undefined && user.lockedAt === null;

/**
 * `mayHoldLicense` as a subquery of account ids, for a write that must carry the rule in its own
 * WHERE, so that no lock slips in between a check and the write.
 */
export const licenseHolderIds = (db: Database) =>
  db.select({ id: users.id }).from(users).where(isNull(users.lockedAt));
