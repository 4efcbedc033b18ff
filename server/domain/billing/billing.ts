import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lte, or, type SQLWrapper, sql } from 'drizzle-orm';
import type {
  PurchaseItem,
  PurchaseQuery,
  SubscriptionInfo,
  SubscriptionType,
} from '../../../src/services/contract';
import { roles } from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { paymentEvents, purchases, scripts, subscriptions, users } from '../../db/schema';
import type { Clock } from '../clock';
import type { MailOutbox } from '../mail-outbox';
import { rolesWith } from '../roles';
import { givesPro, isComplimentaryPro, standingOf } from './entitlement';
import { createPaymentNotices } from './payment-notices';
import { createPaymentReversals } from './payment-reversals';
import { PLAN_NAME, PLAN_PRICE_CENTS, periodEnd, toEpochSeconds } from './periods';
import type { PeriodPayment } from './subscription-truth';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type Tx = Database;
/** A write of the caller's, made in the same transaction as the event it goes with. */
export type Alongside = (tx: Tx) => Promise<unknown>;

export type Billing = ReturnType<typeof createBilling>;

/**
 * The billing state: purchases, the Pro subscription and the role that follows it. Every change
 * is one transaction that first records its event id, so a replayed event changes nothing and
 * a failure leaves the previous state intact. Time comes from the injected clock.
 */
/** Whole seconds since the epoch, rounded down as `toEpochSeconds` does, as a JSON number. */
const epochSecondsOf = (column: SQLWrapper) =>
  sql<number>`floor(extract(epoch from ${column}))::float8`;

export function createBilling(deps: {
  db: Database;
  clock: Clock;
  /** How long a `past_due` subscription keeps Pro (PAST_DUE_GRACE_DAYS). */
  pastDueGraceMs: number;
  /** The mails of a failed payment go through it. */
  outbox: MailOutbox;
  /** PUBLIC_URL, for the mails' links. */
  publicUrl: string;
}) {
  const { db, clock, pastDueGraceMs } = deps;
  const now = () => new Date(clock.now());
  const notices = createPaymentNotices({ ...deps, now });
  const reversals = createPaymentReversals({ ...deps, now, syncRole });

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

  /**
   * The customer's subscription, locked, with the customer's row locked first: with no
   * subscription yet there is no row to lock, and two first subscriptions must still take turns.
   * Undefined when the customer is gone (their account was deleted).
   */
  async function lockCustomer(tx: Tx, userId: string) {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    return user && { subscription: await lockSubscription(tx, userId) };
  }

  const holdsPro = (sub: SubscriptionRow | undefined, at: Date) =>
    givesPro(sub, at, pastDueGraceMs);

  /**
   * Gives or takes the Pro role so that it matches the customer's entitlement at this moment:
   * a paid-up Pro period (spec section 6) or an operator's complimentary Pro (issue 17).
   */
  async function syncRole(tx: Tx, userId: string) {
    const sub = (await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
    const [user] = await tx
      .select({ complimentaryProUntil: users.complimentaryProUntil })
      .from(users)
      .where(eq(users.id, userId));
    const at = now();
    const pro = holdsPro(sub, at) || isComplimentaryPro(user?.complimentaryProUntil ?? null, at);
    await tx
      .update(users)
      .set({ roles: rolesWith(roles.pro, pro) })
      .where(eq(users.id, userId));
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
    const inserted = await tx
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
      .onConflictDoNothing()
      .returning({ id: purchases.id });
    return inserted.length > 0;
  }

  /** A paid period as a purchase item; false when that payment was recorded before. */
  async function recordPeriod(tx: Tx, userId: string, payment: PeriodPayment) {
    return insertPurchase(tx, userId, {
      kind: 'SUBSCRIPTION',
      name: payment.name ?? PLAN_NAME[payment.plan],
      priceCents: payment.priceCents,
      startsAt: payment.periodStart,
      endsAt: payment.periodEnd,
      providerRef: payment.providerRef,
    });
  }

  /** A test checkout's period renewed by the clock: recorded, and the subscription moves on. */
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

  /**
   * The customer's own actions, after the provider agreed: one transaction each. The provider's
   * answer is as fresh as a read of its state, so a read made before it no longer applies.
   */
  async function applyAction(
    userId: string,
    change: Partial<SubscriptionRow>,
    type:
      | 'subscription.schedule'
      | 'subscription.cancel'
      | 'subscription.reinstate'
      | 'subscription.end',
  ) {
    await once(`action:${randomUUID()}`, type, async (tx) => {
      const at = now();
      await tx
        .update(subscriptions)
        .set({ ...change, updatedAt: at, providerSyncedAt: at })
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
      }
    }
    await endLapsedRoles(at);
    await endComplimentaryPro(at);
    await notices.remindDue(at);
  }

  /**
   * Complimentary Pro that ran out ends: the date is cleared (the audit log keeps it) and the
   * role follows whatever else the customer holds, in one transaction.
   */
  async function endComplimentaryPro(at: Date) {
    await db.transaction(async (tx) => {
      const ended = await tx
        .update(users)
        .set({ complimentaryProUntil: null })
        .where(lte(users.complimentaryProUntil, at))
        .returning({ id: users.id });
      for (const { id } of ended) await syncRole(tx, id);
    });
  }

  /**
   * Stripe's subscriptions renew at Stripe, so here a period only ends: customers who still hold
   * the role while theirs is past its period, or past due beyond the grace, lose it until a
   * payment (an event) arrives.
   */
  async function endLapsedRoles(at: Date) {
    const holders = await db
      .select({ subscription: subscriptions })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(
        and(
          eq(subscriptions.provider, 'stripe'),
          sql`${roles.pro} = ANY(${users.roles})`,
          or(lte(subscriptions.currentPeriodEnd, at), eq(subscriptions.providerStatus, 'past_due')),
        ),
      );
    for (const { subscription } of holders) {
      if (!holdsPro(subscription, at)) {
        await db.transaction((tx) => syncRole(tx, subscription.userId));
      }
    }
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

  /** Whether the event was applied before (a webhook delivered again). */
  async function wasApplied(eventId: string) {
    const [row] = await db
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, eventId));
    return row !== undefined;
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

  const complimentaryByUser = db
    .select({ until: users.complimentaryProUntil })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('complimentary_pro_by_user');

  /** When the customer's complimentary Pro ends (epoch seconds), or null without one. */
  async function complimentaryProUntil(userId: string, at: Date): Promise<number | null> {
    const until = (await complimentaryByUser.execute({ userId }))[0]?.until ?? null;
    return until && isComplimentaryPro(until, at) ? toEpochSeconds(until) : null;
  }

  /**
   * Spec section 3, Subscription info, and the complimentary Pro an operator gave, if any: the
   * subscription's own fields describe the subscription alone (so nothing is offered for
   * cancelling a gift).
   */
  async function info(userId: string): Promise<SubscriptionInfo> {
    const at = now();
    const [sub, complimentary] = await Promise.all([
      subscriptionOf(userId),
      complimentaryProUntil(userId, at),
    ]);
    // Only present while it runs: customers without one see the spec's fields alone.
    const gift = complimentary === null ? {} : { complimentaryProUntil: complimentary };
    if (!sub) {
      return {
        isSubscribed: false,
        status: 'none',
        subscriptionType: null,
        startDate: null,
        endDate: null,
        scheduleSubscription: null,
        ...gift,
        standing: 'none',
      };
    }
    const schedule =
      sub.scheduledPlan && sub.scheduledStart && sub.scheduledEnd && sub.status !== 'expired'
        ? {
            subscriptionType: sub.scheduledPlan,
            startDate: toEpochSeconds(sub.scheduledStart),
            endDate: toEpochSeconds(sub.scheduledEnd),
            status: sub.scheduledStatus ?? 'not_started',
          }
        : null;
    const { standing, graceEndsAt } = standingOf(sub, at, pastDueGraceMs);
    return {
      isSubscribed: holdsPro(sub, at),
      status: sub.status,
      subscriptionType: sub.plan,
      startDate: toEpochSeconds(sub.currentPeriodStart),
      endDate: toEpochSeconds(sub.currentPeriodEnd),
      scheduleSubscription: schedule,
      ...gift,
      standing,
      ...(graceEndsAt && { graceEndsAt: toEpochSeconds(graceEndsAt) }),
      ...(sub.provider === 'stripe' && sub.providerSubscriptionId && { hasCardPage: true }),
    };
  }

  /**
   * Spec section 3, Purchase items, newest first. The database shapes each item (the name, epoch
   * seconds as plain numbers), so a customer's long history costs no Date per field to parse and
   * convert: prepared once, as the settings page asks it on every visit.
   */
  const purchaseItemsQuery = db
    .select({
      name: sql<string>`coalesce(nullif(${purchases.name}, ''), nullif(${scripts.scriptName}, ''), 'Purchase')`,
      price: purchases.priceCents,
      kind: purchases.kind,
      createdDate: epochSecondsOf(purchases.createdAt),
      startDate: epochSecondsOf(sql`coalesce(${purchases.startsAt}, ${purchases.createdAt})`),
      endDate: sql<number | null>`floor(extract(epoch from ${purchases.endsAt}))::float8`,
    })
    .from(purchases)
    .leftJoin(scripts, eq(scripts.id, purchases.scriptId))
    .where(
      and(
        eq(purchases.userId, sql.placeholder('userId')),
        // No type: every item. A kind other than SUBSCRIPTION (a script, an operator's grant)
        // is shown as SCRIPT, so it is filtered as one.
        sql`(${sql.placeholder('type')}::text is null or (${purchases.kind} = 'SUBSCRIPTION') = (${sql.placeholder('type')}::text = 'SUBSCRIPTION'))`,
      ),
    )
    // The id last, so that pages cut the same way however many items share a second.
    .orderBy(desc(purchases.createdAt), desc(purchases.startsAt), desc(purchases.id))
    // A null limit is PostgreSQL's LIMIT ALL: the whole history.
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('purchase_items');

  /** The history, newest first: all of it, or one page (`PurchaseQuery`), of one type or all. */
  async function purchaseItems(
    userId: string,
    query: Partial<PurchaseQuery> = {},
  ): Promise<PurchaseItem[]> {
    const rows = await purchaseItemsQuery.execute({
      userId,
      type: query.type ?? null,
      limit: query.limit ?? null,
      offset: query.offset ?? 0,
    });
    return rows.map(({ kind, ...item }) => ({
      ...item,
      type: kind === 'SUBSCRIPTION' ? 'SUBSCRIPTION' : 'SCRIPT',
    }));
  }

  return {
    now,
    holdsPro,
    /** The subscription in words and its grace's end (issue 37). */
    standingOf: (sub: SubscriptionRow | undefined, at: Date) => standingOf(sub, at, pastDueGraceMs),
    applyAction,
    settleDue,
    subscriptionOf,
    wasApplied,
    isNewCustomer,
    info,
    purchaseItems,
    /** A failed payment's mails and banner (issue 37). */
    notices,
    /** Script payments refunded or lost to a dispute (issue 37). */
    reversals,
    /** For the billing domain's own modules: the steps every payment is made of. */
    steps: { once, lockCustomer, syncRole, insertPurchase, recordPeriod },
  };
}
