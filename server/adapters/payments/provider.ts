import type { SubscriptionType } from '../../../src/services/contract';
import type { SubscriptionRow } from '../../domain/billing/billing';
import type { SubscriptionTruth } from '../../domain/billing/subscription-truth';

/** What a checkout sells and where the customer goes afterwards (absolute addresses). */
export type CheckoutRequest = {
  /** Our checkout's id: the test checkout page's address, Stripe's metadata. */
  checkoutId: string;
  /** When it can no longer be paid (a Stripe session expires with it). */
  expiresAt: Date;
  customer: { id: string; emailAddress: string };
  successUrl: string;
  cancelUrl: string;
} & (
  | { kind: 'SCRIPT'; script: { id: string; name: string; priceCents: number } }
  | {
      kind: 'SUBSCRIPTION';
      plan: SubscriptionType;
      priceId: string;
      /**
       * The promo code the customer may enter (they never subscribed), and the most it may take
       * off the first payment: a month's price, so it can never make a year free. Null: none.
       */
      promo: { code: string; maxDiscountCents: number } | null;
    }
);

export type ResumedCheckout = { state: 'open'; url: string } | { state: 'paid' | 'closed' };
type StartedCheckout = { id: string; providerSessionId: string | null };

/**
 * One interface, two providers: `local` (the built-in test checkout, default) and `stripe`.
 * Calls that change a subscription go to the provider first; the billing state changes only
 * once it agreed.
 */
export interface PaymentProvider {
  readonly kind: 'local' | 'stripe';
  /** The price ids a subscription checkout accepts. */
  readonly prices: Record<SubscriptionType, string>;
  /** The address the customer's browser is sent to, and the provider's session id. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; sessionId: string | null }>;
  /**
   * A checkout started before and still open on our side: its address while it can be paid,
   * `paid` once the provider took the payment (its event may still be on its way), `closed`
   * when it can no longer be paid.
   */
  resumeCheckout(checkout: StartedCheckout): Promise<ResumedCheckout>;
  /**
   * Makes a checkout impossible to pay (another one of the customer takes its place): `paid`
   * when the provider took its payment already.
   */
  closeCheckout(checkout: StartedCheckout): Promise<'closed' | 'paid'>;
  /** Starts the yearly price at the end of the current period. */
  scheduleYearly(subscription: SubscriptionRow): Promise<{ scheduleId: string | null }>;
  cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<void>;
  reinstate(subscription: SubscriptionRow): Promise<void>;
  /**
   * The subscription as the provider holds it now, which events only report late and out of
   * order; null where the provider keeps no state of its own (the test checkout: ours is it).
   */
  readSubscription(providerSubscriptionId: string): Promise<SubscriptionTruth | null>;
  /** Ends a subscription at once; `refund` also gives back every payment it took. */
  cancelNow(
    providerSubscriptionId: string,
    options: { refund: boolean },
  ): Promise<{ refunds: string[] }>;
  /** Gives back one payment in full (`paymentRef`: what the checkout's payment names). */
  refund(paymentRef: string): Promise<{ refunds: string[] }>;
  /**
   * The page where the customer changes the card and sees the invoices of the subscription's
   * customer (Stripe's hosted Customer Portal), back to `returnUrl`; null where the provider has
   * no such page (the test checkout keeps no card).
   */
  portalUrl(providerSubscriptionId: string, returnUrl: string): Promise<string | null>;
}

export const planOfPrice = (
  prices: Record<SubscriptionType, string>,
  priceId: string,
): SubscriptionType | null =>
  priceId === prices.MONTHLY ? 'MONTHLY' : priceId === prices.YEARLY ? 'YEARLY' : null;
