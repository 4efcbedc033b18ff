import { and, eq } from 'drizzle-orm';
import type { SubscriptionActionResponse, SubscriptionType } from '../../../src/services/contract';
import { type PaymentProvider, planOfPrice } from '../../adapters/payments/provider';
import type { Database } from '../../db/client';
import { checkouts, scripts, users } from '../../db/schema';
import type { Logger } from '../../logger';
import { DomainError } from '../errors';
import type { RateLimiter } from '../rate-limit';
import type { Billing } from './billing';
import { createCheckoutStarts } from './checkout-start';
import type { PaymentEvents } from './payment-events';
import {
  dollarsToCents,
  PLAN_PRICE_CENTS,
  PROMO_DISCOUNT_CENTS,
  PROMO_PLAN_NAME,
  periodEnd,
} from './periods';
import { CheckoutRefusal, PaymentInputError } from './refusals';
import { withRefresh } from './return-paths';

export type Payments = ReturnType<typeof createPayments>;

/** Checkouts and subscription actions: the rules, the provider, then the billing state. */
export function createPayments(deps: {
  db: Database;
  billing: Billing;
  events: PaymentEvents;
  provider: PaymentProvider;
  limiter: RateLimiter;
  logger: Logger;
  publicUrl: string;
  promoCode: string;
}) {
  const { db, billing, events, provider, logger } = deps;
  const starts = createCheckoutStarts(deps);

  /** The open test checkout with what it sells, or why it cannot be shown. */
  async function testCheckout(checkoutId: string) {
    if (provider.kind !== 'local' || !/^[0-9a-f-]{36}$/.test(checkoutId)) {
      throw new CheckoutRefusal(404, 'Checkout not found', 'This checkout does not exist.');
    }
    const [row] = await db
      .select({ checkout: checkouts, script: scripts, email: users.emailAddress })
      .from(checkouts)
      .innerJoin(users, eq(users.id, checkouts.userId))
      .leftJoin(scripts, eq(scripts.id, checkouts.scriptId))
      .where(eq(checkouts.id, checkoutId));
    if (!row) throw new CheckoutRefusal(404, 'Checkout not found', 'This checkout does not exist.');
    const { checkout, script } = row;
    if (checkout.status !== 'open') {
      throw new CheckoutRefusal(
        409,
        'Checkout closed',
        `This checkout was already ${checkout.status}.`,
      );
    }
    if (checkout.expiresAt <= billing.now()) {
      throw new CheckoutRefusal(410, 'Checkout expired', 'This checkout expired. Start again.');
    }
    const plan = checkout.plan as SubscriptionType | null;
    return {
      checkout,
      emailAddress: row.email,
      item: script
        ? { name: script.scriptName, priceCents: dollarsToCents(script.price), period: null }
        : {
            name: plan === 'YEARLY' ? 'Pro plan, yearly' : 'Pro plan, monthly',
            priceCents: PLAN_PRICE_CENTS[plan ?? 'MONTHLY'],
            period: plan === 'YEARLY' ? 'year' : 'month',
          },
    };
  }

  /**
   * The test checkout's Complete: the same billing rules a Stripe webhook goes through, in one
   * transaction each, keyed by the checkout id so a double submit records one payment.
   */
  async function completeTestCheckout(checkoutId: string, promoCode: string | undefined) {
    const { checkout } = await testCheckout(checkoutId);
    const code = (promoCode ?? '').trim();
    const eventId = `local:checkout:${checkout.id}`;
    if (checkout.kind === 'SCRIPT') {
      if (code) {
        throw new CheckoutRefusal(422, 'Code not accepted', 'Promo codes apply to Pro only.');
      }
      const [script] = await db
        .select()
        .from(scripts)
        .where(eq(scripts.id, checkout.scriptId ?? ''));
      if (!script) throw new CheckoutRefusal(404, 'Script not found', 'The script is gone.');
      await events.scriptCheckoutPaid(eventId, {
        checkout,
        priceCents: dollarsToCents(script.price),
        providerRef: eventId,
        paymentRef: eventId,
      });
    } else {
      const plan = (checkout.plan ?? 'MONTHLY') as SubscriptionType;
      const promo = code !== '' && (await acceptedPromo(code, checkout.userId));
      if (billing.holdsPro(await billing.subscriptionOf(checkout.userId), billing.now())) {
        throw new CheckoutRefusal(409, 'Already subscribed', 'You already have Pro.');
      }
      const start = billing.now();
      const end = periodEnd(start, plan);
      const price = PLAN_PRICE_CENTS[plan];
      await events.applySubscription(
        eventId,
        'subscription.checkout-paid',
        {
          providerSubscriptionId: `local_sub_${checkout.id}`,
          userId: checkout.userId,
          status: null,
          cancelAtPeriodEnd: false,
          plan,
          periodStart: start,
          periodEnd: end,
          endedAt: null,
          discounted: promo,
          schedule: null,
        },
        start,
        {
          payment: {
            plan,
            periodStart: start,
            periodEnd: end,
            priceCents: promo ? Math.max(0, price - PROMO_DISCOUNT_CENTS) : price,
            providerRef: eventId,
            name: promo ? PROMO_PLAN_NAME[plan] : undefined,
          },
          alongside: events.completes(checkout.id),
        },
      );
    }
    logger.info('test checkout completed', { kind: checkout.kind });
    return checkout.kind === 'SUBSCRIPTION'
      ? withRefresh(checkout.returnPath)
      : checkout.returnPath;
  }

  /** The promo code the customer typed, if it is ours and they may use it (or why not). */
  async function acceptedPromo(code: string, userId: string) {
    if (code.toUpperCase() !== deps.promoCode.toUpperCase()) {
      throw new CheckoutRefusal(422, 'Code not accepted', 'This promo code is not valid.');
    }
    if (!(await billing.isNewCustomer(userId))) {
      throw new CheckoutRefusal(
        422,
        'Code not accepted',
        'This promo code is for new customers only.',
      );
    }
    return true;
  }

  async function cancelTestCheckout(checkoutId: string) {
    const { checkout } = await testCheckout(checkoutId);
    await db
      .update(checkouts)
      .set({ status: 'cancelled' })
      .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'open')));
    return checkout.returnPath;
  }

  const refuse = (description: string): SubscriptionActionResponse => ({
    success: false,
    description,
  });

  /** `PUT /subscription?priceId=`: the yearly plan from the end of the current period. */
  async function upgrade(userId: string, priceId: string | undefined) {
    if (planOfPrice(provider.prices, priceId ?? '') !== 'YEARLY') {
      throw new PaymentInputError('priceId must be the yearly price id.');
    }
    const sub = await billing.subscriptionOf(userId);
    if (!sub || !billing.holdsPro(sub, billing.now())) {
      return refuse('You have no active subscription to upgrade.');
    }
    if (sub.status === 'cancelled') {
      return refuse('Your subscription is cancelled: reinstate it before upgrading.');
    }
    if (sub.plan === 'YEARLY') return refuse('Your subscription is already annual.');
    if (sub.scheduledPlan) return refuse('A change to the annual plan is already scheduled.');
    const { scheduleId } = await provider.scheduleYearly(sub);
    await billing.applyAction(
      userId,
      {
        scheduledPlan: 'YEARLY',
        scheduledStart: sub.currentPeriodEnd,
        scheduledEnd: periodEnd(sub.currentPeriodEnd, 'YEARLY'),
        scheduledStatus: 'not_started',
        providerScheduleId: scheduleId,
      },
      'subscription.schedule',
    );
    return {
      success: true,
      description: 'Your annual subscription starts at the end of the current period.',
    };
  }

  /** `DELETE /subscription`: ends at the end of the paid period; the role stays until then. */
  async function cancel(userId: string) {
    const sub = await billing.subscriptionOf(userId);
    if (!sub || !billing.holdsPro(sub, billing.now())) {
      return refuse('You have no active subscription to cancel.');
    }
    if (sub.status === 'cancelled') return refuse('Your subscription is already cancelled.');
    await provider.cancelAtPeriodEnd(sub);
    await billing.applyAction(
      userId,
      {
        status: 'cancelled',
        scheduledPlan: null,
        scheduledStart: null,
        scheduledEnd: null,
        scheduledStatus: null,
        providerScheduleId: null,
      },
      'subscription.cancel',
    );
    return {
      success: true,
      description: 'Your subscription is cancelled. Pro stays active until the end of the period.',
    };
  }

  /**
   * Closing the account (issue 35): a live subscription ends now, at the provider first (no
   * later renewal can charge a closed account), then here, and the Pro role goes with it.
   */
  async function endNow(userId: string) {
    const sub = await billing.subscriptionOf(userId);
    if (!sub || sub.status === 'expired') return;
    if (sub.providerSubscriptionId) {
      await provider.cancelNow(sub.providerSubscriptionId, { refund: false });
    }
    await billing.applyAction(
      userId,
      {
        status: 'expired',
        currentPeriodEnd: billing.now(),
        scheduledPlan: null,
        scheduledStart: null,
        scheduledEnd: null,
        scheduledStatus: null,
        providerScheduleId: null,
      },
      'subscription.end',
    );
  }

  /** `PUT /subscription/reinstate`: undoes a cancellation before the period ends. */
  async function reinstate(userId: string) {
    const sub = await billing.subscriptionOf(userId);
    if (sub?.status !== 'cancelled' || !billing.holdsPro(sub, billing.now())) {
      return refuse('There is no cancelled subscription to reinstate.');
    }
    await provider.reinstate(sub);
    await billing.applyAction(userId, { status: 'active' }, 'subscription.reinstate');
    return { success: true, description: 'Your subscription is active again.' };
  }

  /**
   * The card and invoices page of the customer's subscription (issue 37), back to `returnPath`
   * (a customer page, checked by the contract): its address, or why there is none.
   */
  async function portalUrl(userId: string, returnPath: string) {
    const sub = await billing.subscriptionOf(userId);
    const url = sub?.providerSubscriptionId
      ? await provider.portalUrl(sub.providerSubscriptionId, `${deps.publicUrl}${returnPath}`)
      : null;
    if (!url) {
      throw new DomainError('conflict', 'There is no card to change: you have not subscribed yet.');
    }
    return url;
  }

  return {
    ...starts,
    portalUrl,
    testCheckout,
    completeTestCheckout,
    cancelTestCheckout,
    upgrade,
    cancel,
    reinstate,
    endNow,
  };
}
