import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PaymentProvider } from '../../adapters/payments/provider';
import { subscriptions } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Alongside, Billing, SubscriptionRow, Tx } from './billing';
import { isEndedStatus } from './entitlement';
import type { PaymentIssue, PaymentIssues } from './payment-issues';
import type { PeriodPayment, SubscriptionTruth } from './subscription-truth';

/** What the caller knows besides the subscription itself. */
export type SyncExtras = {
  /** The customer, when the event names them better than the subscription (our checkout). */
  userId?: string;
  /** A paid period that came with the event (an invoice): recorded once, as a purchase item. */
  payment?: PeriodPayment;
  /** The checkout's own event said a discount was applied (a once-coupon leaves no trace). */
  discounted?: boolean;
  /** What the checkout's own event said was paid, in cents. */
  paidCents?: number;
  alongside?: Alongside;
};

/**
 * How a subscription's state, read from the provider, meets the one stored for its customer:
 *
 * - the same subscription: its new state, unless it already ended (ended is final for that id)
 *   or this read is older than the one applied last (two events applied at once);
 * - another one, ended: nothing (for a customer without any, it is kept as their history);
 * - another one, live, while the customer's subscription gives Pro: a second subscription nobody
 *   wants (two tabs, two payments). It is cancelled and refunded;
 * - another one, live, while the customer's gives no Pro (none, ended, unpaid): it takes its
 *   place, and a replaced one still live at the provider is cancelled so it bills no more.
 */
type Decision = 'update' | 'insert' | 'replace' | 'final' | 'stale' | 'other-ended' | 'duplicate';

export type SubscriptionSync = ReturnType<typeof createSubscriptionSync>;

/**
 * Applies subscriptions as the provider holds them. An event's own copy of a subscription may be
 * stale (Stripe sends events late and out of order), so an event only says *which* subscription
 * changed: its state is read from the provider (`observed`), and applied idempotently under the
 * customer's lock. The test checkout, whose subscriptions live here, applies its own (`apply`).
 */
export function createSubscriptionSync(deps: {
  billing: Billing;
  provider: PaymentProvider;
  issues: PaymentIssues;
  logger: Logger;
}) {
  const { billing, provider, issues, logger } = deps;
  const { once, lockCustomer, syncRole, recordPeriod } = billing.steps;

  function decide(
    row: SubscriptionRow | undefined,
    truth: SubscriptionTruth,
    readAt: Date,
  ): Decision {
    if (row?.providerSubscriptionId === truth.providerSubscriptionId) {
      if (row.status === 'expired') return 'final';
      if (row.providerSyncedAt && readAt < row.providerSyncedAt) return 'stale';
      return 'update';
    }
    if (isEndedStatus(truth.status)) return row ? 'other-ended' : 'insert';
    if (row && billing.holdsPro(row, billing.now())) return 'duplicate';
    return row ? 'replace' : 'insert';
  }

  /** The payment in excess a decision finds: a second subscription, or one it replaces. */
  function excessOf(
    decision: Decision,
    userId: string,
    row: SubscriptionRow | undefined,
    truth: SubscriptionTruth,
    extras: SyncExtras,
  ): PaymentIssue | undefined {
    if (decision === 'duplicate') {
      return {
        userId,
        kind: 'duplicate_subscription',
        subjectRef: truth.providerSubscriptionId,
        amountCents: extras.payment?.priceCents ?? extras.paidCents ?? 0,
      };
    }
    // A replaced one still live at the provider (unpaid, or past its period) must bill no more.
    const replaced = decision === 'replace' && row?.status !== 'expired' ? row : undefined;
    if (replaced?.providerSubscriptionId && replaced.provider === provider.kind) {
      return {
        userId,
        kind: 'replaced_subscription',
        subjectRef: replaced.providerSubscriptionId,
        amountCents: 0,
      };
    }
    return undefined;
  }

  /** The row's columns that follow the provider's state. */
  function stateOf(truth: SubscriptionTruth, readAt: Date) {
    const at = billing.now();
    const ended = isEndedStatus(truth.status);
    const schedule = ended ? null : truth.schedule;
    const endedAt = truth.endedAt ?? at;
    return {
      status: ended
        ? ('expired' as const)
        : truth.cancelAtPeriodEnd
          ? ('cancelled' as const)
          : ('active' as const),
      currentPeriodStart: truth.periodStart,
      // An ended subscription gives nothing after its end, whatever period it was in.
      currentPeriodEnd: ended && endedAt < truth.periodEnd ? endedAt : truth.periodEnd,
      scheduledPlan: schedule?.plan ?? null,
      scheduledStart: schedule?.start ?? null,
      scheduledEnd: schedule?.end ?? null,
      scheduledStatus: schedule?.status ?? null,
      providerScheduleId: schedule?.scheduleId ?? null,
      provider: provider.kind,
      providerSubscriptionId: truth.providerSubscriptionId,
      providerStatus: truth.status,
      providerSyncedAt: readAt,
      updatedAt: at,
    };
  }

  async function write(
    tx: Tx,
    userId: string,
    row: SubscriptionRow | undefined,
    truth: SubscriptionTruth,
    readAt: Date,
    extras: SyncExtras,
  ) {
    const state = stateOf(truth, readAt);
    const promoUsed = (row?.promoUsed ?? false) || truth.discounted || !!extras.discounted;
    const plan = truth.plan ?? row?.plan ?? 'MONTHLY';
    if (!row) {
      await tx
        .insert(subscriptions)
        .values({ userId, plan, startedAt: truth.periodStart, promoUsed, ...state });
      return;
    }
    const started =
      row.providerSubscriptionId === truth.providerSubscriptionId
        ? {}
        : { startedAt: truth.periodStart };
    await tx
      .update(subscriptions)
      .set({ plan, promoUsed, ...started, ...state })
      .where(eq(subscriptions.id, row.id));
  }

  /** Applies `truth` (read at `readAt`) as `eventId`, once; false when applied before. */
  async function apply(
    eventId: string,
    type: string,
    truth: SubscriptionTruth,
    readAt: Date,
    extras: SyncExtras = {},
  ) {
    const userId = extras.userId ?? truth.userId;
    if (!userId) {
      logger.warn('a subscription of no customer of ours', {
        subscription: truth.providerSubscriptionId,
      });
      return false;
    }
    let found: PaymentIssue | undefined;
    const applied = await once(
      eventId,
      type,
      async (tx) => {
        const customer = await lockCustomer(tx, userId);
        if (!customer) return;
        const row = customer.subscription;
        const decision = decide(row, truth, readAt);
        found = excessOf(decision, userId, row, truth, extras);
        if (found) await issues.flag(tx, found);
        if (decision === 'update' || decision === 'insert' || decision === 'replace') {
          await write(tx, userId, row, truth, readAt, extras);
        }
        // A payment of the customer's subscription is recorded, late or not; one of a duplicate
        // is refunded, and one of a subscription they no longer have is not theirs to show.
        const theirs = decision !== 'duplicate' && decision !== 'other-ended';
        if (extras.payment && theirs) await recordPeriod(tx, userId, extras.payment);
        await syncRole(tx, userId);
      },
      extras.alongside,
    );
    if (found) await issues.remedy(found);
    // A failed payment is told, and a recovered one thanked, once the change is committed.
    if (applied) await billing.notices.follow(userId);
    return applied;
  }

  /**
   * Before a subscription is judged a second one, the customer's current one is read again:
   * the stored state may be late (an ended one whose event has not arrived, a renewal whose
   * payment has not), and a wrong judgement cancels a subscription the customer wants.
   */
  async function refreshCurrent(userId: string, truth: SubscriptionTruth) {
    const current = await billing.subscriptionOf(userId);
    const otherId = current?.providerSubscriptionId;
    if (!current || current.status === 'expired' || !otherId) return;
    if (otherId === truth.providerSubscriptionId || isEndedStatus(truth.status)) return;
    const readAt = billing.now();
    const other = await provider.readSubscription(otherId);
    if (other) await apply(`read:${randomUUID()}`, 'subscription.read', other, readAt, { userId });
  }

  /**
   * An event about the provider's subscription `providerSubscriptionId`: its state is read from
   * the provider now, and applied as the event (once).
   */
  async function observed(
    eventId: string,
    type: string,
    providerSubscriptionId: string,
    extras: SyncExtras = {},
  ) {
    const readAt = billing.now();
    const truth = await provider.readSubscription(providerSubscriptionId);
    if (!truth) throw new Error(`${provider.kind} payments keep no subscriptions to read`);
    const userId = extras.userId ?? truth.userId;
    if (userId) await refreshCurrent(userId, truth);
    return apply(eventId, type, truth, readAt, extras);
  }

  return { apply, observed };
}
