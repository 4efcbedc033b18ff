import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { SubscriptionType } from '../../../src/services/contract';
import {
  type CheckoutRequest,
  type PaymentProvider,
  planOfPrice,
} from '../../adapters/payments/provider';
import type { Database } from '../../db/client';
import { checkouts, purchases, scripts, users } from '../../db/schema';
import type { Logger } from '../../logger';
import { isFree, scriptAccess } from '../catalogue';
import { rateLimited } from '../errors';
import type { RateLimiter, RateRule } from '../rate-limit';
import type { Billing } from './billing';
import { dollarsToCents, PROMO_DISCOUNT_CENTS } from './periods';
import { CheckoutRefusal, PaymentsUnavailable } from './refusals';
import { SCRIPT_STORE_PATH, safeReturnPath, scriptPagePath, withRefresh } from './return-paths';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a started checkout can be paid; a Stripe session expires with it. */
export const CHECKOUT_TTL_MS = HOUR;
/** An open checkout is handed out again while at least this much of its time is left. */
const REUSE_MIN_LEFT_MS = 15 * MINUTE;
/**
 * How long an unpaid checkout is kept once it expired; then it is deleted. Stripe retries a
 * webhook for up to three days, so a session paid in its last minute still finds its checkout.
 */
export const UNPAID_CHECKOUT_KEPT_MS = 7 * DAY;

/**
 * The limits of the two checkout links (the README lists them with the others). Both links are
 * browser navigations that carry no session, only an e-mail address, so each one is counted
 * before anything is looked up, for a known address exactly as for an unknown one.
 */
export const checkoutRules = {
  /** Checkout links followed from one client address. */
  startsPerAddress: { name: 'checkout-address', limit: 30, windowMs: HOUR },
  /** Checkout links naming one e-mail address. */
  startsPerEmail: { name: 'checkout-email', limit: 10, windowMs: HOUR },
} as const satisfies Record<string, RateRule>;

type CheckoutRow = typeof checkouts.$inferSelect;
type Customer = typeof users.$inferSelect;
type Product =
  | { kind: 'SCRIPT'; scriptId: string }
  | { kind: 'SUBSCRIPTION'; plan: SubscriptionType };

const notStarted = (message: string) => new CheckoutRefusal(400, 'Checkout not started', message);
const noAccount = () =>
  new CheckoutRefusal(
    404,
    'Checkout not started',
    'No account uses this e-mail address. Sign up or log in first.',
  );
const scriptNotFound = () =>
  new CheckoutRefusal(404, 'Script not found', 'There is no script of that name.');

/**
 * `GET /checkout-session` and `GET /subscription/checkout-session`: the checks, then the
 * customer's open checkout of that product again, or a new one with the provider.
 *
 * Every refusal that does not depend on the account (a missing e-mail, an unknown price, a bad
 * return path) is decided before the account is looked up, so it reads the same for every
 * address. A script the address may not see (unpublished, made for another customer) reads as
 * one that does not exist, whatever the account behind the address.
 */
export function createCheckoutStarts(deps: {
  db: Database;
  billing: Billing;
  provider: PaymentProvider;
  limiter: RateLimiter;
  logger: Logger;
  publicUrl: string;
  promoCode: string;
}) {
  const { db, billing, provider, limiter, logger, publicUrl } = deps;
  const absolute = (path: string) => `${publicUrl}${path}`;

  function requiredEmail(emailAddress: string | undefined) {
    const email = (emailAddress ?? '').trim().toLowerCase();
    if (!email || email.length > 254) throw notStarted('An e-mail address is required.');
    return email;
  }

  async function countStart(email: string, clientAddress: string) {
    const limits: Array<[RateRule, string, string]> = [
      [checkoutRules.startsPerAddress, clientAddress, 'Too many checkouts from your network.'],
      [checkoutRules.startsPerEmail, email, 'Several checkouts were started for this address.'],
    ];
    for (const [rule, key, what] of limits) {
      const decision = await limiter.take(rule, key);
      if (!decision.allowed) throw rateLimited(what, decision.retryAfterMs);
    }
  }

  async function findCustomer(email: string): Promise<Customer | undefined> {
    const [user] = await db.select().from(users).where(eq(users.emailAddress, email));
    return user;
  }

  async function customerByEmail(email: string): Promise<Customer> {
    const user = await findCustomer(email);
    if (!user) throw noAccount();
    return user;
  }

  /** A provider that fails or cannot be reached: a page that says so, nothing kept. */
  async function askProvider<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      logger.error('payment provider call failed', { error: String(error) });
      throw new PaymentsUnavailable();
    }
  }

  /**
   * What the customer's press finds: the open checkout to hand out again (same product, same
   * return path, time left), the open ones that must be closed first, or a new one. One slot per
   * customer and script, and one for Pro whatever the plan: two tabs (monthly in one, yearly in
   * the other) must never leave two payable checkouts, or both get paid. The customer's row is
   * locked meanwhile, so two presses at once find one checkout.
   */
  async function findOrOpen(userId: string, product: Product, returnPath: string) {
    const at = billing.now();
    // Unpaid checkouts long past their expiry go first, so the table only holds recent ones.
    await db
      .delete(checkouts)
      .where(
        and(
          ne(checkouts.status, 'completed'),
          lt(checkouts.expiresAt, new Date(at.getTime() - UNPAID_CHECKOUT_KEPT_MS)),
        ),
      );
    const columns =
      product.kind === 'SCRIPT'
        ? { kind: product.kind, scriptId: product.scriptId, plan: null }
        : { kind: product.kind, scriptId: null, plan: product.plan };
    return db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      // Open and still payable (a provider's session expires with its checkout).
      const open = await tx
        .select()
        .from(checkouts)
        .where(
          and(
            eq(checkouts.userId, userId),
            eq(checkouts.kind, product.kind),
            product.kind === 'SCRIPT' ? eq(checkouts.scriptId, product.scriptId) : undefined,
            eq(checkouts.status, 'open'),
            gt(checkouts.expiresAt, at),
          ),
        )
        .orderBy(desc(checkouts.createdAt));
      const reusable = (checkout: CheckoutRow) =>
        checkout.plan === columns.plan &&
        checkout.returnPath === returnPath &&
        checkout.expiresAt.getTime() > at.getTime() + REUSE_MIN_LEFT_MS;
      const toClose = open.filter((checkout) => !reusable(checkout));
      if (toClose.length > 0) return { kind: 'close' as const, checkouts: toClose };
      if (open[0]) return { kind: 'reuse' as const, checkout: open[0] };
      const [created] = await tx
        .insert(checkouts)
        .values({
          userId,
          ...columns,
          returnPath,
          status: 'open',
          createdAt: at,
          expiresAt: new Date(at.getTime() + CHECKOUT_TTL_MS),
        })
        .returning();
      if (!created) throw new Error('checkout not stored');
      return { kind: 'new' as const, checkout: created };
    });
  }

  const markCancelled = (checkout: CheckoutRow) =>
    db
      .update(checkouts)
      .set({ status: 'cancelled' })
      .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'open')));

  /** A new checkout's session with the provider; without one it could never be paid. */
  async function startSession(checkout: CheckoutRow, request: CheckoutRequest) {
    try {
      const session = await askProvider(() => provider.createCheckout(request));
      if (session.sessionId) {
        await db
          .update(checkouts)
          .set({ providerSessionId: session.sessionId })
          .where(eq(checkouts.id, checkout.id));
      }
      return session.url;
    } catch (error) {
      await db.delete(checkouts).where(eq(checkouts.id, checkout.id));
      throw error;
    }
  }

  /**
   * Where the customer goes: the open checkout of this product again, or a new one. A checkout
   * the provider already took payment for (its event may still be on its way) sends the customer
   * to `paidPath` rather than to a second payment.
   */
  async function continueOrStart(args: {
    user: Customer;
    product: Product;
    returnPath: string;
    paidPath: string;
    request: (checkout: CheckoutRow) => Promise<CheckoutRequest>;
  }): Promise<string> {
    const found = await findOrOpen(args.user.id, args.product, args.returnPath);
    if (found.kind === 'new')
      return startSession(found.checkout, await args.request(found.checkout));
    if (found.kind === 'close') {
      for (const checkout of found.checkouts) {
        const closed = await askProvider(() => provider.closeCheckout(checkout));
        // Paid in the other tab: that payment is the customer's purchase, not a new one.
        if (closed === 'paid') return args.paidPath;
        await markCancelled(checkout);
      }
      return continueOrStart(args);
    }
    const resumed = await askProvider(() => provider.resumeCheckout(found.checkout));
    if (resumed.state === 'open') return resumed.url;
    if (resumed.state === 'paid') return args.paidPath;
    // The provider can no longer take payment for it: close it, so a new one takes its place.
    await markCancelled(found.checkout);
    return continueOrStart(args);
  }

  const customerOf = (user: Customer) => ({ id: user.id, emailAddress: user.emailAddress });

  /**
   * `GET /checkout-session?emailAddress&product`: a checkout for a paid script; a script the
   * customer owns already opens instead, with no payment.
   */
  async function scriptCheckout(
    query: { emailAddress?: string; product?: string },
    clientAddress: string,
  ) {
    const email = requiredEmail(query.emailAddress);
    await countStart(email, clientAddress);
    const name = query.product ?? '';
    const [script] =
      name && name.length <= 120
        ? await db.select().from(scripts).where(eq(scripts.scriptName, name))
        : [];
    if (!script) throw scriptNotFound();
    // Visibility before anything else (issue 32): a hidden script must not answer 'Nothing to
    // pay' or 'no account', or the answer would tell that it exists.
    const user = await findCustomer(email);
    const [owned] = user
      ? await db
          .select({ id: purchases.id })
          .from(purchases)
          .where(and(eq(purchases.userId, user.id), eq(purchases.scriptId, script.id)))
      : [];
    if (scriptAccess(script, user ?? null, owned !== undefined) === 'hidden') {
      throw scriptNotFound();
    }
    const scriptPage = scriptPagePath(script.scriptName);
    if (owned) return scriptPage;
    if (isFree(script.price)) {
      throw new CheckoutRefusal(
        409,
        'Nothing to pay',
        `${script.scriptName} is free: open it in the Script Store.`,
      );
    }
    if (!user) throw noAccount();
    return continueOrStart({
      user,
      product: { kind: 'SCRIPT', scriptId: script.id },
      returnPath: SCRIPT_STORE_PATH,
      paidPath: scriptPage,
      request: async (checkout) => ({
        kind: 'SCRIPT',
        checkoutId: checkout.id,
        expiresAt: checkout.expiresAt,
        customer: customerOf(user),
        script: {
          id: script.id,
          name: script.scriptName,
          priceCents: dollarsToCents(script.price),
        },
        successUrl: absolute(SCRIPT_STORE_PATH),
        cancelUrl: absolute(SCRIPT_STORE_PATH),
      }),
    });
  }

  /** `GET /subscription/checkout-session?priceId&emailAddress&returnUrl`. */
  async function subscriptionCheckout(
    query: { priceId?: string; emailAddress?: string; returnUrl?: string },
    clientAddress: string,
  ) {
    const plan = planOfPrice(provider.prices, query.priceId ?? '');
    if (!plan) throw notStarted('This price is not one of our plans.');
    const returnPath = safeReturnPath(query.returnUrl, publicUrl);
    if (!returnPath) throw notStarted('The return address must be a page of this site.');
    const email = requiredEmail(query.emailAddress);
    await countStart(email, clientAddress);
    const user = await customerByEmail(email);
    if (billing.holdsPro(await billing.subscriptionOf(user.id), billing.now())) {
      throw new CheckoutRefusal(
        409,
        'Already subscribed',
        'You already have a Pro subscription: manage it on your Accounts page.',
      );
    }
    return continueOrStart({
      user,
      product: { kind: 'SUBSCRIPTION', plan },
      returnPath,
      paidPath: withRefresh(returnPath),
      request: async (checkout) => ({
        kind: 'SUBSCRIPTION',
        checkoutId: checkout.id,
        expiresAt: checkout.expiresAt,
        customer: customerOf(user),
        plan,
        priceId: provider.prices[plan],
        promo: (await billing.isNewCustomer(user.id))
          ? { code: deps.promoCode, maxDiscountCents: PROMO_DISCOUNT_CENTS }
          : null,
        successUrl: absolute(withRefresh(returnPath)),
        cancelUrl: absolute(returnPath),
      }),
    });
  }

  return { scriptCheckout, subscriptionCheckout };
}
