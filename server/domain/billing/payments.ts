import { and, eq } from 'drizzle-orm';
import type { SubscriptionActionResponse, SubscriptionType } from '../../../src/services/contract';
import { type PaymentProvider, planOfPrice } from '../../adapters/payments/provider';
import type { Database } from '../../db/client';
import { checkouts, purchases, scripts, users } from '../../db/schema';
import type { Logger } from '../../logger';
import { isFree } from '../catalogue';
import type { Billing } from './billing';
import { dollarsToCents, PLAN_PRICE_CENTS, periodEnd } from './periods';

/** How long a started checkout can be completed. */
export const CHECKOUT_TTL_MS = 60 * 60 * 1000;
export const SCRIPT_RETURN_PATH = '/customer/script-store';
export const ACCOUNTS_PATH = '/customer/accounts';

/** Why a checkout cannot start or complete; the page shows the title and text. */
export class CheckoutRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 410 | 422,
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

/** An unknown price id or a malformed input of a subscription call (answered 400). */
export class PaymentInputError extends Error {}

/**
 * Only a path of this site: starts with one `/`, no scheme, host, backslash or control
 * character, so the return after payment can never leave the site (no open redirect).
 */
export function safeReturnPath(returnUrl: string | undefined): string | null {
  if (returnUrl === undefined || returnUrl === '') return ACCOUNTS_PATH;
  if (returnUrl.length > 500) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (!/^\/(?![/\\])[^\\\u0000-\u001f\u007f\s]*$/.test(returnUrl)) return null;
  const parsed = new URL(returnUrl, 'http://site.invalid');
  if (parsed.origin !== 'http://site.invalid') return null;
  return `${parsed.pathname}${parsed.search}`;
}

export const withRefresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}refresh=true`;

export type Payments = ReturnType<typeof createPayments>;

/** Checkouts and subscription actions: the rules, the provider, then the billing state. */
export function createPayments(deps: {
  db: Database;
  billing: Billing;
  provider: PaymentProvider;
  logger: Logger;
  publicUrl: string;
  promoCode: string;
}) {
  const { db, billing, provider, logger, publicUrl } = deps;
  const absolute = (path: string) => `${publicUrl}${path}`;

  async function customerByEmail(emailAddress: string | undefined) {
    const email = (emailAddress ?? '').trim().toLowerCase();
    if (!email || email.length > 254) {
      throw new CheckoutRefusal(400, 'Checkout not started', 'An e-mail address is required.');
    }
    const [user] = await db.select().from(users).where(eq(users.emailAddress, email));
    if (!user) {
      throw new CheckoutRefusal(
        404,
        'Checkout not started',
        'No account uses this e-mail address. Sign up or log in first.',
      );
    }
    return user;
  }

  async function openCheckout(
    values: Omit<typeof checkouts.$inferInsert, 'id' | 'status' | 'createdAt' | 'expiresAt'>,
  ) {
    const at = billing.now();
    const [row] = await db
      .insert(checkouts)
      .values({
        ...values,
        status: 'open',
        createdAt: at,
        expiresAt: new Date(at.getTime() + CHECKOUT_TTL_MS),
      })
      .returning();
    if (!row) throw new Error('checkout not stored');
    return row;
  }

  /** `GET /checkout-session?emailAddress&product`: a checkout for a paid script not yet bought. */
  async function scriptCheckout(emailAddress: string | undefined, product: string | undefined) {
    const user = await customerByEmail(emailAddress);
    const name = product ?? '';
    const [script] =
      name && name.length <= 120
        ? await db.select().from(scripts).where(eq(scripts.scriptName, name))
        : [];
    if (!script) {
      throw new CheckoutRefusal(404, 'Script not found', 'There is no script of that name.');
    }
    if (isFree(script.price)) {
      throw new CheckoutRefusal(
        409,
        'Nothing to pay',
        `${script.scriptName} is free: open it in the Script Store.`,
      );
    }
    const [owned] = await db
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.userId, user.id), eq(purchases.scriptId, script.id)));
    if (owned) {
      throw new CheckoutRefusal(
        409,
        'Already purchased',
        `You already own ${script.scriptName}: open it in the Script Store.`,
      );
    }
    const checkout = await openCheckout({
      userId: user.id,
      kind: 'SCRIPT',
      scriptId: script.id,
      returnPath: SCRIPT_RETURN_PATH,
    });
    const session = await provider.createCheckout({
      checkoutId: checkout.id,
      kind: 'SCRIPT',
      customer: { id: user.id, emailAddress: user.emailAddress },
      script: { id: script.id, name: script.scriptName, priceCents: dollarsToCents(script.price) },
      successUrl: absolute(SCRIPT_RETURN_PATH),
      cancelUrl: absolute(SCRIPT_RETURN_PATH),
    });
    await recordSession(checkout.id, session.sessionId);
    return session.url;
  }

  async function recordSession(checkoutId: string, sessionId: string | null) {
    if (sessionId) {
      await db
        .update(checkouts)
        .set({ providerSessionId: sessionId })
        .where(eq(checkouts.id, checkoutId));
    }
  }

  /** `GET /subscription/checkout-session?priceId&emailAddress&returnUrl`. */
  async function subscriptionCheckout(
    priceId: string | undefined,
    emailAddress: string | undefined,
    returnUrl: string | undefined,
  ) {
    const plan = planOfPrice(provider.prices, priceId ?? '');
    if (!plan) {
      throw new CheckoutRefusal(400, 'Checkout not started', 'This price is not one of our plans.');
    }
    const returnPath = safeReturnPath(returnUrl);
    if (!returnPath) {
      throw new CheckoutRefusal(
        400,
        'Checkout not started',
        'The return address must be a page of this site.',
      );
    }
    const user = await customerByEmail(emailAddress);
    const current = await billing.subscriptionOf(user.id);
    if (billing.holdsPro(current, billing.now())) {
      throw new CheckoutRefusal(
        409,
        'Already subscribed',
        'You already have a Pro subscription: manage it on your Accounts page.',
      );
    }
    const checkout = await openCheckout({
      userId: user.id,
      kind: 'SUBSCRIPTION',
      plan,
      returnPath,
    });
    const session = await provider.createCheckout({
      checkoutId: checkout.id,
      kind: 'SUBSCRIPTION',
      customer: { id: user.id, emailAddress: user.emailAddress },
      plan,
      priceId: provider.prices[plan],
      allowPromo: await billing.isNewCustomer(user.id),
      successUrl: absolute(withRefresh(returnPath)),
      cancelUrl: absolute(returnPath),
    });
    await recordSession(checkout.id, session.sessionId);
    return session.url;
  }

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
   * The test checkout's Complete: the same billing calls a Stripe webhook makes, in one
   * transaction each, keyed by the checkout id so a double submit records one payment.
   */
  async function completeTestCheckout(checkoutId: string, promoCode: string | undefined) {
    const { checkout } = await testCheckout(checkoutId);
    const code = (promoCode ?? '').trim();
    const eventId = `local:checkout:${checkout.id}`;
    // Completed together with the payment it records, or not at all.
    const markCompleted = (tx: Database) =>
      tx
        .update(checkouts)
        .set({ status: 'completed' })
        .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'open')));
    if (checkout.kind === 'SCRIPT') {
      if (code) {
        throw new CheckoutRefusal(422, 'Code not accepted', 'Promo codes apply to Pro only.');
      }
      const [script] = await db
        .select()
        .from(scripts)
        .where(eq(scripts.id, checkout.scriptId ?? ''));
      if (!script) throw new CheckoutRefusal(404, 'Script not found', 'The script is gone.');
      await billing.scriptPaid(
        eventId,
        {
          userId: checkout.userId,
          scriptId: script.id,
          priceCents: dollarsToCents(script.price),
          providerRef: eventId,
        },
        markCompleted,
      );
    } else {
      const plan = (checkout.plan ?? 'MONTHLY') as SubscriptionType;
      let promo = false;
      if (code) {
        if (code.toUpperCase() !== deps.promoCode.toUpperCase()) {
          throw new CheckoutRefusal(422, 'Code not accepted', 'This promo code is not valid.');
        }
        if (!(await billing.isNewCustomer(checkout.userId))) {
          throw new CheckoutRefusal(
            422,
            'Code not accepted',
            'This promo code is for new customers only.',
          );
        }
        promo = true;
      }
      if (billing.holdsPro(await billing.subscriptionOf(checkout.userId), billing.now())) {
        throw new CheckoutRefusal(409, 'Already subscribed', 'You already have Pro.');
      }
      const start = billing.now();
      const end = periodEnd(start, promo ? 'MONTH' : plan);
      await billing.subscriptionStarted(
        eventId,
        {
          userId: checkout.userId,
          provider: 'local',
          providerSubscriptionId: `local_sub_${checkout.id}`,
          promo,
          plan,
          periodStart: start,
          periodEnd: end,
          priceCents: promo ? 0 : PLAN_PRICE_CENTS[plan],
          providerRef: eventId,
          name: promo ? 'Pro subscription (first month free)' : undefined,
        },
        markCompleted,
      );
    }
    logger.info('test checkout completed', { kind: checkout.kind });
    return checkout.kind === 'SUBSCRIPTION'
      ? withRefresh(checkout.returnPath)
      : checkout.returnPath;
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

  return {
    scriptCheckout,
    subscriptionCheckout,
    testCheckout,
    completeTestCheckout,
    cancelTestCheckout,
    upgrade,
    cancel,
    reinstate,
  };
}
