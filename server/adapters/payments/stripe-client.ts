import Stripe from 'stripe';
import type { SubscriptionType } from '../../../src/services/contract';

/** Stripe's own API: the only host an https site may send payments to (see config.ts). */
export const STRIPE_API_HOST = 'api.stripe.com';

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  prices: Record<SubscriptionType, string>;
  /** `STRIPE_API_URL`: another Stripe API (stripe-mock, a local stand-in); Stripe's own unset. */
  apiUrl?: string;
  /** `STRIPE_TIMEOUT_MS`: how long one call may take before the customer is told. */
  timeoutMs: number;
};

/**
 * One try per call, bounded by the timeout: a customer who pressed a button hears within seconds
 * that payments are unavailable, instead of waiting through retries. Webhooks need no retry of
 * ours either: an event that failed is delivered again by Stripe.
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 0,
    timeout: settings.timeoutMs,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}
