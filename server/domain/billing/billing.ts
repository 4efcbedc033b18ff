import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type {
  PurchaseItem,
  SubscriptionInfo,
  SubscriptionType,
} from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { paymentEvents, purchases, scripts, subscriptions, users } from '../../db/schema';
import type { Clock } from '../clock';
import { PLAN_NAME, PLAN_PRICE_CENTS, periodEnd, toEpochSeconds } from './periods';

/** Held exactly while a paid-up Pro period runs (spec section 6). */
export const PRO_ROLE = 'ROLE_PRO_SUBSCRIBED_CUSTOMER';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type Tx = Database;
/** A write of the caller's, made in the same transaction as the event it goes with. */
export type Alongside = (tx: Tx) => Promise<unknown>;

export type PeriodPayment = {
  plan: SubscriptionType;
  periodStart: Date;
  periodEnd: Date;
  priceCents: number;
  /** The provider's reference of the payment (an invoice id); null records no purchase item. */
  providerRef: string | null;
  name?: string;
};

export type Billing = ReturnType<typeof createBilling>;

/**
 * The billing state: purchases, the Pro subscription and the role that follows it. Every change
 * is one transaction that first records its event id, so a replayed event changes nothing and
 * a failure leaves the previous state intact. Time comes from the injected clock.
 */
export function createBilling(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const now = () => new Date(clock.now());

  /**
   * Runs `work` in one transaction unless `eventId` was applied before (then: false).
   * `alongside` is the caller's own write that belongs to the same event (the test checkout
   * marking itself completed), so a crash cannot keep one without the other.
   */
  async function once(
    eventId: string,
    type: string,
    work: (tx: Tx) => Promise<void>,
    alongside?: Alongside,
  ) {
    return db.transaction(async (tx) => {
      const inserted = await tx
        .insert(paymentEvents)
        .values({ id: eventId, type, processedAt: now() })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (inserted.length === 0) return false;
      await work(tx);
      await alongside?.(tx);
      return true;
    });
  }

  async function lockSubscription(tx: Tx, userId: string) {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .for('update');
    return row;
  }

  const holdsPro = (sub: SubscriptionRow | undefined, at: Date) =>
    sub !== undefined && sub.status !== 'expired' && sub.currentPeriodEnd > at;

  /** Gives or takes the Pro role so that it matches the subscription at this moment. */
  async function syncRole(tx: Tx, userId: string) {
    const sub = (await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
    const roles = holdsPro(sub, now())
      ? sql`(SELECT coalesce(array_agg(DISTINCT r), '{}') FROM unnest(array_append(${users.roles}, ${PRO_ROLE})) AS r)`
      : sql`array_remove(${users.roles}, ${PRO_ROLE})`;
    await tx.update(users).set({ roles }).where(eq(users.id, userId));
  }

  async function insertPurchase(
    tx: Tx,
    userId: string,
    item: {
      kind: 'SCRIPT' | 'SUBSCRIPTION';
      name: string;
      priceCents: number;
      scriptId?: string;
      startsAt?: Date;
      endsAt?: Date;
      providerRef: string | null;
    },
  ) {
    await tx
      .insert(purchases)
      .values({
        userId,
        kind: item.kind,
        name: item.name,
        priceCents: item.priceCents,
        scriptId: item.scriptId ?? null,
        startsAt: item.startsAt ?? null,
        endsAt: item.endsAt ?? null,
        providerRef: item.providerRef,
        createdAt: now(),
      })
      .onConflictDoNothing();
  }

  /** A paid script: recorded once; it sets `isPurchased` and unlocks the content. */
  async function scriptPaid(
    eventId: string,
    args: { userId: string; scriptId: string; priceCents: number; providerRef: string },
    alongside?: Alongside,
  ) {
    return once(
      eventId,
      'script.paid',
      async (tx) => {
        const [script] = await tx.select().from(scripts).where(eq(scripts.id, args.scriptId));
        if (!script) throw new Error(`unknown script ${args.scriptId}`);
        await insertPurchase(tx, args.userId, {
          kind: 'SCRIPT',
          name: script.scriptName,
          priceCents: args.priceCents,
          scriptId: script.id,
          providerRef: args.providerRef,
        });
      },
      alongside,
    );
  }

  /**
   * A subscription starts (or starts again after it expired), with its first period paid.
   * With the promo code the first period is one free month, then the chosen plan.
   */
  async function subscriptionStarted(
    eventId: string,
    args: {
      userId: string;
      provider: 'local' | 'stripe';
      providerSubscriptionId: string | null;
      promo: boolean;
      cancelled?: boolean;
    } & PeriodPayment,
    alongside?: Alongside,
  ) {
    return once(
      eventId,
      'subscription.started',
      async (tx) => {
        const existing = await lockSubscription(tx, args.userId);
        const values = {
          plan: args.plan,
          status: args.cancelled ? ('cancelled' as const) : ('active' as const),
          startedAt: args.periodStart,
          currentPeriodStart: args.periodStart,
          currentPeriodEnd: args.periodEnd,
          scheduledPlan: null,
          scheduledStart: null,
          scheduledEnd: null,
          scheduledStatus: null,
          provider: args.provider,
          providerSubscriptionId: args.providerSubscriptionId,
          providerScheduleId: null,
          promoUsed: (existing?.promoUsed ?? false) || args.promo,
          updatedAt: now(),
        };
        if (existing) {
          await tx.update(subscriptions).set(values).where(eq(subscriptions.id, existing.id));
        } else {
          await tx.insert(subscriptions).values({ userId: args.userId, ...values });
        }
        if (args.providerRef !== null) await recordPeriod(tx, args.userId, args);
        await syncRole(tx, args.userId);
      },
      alongside,
    );
  }

  async function recordPeriod(tx: Tx, userId: string, payment: PeriodPayment) {
    await insertPurchase(tx, userId, {
      kind: 'SUBSCRIPTION',
      name: payment.name ?? PLAN_NAME[payment.plan],
      priceCents: payment.priceCents,
      startsAt: payment.periodStart,
      endsAt: payment.periodEnd,
      providerRef: payment.providerRef,
    });
  }

  /** A further period was paid (a renewal): recorded, and the subscription moves on to it. */
  async function periodPaid(eventId: string, args: { userId: string } & PeriodPayment) {
    return once(eventId, 'subscription.period-paid', async (tx) => {
      const sub = await lockSubscription(tx, args.userId);
      await recordPeriod(tx, args.userId, args);
      if (sub && args.periodEnd > sub.currentPeriodEnd) {
        await tx
          .update(subscriptions)
          .set({
            plan: args.plan,
            currentPeriodStart: args.periodStart,
            currentPeriodEnd: args.periodEnd,
            status: sub.status === 'expired' ? 'active' : sub.status,
            ...scheduleAfterRenewal(sub, args.plan),
            updatedAt: now(),
          })
          .where(eq(subscriptions.id, sub.id));
      }
      await syncRole(tx, args.userId);
    });
  }

  /** A schedule to the new plan becomes active when it starts, and is done after that period. */
  function scheduleAfterRenewal(sub: SubscriptionRow, plan: SubscriptionType) {
    if (!sub.scheduledPlan) return {};
    if (sub.scheduledStatus === 'not_started' && sub.scheduledPlan === plan) {
      return { scheduledStatus: 'active' };
    }
    return {
      scheduledPlan: null,
      scheduledStart: null,
      scheduledEnd: null,
      scheduledStatus: null,
      providerScheduleId: null,
    };
  }

  /** Changes the provider reported (Stripe's subscription and schedule events). */
  async function subscriptionChanged(
    eventId: string,
    providerSubscriptionId: string,
    change: Partial<
      Pick<
        SubscriptionRow,
        | 'plan'
        | 'status'
        | 'currentPeriodStart'
        | 'currentPeriodEnd'
        | 'scheduledPlan'
        | 'scheduledStart'
        | 'scheduledEnd'
        | 'scheduledStatus'
        | 'providerScheduleId'
      >
    >,
  ) {
    return once(eventId, 'subscription.changed', async (tx) => {
      const [sub] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
        .for('update');
      if (!sub) return;
      await tx
        .update(subscriptions)
        .set({ ...change, updatedAt: now() })
        .where(eq(subscriptions.id, sub.id));
      await syncRole(tx, sub.userId);
    });
  }

  /** The customer's own actions, after the provider agreed: one transaction each. */
  async function applyAction(
    userId: string,
    change: Partial<SubscriptionRow>,
    type: 'subscription.schedule' | 'subscription.cancel' | 'subscription.reinstate',
  ) {
    await once(`action:${randomUUID()}`, type, async (tx) => {
      await tx
        .update(subscriptions)
        .set({ ...change, updatedAt: now() })
        .where(eq(subscriptions.userId, userId));
      await syncRole(tx, userId);
    });
  }

  /**
   * Brings every subscription up to the clock: a local one whose period ended while active
   * renews (a purchase item, the scheduled plan if any); one cancelled at period end expires;
   * the role follows. Each step is an event of its own, so running this twice is harmless.
   */
  async function settleDue(options: { renewLocal: boolean }) {
    const at = now();
    const due = await db
      .select()
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.status, ['active', 'cancelled']),
          lte(subscriptions.currentPeriodEnd, at),
        ),
      );
    for (const sub of due) {
      if (sub.status === 'active' && sub.provider === 'local' && options.renewLocal) {
        let current = sub;
        while (current.currentPeriodEnd <= at && current.status === 'active') {
          const plan =
            current.scheduledPlan && current.scheduledStatus === 'not_started'
              ? current.scheduledPlan
              : current.plan;
          const start = current.currentPeriodEnd;
          const end = periodEnd(start, plan);
          await periodPaid(`local:renewal:${current.id}:${toEpochSeconds(start)}`, {
            userId: current.userId,
            plan,
            periodStart: start,
            periodEnd: end,
            priceCents: PLAN_PRICE_CENTS[plan],
            providerRef: `local:renewal:${current.id}:${toEpochSeconds(start)}`,
          });
          const [next] = await db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
          if (!next || next.currentPeriodEnd <= current.currentPeriodEnd) break;
          current = next;
        }
      } else if (sub.status === 'cancelled') {
        await once(
          `expiry:${sub.id}:${toEpochSeconds(sub.currentPeriodEnd)}`,
          'subscription.expired',
          async (tx) => {
            await tx
              .update(subscriptions)
              .set({
                status: 'expired',
                scheduledPlan: null,
                scheduledStart: null,
                scheduledEnd: null,
                scheduledStatus: null,
                updatedAt: now(),
              })
              .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, 'cancelled')));
            await syncRole(tx, sub.userId);
          },
        );
      } else {
        // A provider's period that ended unpaid: the role goes until a payment arrives.
        await db.transaction((tx) => syncRole(tx, sub.userId));
      }
    }
  }

  /** A subscription the provider ended (Stripe's `customer.subscription.deleted`). */
  async function subscriptionEnded(eventId: string, providerSubscriptionId: string) {
    return once(eventId, 'subscription.ended', async (tx) => {
      const [sub] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
        .for('update');
      if (!sub) return;
      const at = now();
      await tx
        .update(subscriptions)
        .set({
          status: 'expired',
          currentPeriodEnd: sub.currentPeriodEnd < at ? sub.currentPeriodEnd : at,
          scheduledPlan: null,
          scheduledStart: null,
          scheduledEnd: null,
          scheduledStatus: null,
          providerScheduleId: null,
          updatedAt: at,
        })
        .where(eq(subscriptions.id, sub.id));
      await syncRole(tx, sub.userId);
    });
  }

  /** Read by the subscription info on every visit of the portal: prepared once. */
  const subscriptionByUser = db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .prepare('subscription_by_user');

  async function subscriptionOf(userId: string): Promise<SubscriptionRow | undefined> {
    return (await subscriptionByUser.execute({ userId }))[0];
  }

  async function findByProviderId(providerSubscriptionId: string) {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
    return row;
  }

  /** The promo code is for customers who never had a subscription. */
  async function isNewCustomer(userId: string): Promise<boolean> {
    if (await subscriptionOf(userId)) return false;
    const [row] = await db
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.userId, userId), eq(purchases.kind, 'SUBSCRIPTION')))
      .limit(1);
    return row === undefined;
  }

  /** Spec section 3, Subscription info. */
  async function info(userId: string): Promise<SubscriptionInfo> {
    const sub = await subscriptionOf(userId);
    if (!sub) {
      return {
        isSubscribed: false,
        status: 'none',
        subscriptionType: null,
        startDate: null,
        endDate: null,
        scheduleSubscription: null,
      };
    }
    const at = now();
    const schedule =
      sub.scheduledPlan && sub.scheduledStart && sub.scheduledEnd && sub.status !== 'expired'
        ? {
            subscriptionType: sub.scheduledPlan,
            startDate: toEpochSeconds(sub.scheduledStart),
            endDate: toEpochSeconds(sub.scheduledEnd),
            status: sub.scheduledStatus ?? 'not_started',
          }
        : null;
    return {
      isSubscribed: holdsPro(sub, at),
      status: sub.status,
      subscriptionType: sub.plan,
      startDate: toEpochSeconds(sub.currentPeriodStart),
      endDate: toEpochSeconds(sub.currentPeriodEnd),
      scheduleSubscription: schedule,
    };
  }

  /** Spec section 3, Purchase items, newest first. */
  async function purchaseItems(userId: string): Promise<PurchaseItem[]> {
    const rows = await db
      .select({ purchase: purchases, scriptName: scripts.scriptName })
      .from(purchases)
      .leftJoin(scripts, eq(scripts.id, purchases.scriptId))
      .where(eq(purchases.userId, userId))
      .orderBy(desc(purchases.createdAt), desc(purchases.startsAt));
    return rows.map(({ purchase, scriptName }) => ({
      name: purchase.name || scriptName || 'Purchase',
      price: purchase.priceCents,
      type: purchase.kind === 'SUBSCRIPTION' ? 'SUBSCRIPTION' : 'SCRIPT',
      createdDate: toEpochSeconds(purchase.createdAt),
      startDate: toEpochSeconds(purchase.startsAt ?? purchase.createdAt),
      endDate: purchase.endsAt ? toEpochSeconds(purchase.endsAt) : null,
    }));
  }

  return {
    now,
    holdsPro,
    scriptPaid,
    subscriptionStarted,
    periodPaid,
    subscriptionChanged,
    subscriptionEnded,
    applyAction,
    settleDue,
    subscriptionOf,
    findByProviderId,
    isNewCustomer,
    info,
    purchaseItems,
  };
}
