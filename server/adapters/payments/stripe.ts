import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { SubscriptionType } from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { checkouts, paymentEvents } from '../../db/schema';
import type { Billing } from '../../domain/billing/billing';
import type { Logger } from '../../logger';
import { type PaymentProvider, planOfPrice } from './provider';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  prices: Record<SubscriptionType, string>;
  /** Tests point the SDK at a local stand-in of the Stripe API. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(settings.api ?? {}),
  });
}

/**
 * Stripe Checkout Sessions (payment mode for a script, subscription mode for Pro with promotion
 * codes for customers who never subscribed), a subscription schedule for the monthly-to-annual
 * change, and `cancel_at_period_end` for cancelling and reinstating.
 */
export function createStripePayments(stripe: Stripe, settings: StripeSettings): PaymentProvider {
  const { prices } = settings;
  const subscriptionId = (sub: { providerSubscriptionId: string | null }) => {
    if (!sub.providerSubscriptionId) throw new Error('subscription has no Stripe id');
    return sub.providerSubscriptionId;
  };

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
              allow_promotion_codes: request.allowPromo,
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
  };
}

export class WebhookSignatureError extends Error {}

const fromEpoch = (seconds: number) => new Date(seconds * 1000);

/**
 * `POST /api/v2/payment/webhook`: verifies the signature on the raw body, then applies each
 * event once through the billing domain (the same calls the test checkout makes).
 */
export function createStripeWebhook(deps: {
  stripe: Stripe;
  settings: StripeSettings;
  billing: Billing;
  db: Database;
  logger: Logger;
}) {
  const { stripe, settings, billing, db, logger } = deps;
  const planOf = (priceId: string | undefined) =>
    (priceId && planOfPrice(settings.prices, priceId)) || null;

  async function seen(eventId: string) {
    const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId));
    return row !== undefined;
  }

  async function checkoutOf(session: Stripe.Checkout.Session) {
    const checkoutId = session.metadata?.checkoutId ?? '';
    if (!/^[0-9a-f-]{36}$/.test(checkoutId)) return undefined;
    const [row] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    return row;
  }

  async function markCompleted(checkoutId: string) {
    await db
      .update(checkouts)
      .set({ status: 'completed' })
      .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'open')));
  }

  function subscriptionState(sub: Stripe.Subscription) {
    const item = sub.items.data[0];
    const ended = sub.status === 'canceled' || sub.status === 'incomplete_expired';
    return {
      plan: planOf(item?.price.id) ?? undefined,
      status: ended
        ? ('expired' as const)
        : sub.cancel_at_period_end
          ? ('cancelled' as const)
          : ('active' as const),
      currentPeriodStart: item ? fromEpoch(item.current_period_start) : undefined,
      currentPeriodEnd: item ? fromEpoch(item.current_period_end) : undefined,
    };
  }

  async function onCheckoutCompleted(event: Stripe.Event, session: Stripe.Checkout.Session) {
    const checkout = await checkoutOf(session);
    if (!checkout) {
      logger.info('stripe checkout without a known checkout id', { session: session.id });
      return;
    }
    if (session.mode === 'payment') {
      if (session.payment_status !== 'paid' || !checkout.scriptId) return;
      await billing.scriptPaid(event.id, {
        userId: checkout.userId,
        scriptId: checkout.scriptId,
        priceCents: session.amount_total ?? 0,
        providerRef: session.id,
      });
    } else if (session.mode === 'subscription' && session.subscription) {
      const id =
        typeof session.subscription === 'string' ? session.subscription : session.subscription.id;
      const sub = await stripe.subscriptions.retrieve(id);
      const state = subscriptionState(sub);
      if (!state.currentPeriodStart || !state.currentPeriodEnd) return;
      await billing.subscriptionStarted(event.id, {
        userId: checkout.userId,
        provider: 'stripe',
        providerSubscriptionId: sub.id,
        promo: (session.total_details?.amount_discount ?? 0) > 0,
        cancelled: state.status === 'cancelled',
        plan: state.plan ?? (checkout.plan as SubscriptionType | null) ?? 'MONTHLY',
        periodStart: state.currentPeriodStart,
        periodEnd: state.currentPeriodEnd,
        priceCents: session.amount_total ?? 0,
        // The invoice of the first period records the purchase item (`invoice.paid`).
        providerRef: null,
      });
    }
    await markCompleted(checkout.id);
  }

  async function onInvoicePaid(event: Stripe.Event, invoice: Stripe.Invoice) {
    const details = invoice.parent?.subscription_details;
    const subId =
      typeof details?.subscription === 'string' ? details.subscription : details?.subscription?.id;
    if (!subId || !invoice.id) return;
    const known = await billing.findByProviderId(subId);
    const userId = known?.userId ?? details?.metadata?.userId;
    if (!userId) return;
    const line = invoice.lines.data[0];
    const linePrice = line?.pricing?.price_details?.price;
    const plan =
      planOf(typeof linePrice === 'string' ? linePrice : linePrice?.id) ?? known?.plan ?? 'MONTHLY';
    await billing.periodPaid(event.id, {
      userId,
      plan,
      periodStart: fromEpoch(line?.period.start ?? invoice.created),
      periodEnd: fromEpoch(line?.period.end ?? invoice.created),
      priceCents: invoice.amount_paid,
      providerRef: invoice.id,
    });
  }

  async function onSchedule(event: Stripe.Event, schedule: Stripe.SubscriptionSchedule) {
    const subId =
      typeof schedule.subscription === 'string' ? schedule.subscription : schedule.subscription?.id;
    if (!subId) return;
    const next = schedule.phases[1];
    const live = schedule.status === 'active' || schedule.status === 'not_started';
    const nextPlan = planOf(
      typeof next?.items[0]?.price === 'string' ? next.items[0].price : next?.items[0]?.price.id,
    );
    if (!live || !next || !nextPlan) {
      await billing.subscriptionChanged(event.id, subId, {
        scheduledPlan: null,
        scheduledStart: null,
        scheduledEnd: null,
        scheduledStatus: null,
        providerScheduleId: null,
      });
      return;
    }
    const started = schedule.current_phase?.start_date === next.start_date;
    await billing.subscriptionChanged(event.id, subId, {
      scheduledPlan: nextPlan,
      scheduledStart: fromEpoch(next.start_date),
      scheduledEnd: fromEpoch(next.end_date),
      scheduledStatus: started ? 'active' : 'not_started',
      providerScheduleId: schedule.id,
    });
  }

  /** Applies one event (each once); says what became of it, for the metrics. */
  return async function handle(
    rawBody: string,
    signature: string | undefined,
  ): Promise<'applied' | 'duplicate' | 'ignored'> {
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
    } catch {
      throw new WebhookSignatureError('The webhook signature is not valid.');
    }
    if (await seen(event.id)) return 'duplicate';
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        await onCheckoutCompleted(event, event.data.object);
        break;
      case 'invoice.paid':
        await onInvoicePaid(event, event.data.object);
        break;
      case 'customer.subscription.created':
      case 'customer.subscription.updated': {
        const state = subscriptionState(event.data.object);
        const change = Object.fromEntries(
          Object.entries(state).filter(([, value]) => value !== undefined),
        );
        await billing.subscriptionChanged(event.id, event.data.object.id, change);
        break;
      }
      case 'customer.subscription.deleted':
        await billing.subscriptionEnded(event.id, event.data.object.id);
        break;
      case 'subscription_schedule.created':
      case 'subscription_schedule.updated':
      case 'subscription_schedule.released':
      case 'subscription_schedule.canceled':
      case 'subscription_schedule.completed':
        await onSchedule(event, event.data.object);
        break;
      default:
        return 'ignored';
    }
    return 'applied';
  };
}
