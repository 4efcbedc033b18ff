import Stripe from 'stripe';
import { loadConfig } from '../../../server/config';
import type { DatabaseHandle } from '../../../server/db/client';
import { call, type TestApp } from './auth';
import { paymentPaths } from './payments';
import { startStripeStandIn } from './stripe-stand-in';
import { buildTestApp, createTestClock, testSettings } from './test-app';

export const WEBHOOK_SECRET = 'whsec_test_secret';
export const STRIPE_PRICES = { MONTHLY: 'price_monthly_test', YEARLY: 'price_yearly_test' };

const signer = new Stripe('sk_test_signer');
let eventCount = 0;

/**
 * A Stripe event as Stripe sends it: signed with the webhook secret by the real `stripe` package
 * (or with another secret, to play a forgery).
 */
export function signedEvent(
  type: string,
  object: unknown,
  options: { id?: string; secret?: string; created?: number } = {},
) {
  eventCount += 1;
  const payload = JSON.stringify({
    id: options.id ?? `evt_${eventCount}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  });
  return signedBody(payload, options.secret);
}

/** Any body, signed as Stripe signs one. */
export function signedBody(payload: string, secret = WEBHOOK_SECRET) {
  return {
    payload,
    header: signer.webhooks.generateTestHeaderString({ payload, secret }),
  };
}

/**
 * The app in Stripe mode, configured as an operator configures it (`loadConfig` with the STRIPE_*
 * variables, `STRIPE_API_URL` naming the stand-in), with the stand-in that plays Stripe.
 */
export async function startStripeMode(database: DatabaseHandle, env: Record<string, string> = {}) {
  const clock = createTestClock();
  const standIn = await startStripeStandIn({ prices: STRIPE_PRICES, now: clock.now });
  const config = loadConfig({
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: STRIPE_PRICES.MONTHLY,
    STRIPE_PRICE_YEARLY: STRIPE_PRICES.YEARLY,
    STRIPE_API_URL: standIn.url,
    ...env,
  });
  const app = buildTestApp(database, {
    clock,
    settings: {
      ...testSettings,
      // Long enough for the clock to cross periods without signing in again.
      sessionTtlSeconds: 800 * 24 * 60 * 60,
      stripe: config.stripe,
      pastDueGraceDays: config.pastDueGraceDays,
    },
  });
  return { app, standIn, clock };
}

/** Posts a signed event to the webhook. */
export function deliver(app: TestApp, event: { payload: string; header: string }) {
  return call(app, 'POST', paymentPaths.webhook, event.payload, {
    'stripe-signature': event.header,
  });
}
