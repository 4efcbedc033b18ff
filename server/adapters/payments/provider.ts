import type { SubscriptionType } from '../../../src/services/contract';
import type { SubscriptionRow } from '../../domain/billing/billing';

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
      /** Whether the promo code may be used (the customer never subscribed). */
      allowPromo: boolean;
    }
);

export type ResumedCheckout = { state: 'open'; url: string } | { state: 'paid' | 'closed' };

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
  resumeCheckout(checkout: {
    id: string;
    providerSessionId: string | null;
  }): Promise<ResumedCheckout>;
  /** Starts the yearly price at the end of the current period. */
  scheduleYearly(subscription: SubscriptionRow): Promise<{ scheduleId: string | null }>;
  cancelAtPeriodEnd(subscription: SubscriptionRow): Promise<void>;
  reinstate(subscription: SubscriptionRow): Promise<void>;
}

export const planOfPrice = (
  prices: Record<SubscriptionType, string>,
  priceId: string,
): SubscriptionType | null =>
  priceId === prices.MONTHLY ? 'MONTHLY' : priceId === prices.YEARLY ? 'YEARLY' : null;
