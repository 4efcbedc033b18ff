import { eq } from 'drizzle-orm';
import { openDatabase } from '../../../server/db/client';
import { purchases, users } from '../../../server/db/schema';

const DAY_MS = 86_400_000;

/** The name of the `n`th purchase of a written history, numbered from the oldest. */
export const historyScriptName = (n: number) => `History Script ${String(n).padStart(2, '0')}`;

/**
 * A customer's long history, written into a stopped embedded database (it has one opener):
 * `count` script purchases one a day, numbered from the oldest, none of them a subscription.
 */
export async function writePurchaseHistory(dataDir: string, email: string, count: number) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const [customer] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.emailAddress, email));
    if (!customer) throw new Error(`no customer ${email}`);
    const now = Date.now();
    await database.db.insert(purchases).values(
      Array.from({ length: count }, (_, n) => ({
        userId: customer.id,
        kind: 'SCRIPT',
        name: historyScriptName(n + 1),
        priceCents: 1000 + n,
        createdAt: new Date(now - (count - n) * DAY_MS),
      })),
    );
  } finally {
    await database.close();
  }
}
