import { eq, type SQL, sql } from 'drizzle-orm';
import { type Role, roles } from '../../src/services/contract';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/**
 * Role changes in the database; the roles themselves are named in the contract (`roles`).
 *
 * An account's roles with `role` added (once) or taken out, as an SQL value for an UPDATE: the
 * change is made by the database, so two changes at once never lose one another.
 */
export const rolesWith = (role: Role, present: boolean): SQL =>
  present
    ? sql`(SELECT array_agg(DISTINCT r) FROM unnest(array_append(${users.roles}, ${role})) AS r)`
    : sql`array_remove(${users.roles}, ${role})`;

/** Gives a role to, or takes it from, the account with that e-mail. Answers the roles after. */
export async function setRole(
  db: Database,
  emailAddress: string,
  role: Role,
  present: boolean,
): Promise<string[] | null> {
  const email = emailAddress.trim().toLowerCase();
  const [row] = await db
    .update(users)
    .set({ roles: rolesWith(role, present) })
    .where(eq(users.emailAddress, email))
    .returning({ roles: users.roles });
  return row ? row.roles : null;
}

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const LAST_ADMIN_MESSAGE = 'The last admin cannot be removed.';

/** What an operator reads when locking an admin: the role goes first, so one admin is left. */
export const ADMIN_LOCK_MESSAGE = 'An admin cannot be locked. Take the admin role away first.';

type AdminRow = { id: string; lockedAt: Date | null };

/**
 * The admins, their rows locked until the transaction ends: two demotions at once take turns,
 * and the second finds one admin left. Whoever removes an admin asks this first.
 */
export function adminRowsForUpdate(tx: Transaction): Promise<AdminRow[]> {
  return tx
    .select({ id: users.id, lockedAt: users.lockedAt })
    .from(users)
    .where(sql`${roles.admin} = ANY(${users.roles})`)
    .orderBy(users.id)
    .for('update');
}

/**
 * Whether taking the role from `userId` would leave no admin who can sign in. A locked admin
 * does not count: the console would have nobody to unlock them (issue 32).
 */
export const leavesNoAdmin = (admins: AdminRow[], userId: string) =>
  admins.some((admin) => admin.id === userId) &&
  !admins.some((admin) => admin.id !== userId && admin.lockedAt === null);

/**
 * Takes the ADMIN role from the account with that e-mail (`npm run admin -- demote`). Answers the
 * roles after, null for an unknown account, or 'last' when no other admin could sign in.
 */
export function demoteAdmin(db: Database, emailAddress: string) {
  const email = emailAddress.trim().toLowerCase();
  return db.transaction(async (tx): Promise<string[] | null | 'last'> => {
    const admins = await adminRowsForUpdate(tx);
    const [user] = await tx.select().from(users).where(eq(users.emailAddress, email)).for('update');
    if (!user) return null;
    if (leavesNoAdmin(admins, user.id)) return 'last';
    const [after] = await tx
      .update(users)
      .set({ roles: rolesWith(roles.admin, false) })
      .where(eq(users.id, user.id))
      .returning({ roles: users.roles });
    return after?.roles ?? [];
  });
}

/**
 * Lets a locked account sign in again (`npm run admin -- unlock`), the way back when no admin
 * can reach the console. Answers whether it was locked, or null for an unknown account.
 */
export function unlockAccount(db: Database, emailAddress: string): Promise<boolean | null> {
  const email = emailAddress.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, lockedAt: users.lockedAt })
      .from(users)
      .where(eq(users.emailAddress, email))
      .for('update');
    if (!user) return null;
    if (user.lockedAt === null) return false;
    await tx.update(users).set({ lockedAt: null }).where(eq(users.id, user.id));
    return true;
  });
}
