import { and, eq } from 'drizzle-orm';
import type { PaymentProvider } from '../../adapters/payments/provider';
import type { Database } from '../../db/client';
import { checkouts, purchases, scripts } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Billing, Tx } from './billing';
import { createPaymentIssues, type PaymentIssue } from './payment-issues';
import { createSubscriptionSync } from './subscription-sync';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type PaymentEvents = ReturnType<typeof createPaymentEvents>;

const CHECKOUT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * What providers report, applied by the billing rules: a checkout paid, a subscription changed.
 * The Stripe webhook and the test checkout both come here, so the rules and the tables they
 * write (`checkouts`, `payment_events`, `purchases`, `subscriptions`, `payment_issues`) are the
 * same for both. Every event applies once (its id is recorded in its transaction).
 */
export function createPaymentEvents(deps: {
  db: Database;
  billing: Billing;
  provider: PaymentProvider;
  logger: Logger;
}) {
  const { db, billing, logger } = deps;
  const issues = createPaymentIssues({ ...deps, now: billing.now });
  const sync = createSubscriptionSync({ ...deps, issues });
  const { once, insertPurchase } = billing.steps;

  /** Our checkout of that id (what a provider's metadata names), if there is one. */
  async function checkoutOf(checkoutId: string | null | undefined) {
    if (!checkoutId || !CHECKOUT_ID.test(checkoutId)) return undefined;
    const [row] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    return row;
  }

  /** The checkout is done, in the transaction of the payment that completes it. */
  const completes = (checkoutId: string) => (tx: Tx) =>
    tx
      .update(checkouts)
      .set({ status: 'completed' })
      .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'open')));

  /**
   * A script's checkout was paid: the purchase, once. A payment for a script the customer owns
   * already (two checkouts paid) is not dropped: it is refunded, and kept for the operators.
   */
  async function scriptCheckoutPaid(
    eventId: string,
    args: {
      checkout: CheckoutRow;
      priceCents: number;
      /** The purchase's reference (the same payment reported twice is one purchase). */
      providerRef: string;
      /** What a refund of this payment names. */
      paymentRef: string;
    },
  ) {
    const { checkout } = args;
    let found: PaymentIssue | undefined;
    const applied = await once(
      eventId,
      'script.paid',
      async (tx) => {
        const [script] = await tx
          .select()
          .from(scripts)
          .where(eq(scripts.id, checkout.scriptId ?? ''));
        if (!script) throw new Error(`unknown script ${checkout.scriptId}`);
        const recorded = await insertPurchase(tx, checkout.userId, {
          kind: 'SCRIPT',
          name: script.scriptName,
          priceCents: args.priceCents,
          scriptId: script.id,
          providerRef: args.providerRef,
        });
        if (recorded) return;
        const [same] = await tx
          .select({ id: purchases.id })
          .from(purchases)
          .where(eq(purchases.providerRef, args.providerRef));
        if (same) return;
        found = {
          userId: checkout.userId,
          kind: 'duplicate_script_payment',
          subjectRef: args.paymentRef,
          amountCents: args.priceCents,
        };
        await issues.flag(tx, found);
      },
      completes(checkout.id),
    );
    if (found) await issues.remedy(found);
    return applied;
  }

  /**
   * A subscription's checkout was paid: the subscription, as the provider holds it now (it may
   * have ended already), for the customer who started the checkout.
   */
  async function subscriptionCheckoutPaid(
    eventId: string,
    args: {
      checkoutId: string | null;
      providerSubscriptionId: string;
      discounted: boolean;
      paidCents: number;
    },
  ) {
    const checkout = await checkoutOf(args.checkoutId);
    if (!checkout) {
      logger.info('a paid subscription checkout without a checkout of ours', {
        subscription: args.providerSubscriptionId,
      });
    }
    return sync.observed(eventId, 'subscription.checkout-paid', args.providerSubscriptionId, {
      userId: checkout?.userId,
      discounted: args.discounted,
      paidCents: args.paidCents,
      alongside: checkout && completes(checkout.id),
    });
  }

  return {
    checkoutOf,
    completes,
    wasApplied: billing.wasApplied,
    scriptCheckoutPaid,
    subscriptionCheckoutPaid,
    /** Something happened to a provider's subscription: its state is read and applied. */
    subscriptionObserved: sync.observed,
    /** A subscription whose state the caller holds (the test checkout's own). */
    applySubscription: sync.apply,
    /** A script's payment refunded, or lost to a dispute: the script goes (issue 37). */
    paymentReversed: billing.reversals.reversed,
  };
}
