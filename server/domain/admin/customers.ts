import { and, asc, desc, eq, ilike, isNull, notExists, or, sql } from 'drizzle-orm';
import {
  ADMIN_CUSTOMER_RECENT,
  ADMIN_PAGE_SIZE,
  type AdminCustomer,
  type AdminCustomerRow,
  type AdminListQuery,
  type AdminPurchase,
  type adminCustomerSorts,
} from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { customScriptRequests, purchases, scripts, supportMessages, users } from '../../db/schema';
import type { Billing } from '../billing/billing';
import type { Devices } from '../devices';

export type CustomerQuery = AdminListQuery<(typeof adminCustomerSorts)[number]>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** `%`, `_` and `\` typed in the search box are looked for as themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const rowColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  emailAddress: users.emailAddress,
  roles: users.roles,
  createdAt: users.createdAt,
  lockedAt: users.lockedAt,
};

const sortColumn = {
  createdAt: users.createdAt,
  emailAddress: users.emailAddress,
  lastName: users.lastName,
} as const;

type Row = { [K in keyof typeof rowColumns]: (typeof users.$inferSelect)[K] };

/** Names each field: the user's row holds the password hash, which never leaves the server. */
const toRow = (row: Row): AdminCustomerRow => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  emailAddress: row.emailAddress,
  roles: [...row.roles],
  createdAt: row.createdAt.toISOString(),
  lockedAt: iso(row.lockedAt),
});

/** The start of a long text: the page lists messages, the support inbox shows them whole. */
const summary = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

export type AdminCustomers = ReturnType<typeof createAdminCustomers>;

/** The console's reading side of customers: the searchable table and one customer's page. */
export function createAdminCustomers(deps: {
  db: Database;
  billing: Billing;
  /** The desktop link's devices (issue 18), shown on the customer's page. */
  devices: Pick<Devices, 'list'>;
}) {
  const { db, billing } = deps;

  /** Customers whose e-mail or name (first, last, or both as written) holds the search. */
  async function search(query: CustomerQuery) {
    const text = query.search.trim();
    const pattern = likePattern(text);
    const where = text
      ? or(
          ilike(users.emailAddress, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        )
      : undefined;
    const direction = query.order === 'asc' ? asc : desc;
    const [rows, [count]] = await Promise.all([
      db
        .select(rowColumns)
        .from(users)
        .where(where)
        // The id breaks ties, so pages never overlap.
        .orderBy(direction(sortColumn[query.sort]), asc(users.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((query.page - 1) * ADMIN_PAGE_SIZE),
      db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
    ]);
    return { items: rows.map(toRow), total: count?.total ?? 0 };
  }

  async function purchasesOf(userId: string): Promise<AdminPurchase[]> {
    const rows = await db
      .select({ purchase: purchases, scriptName: scripts.scriptName })
      .from(purchases)
      .leftJoin(scripts, eq(scripts.id, purchases.scriptId))
      .where(eq(purchases.userId, userId))
      .orderBy(desc(purchases.createdAt), desc(purchases.startsAt));
    return rows.map(({ purchase, scriptName }) => ({
      id: purchase.id,
      kind:
        purchase.kind === 'GRANT' || purchase.kind === 'SUBSCRIPTION' ? purchase.kind : 'SCRIPT',
      scriptId: purchase.scriptId,
      name: purchase.name || scriptName || 'Purchase',
      priceCents: purchase.priceCents,
      createdAt: purchase.createdAt.toISOString(),
      startsAt: iso(purchase.startsAt),
      endsAt: iso(purchase.endsAt),
    }));
  }

  /** Scripts the customer may be given: not owned yet, and not made for someone else. */
  async function grantableScripts(userId: string) {
    return db
      .select({ id: scripts.id, scriptName: scripts.scriptName })
      .from(scripts)
      .where(
        and(
          or(isNull(scripts.privateToUserId), eq(scripts.privateToUserId, userId)),
          notExists(
            db
              .select({ id: purchases.id })
              .from(purchases)
              .where(and(eq(purchases.scriptId, scripts.id), eq(purchases.userId, userId))),
          ),
        ),
      )
      .orderBy(asc(scripts.scriptName));
  }

  /** One customer's page, or null for an unknown id. */
  async function detail(userId: string): Promise<AdminCustomer | null> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) return null;
    const [subscription, bought, requests, messages, grantable] = await Promise.all([
      billing.info(userId),
      purchasesOf(userId),
      db
        .select({
          id: customScriptRequests.id,
          name: customScriptRequests.name,
          status: customScriptRequests.status,
          createdAt: customScriptRequests.createdAt,
        })
        .from(customScriptRequests)
        .where(eq(customScriptRequests.userId, userId))
        .orderBy(desc(customScriptRequests.createdAt))
        .limit(ADMIN_CUSTOMER_RECENT),
      // Support messages name an address, not an account: the customer's own address finds them.
      db
        .select({
          id: supportMessages.id,
          reasonToContact: supportMessages.reasonToContact,
          status: supportMessages.status,
          createdAt: supportMessages.createdAt,
        })
        .from(supportMessages)
        .where(sql`lower(${supportMessages.emailAddress}) = ${user.emailAddress}`)
        .orderBy(desc(supportMessages.createdAt))
        .limit(ADMIN_CUSTOMER_RECENT),
      grantableScripts(userId),
    ]);
    return {
      ...toRow(user),
      referrerDetails: user.referrerDetails,
      termsAcceptedAt: iso(user.termsAcceptedAt),
      passwordChangedAt: iso(user.passwordChangedAt),
      complimentaryProUntil: iso(user.complimentaryProUntil),
      subscription,
      purchases: bought,
      requests: requests.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      supportMessages: messages.map((row) => ({
        ...row,
        reasonToContact: summary(row.reasonToContact),
        createdAt: row.createdAt.toISOString(),
      })),
      devices: (await deps.devices.list(userId)).devices,
      devicesStopped: user.devicesStopped,
      grantableScripts: grantable,
    };
  }

  return { search, detail };
}
