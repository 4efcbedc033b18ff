import { endpoints } from '../../../src/services/contract';
import type { PaymentProvider } from './provider';

/** The price ids of the built-in test checkout (Stripe's come from configuration). */
export const LOCAL_PRICES = { MONTHLY: 'price_local_monthly', YEARLY: 'price_local_yearly' };

export const testCheckoutPath = (checkoutId: string) =>
  `${endpoints.payment.testCheckout}/${checkoutId}`;

/**
 * The default provider: no outside service. The checkout is a page this server serves
 * (`routes/payment.ts`), completed through the same billing code a Stripe webhook uses;
 * subscription changes need no one else's agreement, and renewals come from the clock.
 */
export function createLocalPayments(): PaymentProvider {
  return {
    kind: 'local',
    prices: LOCAL_PRICES,
    async createCheckout(request) {
      return { url: testCheckoutPath(request.checkoutId), sessionId: null };
    },
    // The test checkout page is ours: an open checkout is open, nothing else to ask, and one
    // marked cancelled can no longer be completed.
    async resumeCheckout(checkout) {
      return { state: 'open', url: testCheckoutPath(checkout.id) };
    },
    async closeCheckout() {
      return 'closed';
    },
    async scheduleYearly() {
      return { scheduleId: null };
    },
    async cancelAtPeriodEnd() {},
    async reinstate() {},
    // Its subscriptions live in our tables only: they are the truth.
    async readSubscription() {
      return null;
    },
    // No money moved: a refund is only its record.
    async cancelNow(subscriptionId, { refund }) {
      return { refunds: refund ? [`local_refund_${subscriptionId}`] : [] };
    },
    async refund(paymentRef) {
      return { refunds: [`local_refund_${paymentRef}`] };
    },
    // Its payments never fail: there is no card to change.
    async portalUrl() {
      return null;
    },
  };
}
