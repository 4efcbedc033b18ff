import { type AnyColumn, and, count, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import {
  type AdminOverview,
  type CustomRequestStatus,
  OVERVIEW_DAYS,
  PRO_PRICE_USD,
  roles,
  type SubscriptionType,
} from '../../../src/services/contract';
import type { Database } from '../../db/client';
import {
  customScriptRequests,
  purchases,
  subscriptions,
  supportMessages,
  users,
} from '../../db/schema';
import type { Clock } from '../clock';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Requests still waiting on the operators: neither delivered, closed nor declined. */
const openRequestStatuses: CustomRequestStatus[] = ['new', 'in_review', 'quoted', 'in_progress'];

/** A plan's share of a month, in cents: a yearly plan counts as a twelfth of its price. */
const monthlyCents: Record<SubscriptionType, number> = {
  MONTHLY: PRO_PRICE_USD.MONTHLY * 100,
  YEARLY: Math.round((PRO_PRICE_USD.YEARLY * 100) / 12),
};

/** The UTC day of a timestamp column as YYYY-MM-DD, the chart's key. */
const utcDay = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The first moment of the chart: midnight UTC, `OVERVIEW_DAYS - 1` days before today. */
export function overviewStart(now: number): Date {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return new Date(today - (OVERVIEW_DAYS - 1) * DAY_MS);
}

export type AdminOverviewReader = ReturnType<typeof createAdminOverview>;

/**
 * The figures of the console's overview (issue 17), read from the tables that hold them. "The
 * last 30 days" is the chart's window: the 30 UTC days up to and including today. Scripts sold
 * are paid purchases of scripts (a script an operator grants costs nothing and is not a sale);
 * revenue is every payment, scripts and subscription periods alike.
 */
export function createAdminOverview(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function figures(): Promise<AdminOverview> {
    const since = overviewStart(clock.now());
    const isAdmin = sql`${roles.admin} = any(${users.roles})`;
    const [
      [customers],
      [pro],
      plans,
      [scriptSales],
      [revenue],
      [requests],
      [support],
      signUpDays,
      revenueDays,
    ] = await Promise.all([
      db.select({ total: count() }).from(users).where(sql`not (${isAdmin})`),
      db.select({ total: count() }).from(users).where(sql`${roles.pro} = any(${users.roles})`),
      db
        .select({ plan: subscriptions.plan, total: count() })
        .from(subscriptions)
        .where(eq(subscriptions.status, 'active'))
        .groupBy(subscriptions.plan),
      db
        .select({
          total: count(),
          cents: sql<string>`coalesce(sum(${purchases.priceCents}), 0)`,
        })
        .from(purchases)
        .where(
          and(
            eq(purchases.kind, 'SCRIPT'),
            gt(purchases.priceCents, 0),
            gte(purchases.createdAt, since),
          ),
        ),
      db
        .select({ cents: sql<string>`coalesce(sum(${purchases.priceCents}), 0)` })
        .from(purchases)
        .where(gte(purchases.createdAt, since)),
      db
        .select({ total: count() })
        .from(customScriptRequests)
        .where(inArray(customScriptRequests.status, openRequestStatuses)),
      db.select({ total: count() }).from(supportMessages).where(eq(supportMessages.status, 'open')),
      db
        .select({ day: utcDay(users.createdAt), total: count() })
        .from(users)
        .where(and(gte(users.createdAt, since), sql`not (${isAdmin})`))
        .groupBy(utcDay(users.createdAt)),
      db
        .select({
          day: utcDay(purchases.createdAt),
          cents: sql<string>`sum(${purchases.priceCents})`,
        })
        .from(purchases)
        .where(gte(purchases.createdAt, since))
        .groupBy(utcDay(purchases.createdAt)),
    ]);

    const signUpsOn = new Map(signUpDays.map((row) => [row.day, row.total]));
    const revenueOn = new Map(revenueDays.map((row) => [row.day, Number(row.cents)]));
    const days = Array.from({ length: OVERVIEW_DAYS }, (_, index) => {
      const date = new Date(since.getTime() + index * DAY_MS).toISOString().slice(0, 10);
      return { date, signUps: signUpsOn.get(date) ?? 0, revenueCents: revenueOn.get(date) ?? 0 };
    });

    return {
      customers: customers?.total ?? 0,
      proSubscribers: pro?.total ?? 0,
      monthlyRecurringRevenueCents: plans.reduce(
        (sum, row) => sum + monthlyCents[row.plan] * row.total,
        0,
      ),
      scriptsSold: scriptSales?.total ?? 0,
      scriptRevenueCents: Number(scriptSales?.cents ?? 0),
      revenueCents: Number(revenue?.cents ?? 0),
      openRequests: requests?.total ?? 0,
      unansweredSupport: support?.total ?? 0,
      days,
    };
  }

  return { figures };
}
