import { eq, type SQL, sql } from 'drizzle-orm';
import type { Role } from '../../src/services/contract';
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
