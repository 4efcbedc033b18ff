import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/** Gives a role to, or takes it from, the account with that e-mail. Answers the roles after. */
export async function setRole(
  db: Database,
  emailAddress: string,
  role: string,
  present: boolean,
): Promise<string[] | null> {
  const email = emailAddress.trim().toLowerCase();
  const roles = present
    ? sql`(SELECT array_agg(DISTINCT r) FROM unnest(array_append(${users.roles}, ${role})) AS r)`
    : sql`array_remove(${users.roles}, ${role})`;
  const [row] = await db
    .update(users)
    .set({ roles })
    .where(eq(users.emailAddress, email))
    .returning({ roles: users.roles });
  return row ? row.roles : null;
}
