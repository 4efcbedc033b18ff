import type Stripe from 'stripe';
import type { Logger } from '../../logger';
import type { PaymentProvider } from './provider';
import type { StripeSettings } from './stripe-client';
import { createStripePromo } from './stripe-promo';
import { subscriptionTruth } from './stripe-subscriptions';

/**
 * Stripe Checkout Sessions (payment mode for a script, subscription mode for Pro with promotion
 * codes for customers who never subscribed), a subscription schedule for the monthly-to-annual
 * change, and `cancel_at_period_end` for cancelling and reinstating. Calls that change money
 * (cancelling a duplicate, refunds) carry idempotency keys: a retry never does them twice.
 */
export function createStripePayments(
  stripe: Stripe,
  settings: StripeSettings,
  logger: Logger,
): PaymentProvider {
  const { prices } = settings;
  const offerPromo = createStripePromo(stripe, logger);
  const subscriptionId = (sub: { providerSubscriptionId: string | null }) => {
    if (!sub.providerSubscriptionId) throw new Error('subscription has no Stripe id');
    return sub.providerSubscriptionId;
  };

  /** Every payment a subscription took, refunded in full. */
  async function refundSubscription(id: string) {
    const invoices = await stripe.invoices.list({
      subscription: id,
      status: 'paid',
      expand: ['data.payments'],
    });
    const refunds: string[] = [];
    for (const invoice of invoices.data) {
      for (const payment of invoice.payments?.data ?? []) {
        const intent = payment.payment.payment_intent;
        const intentId = typeof intent === 'string' ? intent : intent?.id;
        if (payment.status !== 'paid' || !intentId) continue;
        refunds.push(...(await refund(intentId)).refunds);
      }
    }
    return { refunds };
  }

  async function refund(paymentIntent: string) {
    const made = await stripe.refunds.create(
      { payment_intent: paymentIntent },
      { idempotencyKey: `signalhand-refund-${paymentIntent}` },
    );
    return { refunds: [made.id] };
  }

  return {
    kind: 'stripe',
    prices,
    async createCheckout(request) {
      const common = {
        customer_email: request.customer.emailAddress,
        client_reference_id: request.customer.id,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        // Unpaid, the session ends with our checkout (Stripe allows 30 minutes to 24 hours).
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        metadata: { checkoutId: request.checkoutId, userId: request.customer.id },
      };
      const session =
        request.kind === 'SCRIPT'
          ? await stripe.checkout.sessions.create({
              ...common,
              mode: 'payment',
              line_items: [
                {
                  quantity: 1,
                  price_data: {
                    currency: 'usd',
                    unit_amount: request.script.priceCents,
                    product_data: { name: request.script.name },
                  },
                },
              ],
            })
          : await stripe.checkout.sessions.create({
              ...common,
              mode: 'subscription',
              line_items: [{ price: request.priceId, quantity: 1 }],
              // The promo code (a Stripe promotion code of the same name) is for new customers.
              allow_promotion_codes: request.promo ? await offerPromo(request.promo) : false,
              subscription_data: {
                metadata: { checkoutId: request.checkoutId, userId: request.customer.id },
              },
            });
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { url: session.url, sessionId: session.id };
    },
    async resumeCheckout(checkout) {
      // No session: its creation failed or is under way; a new checkout takes its place.
      if (!checkout.providerSessionId) return { state: 'closed' };
      const session = await stripe.checkout.sessions.retrieve(checkout.providerSessionId);
      if (session.status === 'open' && session.url) return { state: 'open', url: session.url };
      // Complete means paid, or a delayed payment on its way: either way, not a second one.
      return { state: session.status === 'complete' ? 'paid' : 'closed' };
    },
    async closeCheckout(checkout) {
      if (!checkout.providerSessionId) return 'closed';
      const id = checkout.providerSessionId;
      const session = await stripe.checkout.sessions.retrieve(id);
      if (session.status === 'complete') return 'paid';
      if (session.status !== 'open') return 'closed';
      try {
        await stripe.checkout.sessions.expire(id);
      } catch (error) {
        // Only an open session expires: it was paid (or expired) in the meantime.
        const again = await stripe.checkout.sessions.retrieve(id);
        if (again.status === 'open') throw error;
        if (again.status === 'complete') return 'paid';
      }
      return 'closed';
    },
    async scheduleYearly(sub) {
      const schedule = await stripe.subscriptionSchedules.create({
        from_subscription: subscriptionId(sub),
      });
      const current = schedule.phases[0];
      await stripe.subscriptionSchedules.update(schedule.id, {
        end_behavior: 'release',
        phases: [
          {
            items: [{ price: prices.MONTHLY, quantity: 1 }],
            start_date: current?.start_date,
            end_date: current?.end_date ?? Math.floor(sub.currentPeriodEnd.getTime() / 1000),
          },
          {
            items: [{ price: prices.YEARLY, quantity: 1 }],
            duration: { interval: 'year', interval_count: 1 },
          },
        ],
      });
      return { scheduleId: schedule.id };
    },
    async cancelAtPeriodEnd(sub) {
      // A subscription run by a schedule refuses direct changes: let the schedule go first.
      if (sub.providerScheduleId)
        await stripe.subscriptionSchedules.release(sub.providerScheduleId);
      await stripe.subscriptions.update(subscriptionId(sub), { cancel_at_period_end: true });
    },
    async reinstate(sub) {
      await stripe.subscriptions.update(subscriptionId(sub), { cancel_at_period_end: false });
    },
    async readSubscription(id) {
      const sub = await stripe.subscriptions.retrieve(id, { expand: ['schedule'] });
      return subscriptionTruth(sub, prices);
    },
    async cancelNow(id, options) {
      const current = await stripe.subscriptions.retrieve(id);
      if (current.status !== 'canceled' && current.status !== 'incomplete_expired') {
        await stripe.subscriptions.cancel(id, {}, { idempotencyKey: `signalhand-cancel-${id}` });
      }
      return options.refund ? refundSubscription(id) : { refunds: [] };
    },
    refund,
    async portalUrl(id, returnUrl) {
      // The portal is the customer's (their cards, all their invoices): the subscription names it.
      const sub = await stripe.subscriptions.retrieve(id);
      const customer = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
      const session = await stripe.billingPortal.sessions.create({
        customer,
        return_url: returnUrl,
      });
      return session.url;
    },
  };
}
