import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { loadConfig } from '../../../server/config';
import type { DatabaseHandle } from '../../../server/db/client';
import type { Logger } from '../../../server/logger';
import { call, signUp, type TestApp } from './auth';
import { openTestDatabase } from './databases';
import { navigate, paymentPaths, refreshedRoles, resetBilling } from './payments';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in';
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
  const log = recordingLogger();
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
    logger: log.logger,
    settings: {
      ...testSettings,
      // Long enough for the clock to cross periods without signing in again.
      sessionTtlSeconds: 800 * 24 * 60 * 60,
      stripe: config.stripe,
      pastDueGraceDays: config.pastDueGraceDays,
    },
  });
  return { app, standIn, clock, log };
}

/** A logger that keeps every line, so a test can see what operators would read. */
export function recordingLogger() {
  const lines: Array<{ severity: 'info' | 'warn' | 'error'; message: string; fields: object }> = [];
  const at =
    (severity: 'info' | 'warn' | 'error') =>
    (message: string, fields: Record<string, unknown> = {}) => {
      lines.push({ severity, message, fields });
    };
  const logger: Logger = { info: at('info'), warn: at('warn'), error: at('error') };
  return { logger, lines };
}

/** The customer follows a checkout link: the Stripe session it sends them to. */
export async function startCheckout(app: TestApp, path: string) {
  const start = await navigate(app, path);
  expect(start.status, start.text).toBe(303);
  expect(start.location).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
  return start.location?.split('/').at(-1) ?? '';
}

/** The Pro checkout link of the Accounts page. */
export const proCheckout = (emailAddress: string, priceId = STRIPE_PRICES.MONTHLY) =>
  paymentPaths.subscriptionCheckout({ priceId, emailAddress, returnUrl: '/customer/accounts' });

/**
 * A customer subscribes at Stripe, and Stripe reports it in its usual order (checkout completed,
 * then the invoice): the Stripe ids, the invoice, and Stripe's subscription as it was then.
 */
export async function subscribeThroughStripe(
  app: TestApp,
  standIn: StripeStandIn,
  emailAddress: string,
) {
  const sessionId = await startCheckout(app, proCheckout(emailAddress));
  const paid = standIn.pay(sessionId);
  const subscription = paid.subscription ?? '';
  if (!paid.invoice) throw new Error('a subscription checkout paid without an invoice');
  expect((await deliver(app, signedEvent('checkout.session.completed', paid.session))).status).toBe(
    200,
  );
  expect((await deliver(app, signedEvent('invoice.paid', paid.invoice))).status).toBe(200);
  return { subscription, invoice: paid.invoice, asItWas: standIn.subscription(subscription) };
}

/** Posts a signed event to the webhook. */
export function deliver(app: TestApp, event: { payload: string; header: string }) {
  return call(app, 'POST', paymentPaths.webhook, event.payload, {
    'stripe-signature': event.header,
  });
}

export const CUSTOMER = 'ada@example.com';

/**
 * A suite in Stripe mode on one database kind: every test starts from empty billing tables, a
 * fresh stand-in and the app over it, with a customer signed up (`CUSTOMER`).
 */
export function useStripeMode(kind: 'pglite' | 'postgres', env: Record<string, string> = {}) {
  const suite = {} as Awaited<ReturnType<typeof startStripeMode>> & {
    database: DatabaseHandle;
    token: string;
    /** The customer's roles, read through a token refresh (as the portal does). */
    roles(): Promise<string[]>;
  };
  beforeAll(async () => {
    suite.database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await suite.database?.close();
  });
  beforeEach(async () => {
    await resetBilling(suite.database);
    Object.assign(suite, await startStripeMode(suite.database, env));
    suite.token = (await signUp(suite.app, CUSTOMER)).authToken;
    suite.roles = async () => {
      const refreshed = await refreshedRoles(suite.app, suite.token);
      suite.token = refreshed.token;
      return refreshed.roles;
    };
  });
  afterEach(() => suite.standIn.close());
  return suite;
}
