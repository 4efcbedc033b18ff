// Subscriptions, purchases and the payment settings.
import * as v from 'valibot';
import { subscriptionTypes } from '../site-facts';
import { pageLimit, pageOffset } from './store';

/** Epoch seconds (spec section 9). */
const epochSeconds = v.pipe(v.number(), v.integer());

/**
 * What a subscription gives, in the words Accounts shows (issue 37): `active` and `cancelled`
 * (until its period ends) give Pro, `payment_failed` gives it until the grace ends, `unpaid` and
 * `ended` give none. Never `active` for a subscription that gives no Pro.
 */
export const subscriptionStandings = [
  'none',
  'active',
  'payment_failed',
  'unpaid',
  'cancelled',
  'ended',
] as const;
export type SubscriptionStanding = (typeof subscriptionStandings)[number];

/** Spec section 3, Subscription info; `status` is `active`, `cancelled`, `expired` or `none`. */
export const SubscriptionInfoSchema = v.object({
  isSubscribed: v.boolean(),
  status: v.string(),
  /** MONTHLY or YEARLY while there is a subscription, else null. */
  subscriptionType: v.nullable(v.picklist(subscriptionTypes)),
  startDate: v.nullable(epochSeconds),
  endDate: v.nullable(epochSeconds),
  scheduleSubscription: v.nullable(
    v.object({
      subscriptionType: v.picklist(subscriptionTypes),
      startDate: epochSeconds,
      endDate: epochSeconds,
      status: v.string(),
    }),
  ),
  /** Pro given free by an operator until then (epoch seconds), beside any subscription. */
  complimentaryProUntil: v.optional(epochSeconds),
  /** The true status (issue 37), which `status` (the spec's) does not tell. */
  standing: v.picklist(subscriptionStandings),
  /** While a payment failed: when Pro ends unless a payment arrives (epoch seconds). */
  graceEndsAt: v.optional(epochSeconds),
  /** Stripe keeps the customer's card and invoices: its Customer Portal can open (issue 37). */
  hasCardPage: v.optional(v.boolean()),
});
export type SubscriptionInfo = v.InferOutput<typeof SubscriptionInfoSchema>;

/**
 * The signed-in banner's notice (issue 37): a renewal that failed (Pro kept until
 * `graceEndsAt`), Pro ended for want of a payment, or thanks once it went through.
 */
export const PaymentNoticeSchema = v.object({
  kind: v.picklist(['payment_failed', 'unpaid', 'recovered']),
  /** What the failed payment asked, in cents, and for what. */
  amountCents: v.pipe(v.number(), v.integer()),
  planName: v.string(),
  graceEndsAt: v.nullable(epochSeconds),
});
export type PaymentNotice = v.InferOutput<typeof PaymentNoticeSchema>;
export const PaymentNoticeAnswerSchema = v.object({ notice: v.nullable(PaymentNoticeSchema) });
export type PaymentNoticeAnswer = v.InferOutput<typeof PaymentNoticeAnswerSchema>;

/** Where the card and invoices page sends the customer back to: a page of the customer area. */
export const PortalRequestSchema = v.object({
  returnPath: v.pipe(
    v.string(),
    v.maxLength(200, 'returnPath is too long.'),
    v.regex(/^\/customer(\/[a-z-]*)?$/, 'returnPath must be a page of the customer area.'),
  ),
});
export type PortalRequest = v.InferOutput<typeof PortalRequestSchema>;
export const PortalAnswerSchema = v.object({ url: v.string() });

/** The answer of upgrade, reinstate and cancel. */
export const SubscriptionActionResponseSchema = v.object({
  success: v.boolean(),
  description: v.string(),
});
export type SubscriptionActionResponse = v.InferOutput<typeof SubscriptionActionResponseSchema>;

/** Spec section 3, Purchase item: price in cents, dates in epoch seconds. */
export const PurchaseItemSchema = v.object({
  name: v.string(),
  price: v.pipe(v.number(), v.integer()),
  type: v.picklist(['SUBSCRIPTION', 'SCRIPT']),
  createdDate: epochSeconds,
  startDate: v.nullable(epochSeconds),
  endDate: v.nullable(epochSeconds),
});
export type PurchaseItem = v.InferOutput<typeof PurchaseItemSchema>;
export const PurchaseListSchema = v.array(PurchaseItemSchema);

/**
 * Settings shows the history by pages of 20, newest first, and loads older ones on demand: a
 * customer's history only grows, and sending all of it on every visit grew with it (issue 16).
 */
export const PURCHASE_PAGE_SIZE = 20;
export const PURCHASE_MAX_PAGE_SIZE = 100;

/**
 * The query of the purchase call. Without `limit` the answer is the whole history, as spec
 * section 7 has it; with it, one page from `offset`. `type` keeps the items of that type only:
 * Settings asks for one SUBSCRIPTION item to know whether any purchase has that type.
 */
export const PurchaseQuerySchema = v.object({
  limit: v.optional(pageLimit(PURCHASE_MAX_PAGE_SIZE)),
  offset: pageOffset,
  type: v.optional(v.picklist(['SUBSCRIPTION', 'SCRIPT'], 'type must be SUBSCRIPTION or SCRIPT.')),
});
export type PurchaseQuery = v.InferOutput<typeof PurchaseQuerySchema>;

/** What the client needs to start a checkout: the configured price ids and the promo code. */
export const PaymentConfigSchema = v.object({
  provider: v.picklist(['local', 'stripe']),
  prices: v.object({ monthly: v.string(), yearly: v.string() }),
  promoCode: v.string(),
});
export type PaymentConfig = v.InferOutput<typeof PaymentConfigSchema>;

export const paymentLimits = { priceId: 200, returnUrl: 500, promoCode: 50 } as const;
