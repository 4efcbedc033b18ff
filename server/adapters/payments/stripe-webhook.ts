import type Stripe from 'stripe';
import type { PaymentEvents } from '../../domain/billing/payment-events';
import { PROMO_PLAN_NAME } from '../../domain/billing/periods';
import type { Logger } from '../../logger';
import { planOfPrice } from './provider';
import type { StripeSettings } from './stripe-client';
import { customerOf, fromEpoch, idOf } from './stripe-subscriptions';

export class WebhookSignatureError extends Error {}
/** Signed by Stripe, but not an event (a body of `null`, an array...). */
export class WebhookBodyError extends Error {}

/** A checkout paid: by card at once, or by a delayed method (a bank debit) days later. */
const CHECKOUT_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
] as const;
/** The subscription events: each only says which subscription to read again. */
const SUBSCRIPTION_EVENTS = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
] as const;
/**
 * Every change of a schedule shows in its subscription (`schedule`, expanded on read): released,
 * cancelled, completed or aborted (its subscription ended), it is no longer attached. `expiring`
 * is Stripe's notice a week before a schedule's last phase ends: reading finds nothing changed.
 */
const SCHEDULE_EVENTS = [
  'subscription_schedule.created',
  'subscription_schedule.updated',
  'subscription_schedule.released',
  'subscription_schedule.canceled',
  'subscription_schedule.completed',
  'subscription_schedule.aborted',
  'subscription_schedule.expiring',
] as const;

/** The events the webhook applies: the ones to send it (the README lists them). */
export const STRIPE_WEBHOOK_EVENTS: readonly string[] = [
  ...CHECKOUT_EVENTS,
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
  'charge.dispute.closed',
  ...SUBSCRIPTION_EVENTS,
  ...SCHEDULE_EVENTS,
];
const among = (events: readonly string[], type: string) => events.includes(type);

const isEvent = (value: unknown): value is Stripe.Event => {
  const event = value as Stripe.Event | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    typeof event.id === 'string' &&
    typeof event.type === 'string' &&
    typeof event.data?.object === 'object' &&
    event.data.object !== null
  );
};

/**
 * `POST /api/v2/payment/webhook`: verifies the signature on the raw body, translates each event
 * into the billing domain's terms and hands it over; the domain applies it once. An event's copy
 * of a subscription is never trusted (it may be older than another one already applied): the
 * domain reads the subscription from Stripe.
 */
export function createStripeWebhook(deps: {
  stripe: Stripe;
  settings: StripeSettings;
  events: PaymentEvents;
  logger: Logger;
}) {
  const { stripe, settings, events, logger } = deps;

  async function onCheckoutPaid(eventId: string, session: Stripe.Checkout.Session) {
    if (session.mode === 'subscription') {
      const subscription = idOf(session.subscription);
      if (!subscription) return false;
      await events.subscriptionCheckoutPaid(eventId, {
        checkoutId: session.metadata?.checkoutId ?? null,
        providerSubscriptionId: subscription,
        discounted: (session.total_details?.amount_discount ?? 0) > 0,
        paidCents: session.amount_total ?? 0,
      });
      return true;
    }
    // A delayed payment (a bank debit) completes unpaid: its `async_payment_succeeded` pays it.
    if (session.mode !== 'payment' || session.payment_status !== 'paid') return false;
    const checkout = await events.checkoutOf(session.metadata?.checkoutId);
    if (!checkout?.scriptId) {
      logger.info('a paid Stripe checkout of no script checkout of ours', { session: session.id });
      return false;
    }
    await events.scriptCheckoutPaid(eventId, {
      checkout,
      priceCents: session.amount_total ?? 0,
      providerRef: session.id,
      paymentRef: idOf(session.payment_intent) ?? session.id,
    });
    return true;
  }

  async function onInvoicePaid(eventId: string, invoice: Stripe.Invoice) {
    const details = invoice.parent?.subscription_details;
    const subscription = idOf(details?.subscription);
    if (!subscription || !invoice.id) return false;
    const line = invoice.lines.data[0];
    const plan = planOfPrice(settings.prices, idOf(line?.pricing?.price_details?.price) ?? '');
    const period = line?.period ?? { start: invoice.created, end: invoice.created };
    const discounted = (invoice.total_discount_amounts ?? []).some((entry) => entry.amount > 0);
    await events.subscriptionObserved(eventId, 'invoice.paid', subscription, {
      userId: customerOf(details?.metadata) ?? undefined,
      payment: {
        plan: plan ?? 'MONTHLY',
        periodStart: fromEpoch(period.start),
        periodEnd: fromEpoch(period.end),
        priceCents: invoice.amount_paid,
        providerRef: invoice.id,
        name: discounted ? PROMO_PLAN_NAME[plan ?? 'MONTHLY'] : undefined,
      },
    });
    return true;
  }

  /**
   * A payment given back in full (refunded, or a dispute lost): what it paid for, found by its
   * payment intent (a script's checkout session, or a period's invoice), is taken back; a Pro
   * period's subscription is cancelled at Stripe too, so it bills no more. A partial refund
   * leaves it.
   */
  async function onPaymentReversed(
    eventId: string,
    paymentIntent: string | null,
    reason: 'refund' | 'dispute',
  ) {
    if (!paymentIntent) return false;
    const sessions = await stripe.checkout.sessions.list({
      payment_intent: paymentIntent,
      limit: 1,
    });
    const invoicePayments = sessions.data[0]
      ? undefined
      : await stripe.invoicePayments.list({
          payment: { type: 'payment_intent', payment_intent: paymentIntent },
          limit: 1,
        });
    const purchaseRef = sessions.data[0]?.id ?? idOf(invoicePayments?.data[0]?.invoice);
    if (!purchaseRef) return false;
    const taken = await events.paymentReversed(eventId, purchaseRef, reason);
    if (taken?.kind === 'period' && taken.providerSubscriptionId) {
      const id = taken.providerSubscriptionId;
      await stripe.subscriptions.cancel(id, {}, { idempotencyKey: `signalhand-cancel-${id}` });
    }
    return taken !== null;
  }

  async function dispatch(event: Stripe.Event): Promise<boolean> {
    if (event.type === 'charge.refunded') {
      const charge = event.data.object;
      if (!charge.refunded) return false;
      return onPaymentReversed(event.id, idOf(charge.payment_intent), 'refund');
    }
    if (event.type === 'charge.dispute.closed') {
      const dispute = event.data.object;
      if (dispute.status !== 'lost') return false;
      return onPaymentReversed(event.id, idOf(dispute.payment_intent), 'dispute');
    }
    if (among(CHECKOUT_EVENTS, event.type)) {
      return onCheckoutPaid(event.id, event.data.object as Stripe.Checkout.Session);
    }
    if (event.type === 'invoice.paid') return onInvoicePaid(event.id, event.data.object);
    if (event.type === 'invoice.payment_failed') {
      // The subscription, read again, is past due (or unpaid): the customer is told (issue 37).
      const subscription = idOf(event.data.object.parent?.subscription_details?.subscription);
      if (!subscription) return false;
      await events.subscriptionObserved(event.id, event.type, subscription);
      return true;
    }
    if (among(SUBSCRIPTION_EVENTS, event.type)) {
      const sub = event.data.object as Stripe.Subscription;
      await events.subscriptionObserved(event.id, event.type, sub.id);
      return true;
    }
    if (among(SCHEDULE_EVENTS, event.type)) {
      const schedule = event.data.object as Stripe.SubscriptionSchedule;
      // A released schedule names its former subscription apart.
      const sub = idOf(schedule.subscription) ?? schedule.released_subscription;
      if (!sub) return false;
      await events.subscriptionObserved(event.id, event.type, sub);
      return true;
    }
    return false;
  }

  /** Applies one event (each once); says what became of it, for the metrics. */
  return async function handle(
    rawBody: string,
    signature: string | undefined,
  ): Promise<'applied' | 'duplicate' | 'ignored'> {
    let event: unknown;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
    } catch {
      throw new WebhookSignatureError('The webhook signature is not valid.');
    }
    if (!isEvent(event)) throw new WebhookBodyError('The webhook body is not a Stripe event.');
    if (await events.wasApplied(event.id)) return 'duplicate';
    return (await dispatch(event)) ? 'applied' : 'ignored';
  };
}
