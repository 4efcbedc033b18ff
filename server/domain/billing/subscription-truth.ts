import type { SubscriptionType } from '../../../src/services/contract';

/** A change of plan waiting for (or running in) the next period: the monthly-to-annual one. */
export type ScheduledChange = {
  plan: SubscriptionType;
  start: Date;
  end: Date;
  /** `not_started`, then `active` once the new plan runs. */
  status: 'not_started' | 'active';
  scheduleId: string | null;
};

/**
 * A subscription as the provider holds it, in the billing domain's terms: what the adapters
 * hand over (Stripe's read through its API; the test checkout's made by the checkout itself).
 */
export type SubscriptionTruth = {
  providerSubscriptionId: string;
  /** Our customer, as the checkout named them to the provider (null: not one of ours). */
  userId: string | null;
  /** The provider's status (`active`, `past_due`...: see entitlement.ts); null: always paid. */
  status: string | null;
  /** Cancelled by the customer: it ends with the period. */
  cancelAtPeriodEnd: boolean;
  plan: SubscriptionType | null;
  periodStart: Date;
  periodEnd: Date;
  /** When an ended subscription ended. */
  endedAt: Date | null;
  /** A discount (the promo code) was applied. */
  discounted: boolean;
  schedule: ScheduledChange | null;
};

/** A payment of one period, recorded as a purchase item (an invoice, a test checkout). */
export type PeriodPayment = {
  plan: SubscriptionType;
  periodStart: Date;
  periodEnd: Date;
  priceCents: number;
  /** The provider's reference of the payment (an invoice id): recorded once. */
  providerRef: string;
  name?: string;
};
