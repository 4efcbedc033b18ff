import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client';
import type {
  PurchaseItem,
  SessionResponse,
  SubscriptionInfo,
} from '../../../src/services/contract';
import { bearer, call, type TestApp } from './auth';
import { resetWithSeed } from './portal';

export const paymentPaths = {
  config: '/api/v2/payment/config',
  scriptCheckout: (emailAddress: string, product: string) =>
    `/api/v2/payment/checkout-session?${new URLSearchParams({ emailAddress, product })}`,
  subscriptionCheckout: (query: Record<string, string>) =>
    `/api/v2/payment/subscription/checkout-session?${new URLSearchParams(query)}`,
  subscription: '/api/v2/payment/subscription',
  upgrade: (priceId: string) => `/api/v2/payment/subscription?${new URLSearchParams({ priceId })}`,
  reinstate: '/api/v2/payment/subscription/reinstate',
  purchases: '/api/v2/payment/purchase',
  webhook: '/api/v2/payment/webhook',
} as const;

export const LOCAL_MONTHLY = 'price_local_monthly';
export const LOCAL_YEARLY = 'price_local_yearly';
export const PROMO = 'FIRSTMONTHFREE';
export const DAY_MS = 24 * 60 * 60 * 1000;

const BILLING_TABLES = ['purchases', 'subscriptions', 'checkouts', 'payment_events', 'users'];

/** Every table empty, the seed catalogue loaded, no payment events remembered. */
export async function resetBilling(database: DatabaseHandle) {
  await resetWithSeed(database);
  await database.db.execute(sql.raw('TRUNCATE subscriptions, checkouts, payment_events CASCADE'));
}

/** A fingerprint of the billing tables (and users, for roles), to prove nothing changed. */
export async function billingSnapshot(database: DatabaseHandle) {
  const result: Record<string, string> = {};
  for (const table of BILLING_TABLES) {
    const rows = await database.db.execute(
      sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest,
        count(*)::int AS count FROM ${table} t`),
    );
    const row = (rows as unknown as { rows: Array<{ digest: string; count: number }> }).rows[0];
    result[table] = `${row?.count}:${row?.digest}`;
  }
  return result;
}

/** A browser navigation: the status, where it redirects, and the page. */
export async function navigate(app: TestApp, path: string, init: RequestInit = {}) {
  const response = await app.request(path, { redirect: 'manual', ...init });
  return {
    status: response.status,
    location: response.headers.get('location'),
    text: await response.text(),
  };
}

/** Submits the test checkout page's form. */
export function submitCheckout(app: TestApp, checkoutPath: string, fields: Record<string, string>) {
  return navigate(app, checkoutPath, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Starts a checkout and answers the test checkout page's path. */
export async function openCheckout(app: TestApp, path: string) {
  const start = await navigate(app, path);
  expect(start.status).toBe(303);
  const location = start.location ?? '';
  expect(location).toMatch(/^\/api\/v2\/payment\/test-checkout\/[0-9a-f-]{36}$/);
  const page = await navigate(app, location);
  expect(page.status).toBe(200);
  expect(page.text).toContain('TEST MODE');
  return location;
}

/** Subscribes through the test checkout; answers where the customer returns. */
export async function subscribe(
  app: TestApp,
  emailAddress: string,
  priceId = LOCAL_MONTHLY,
  promoCode = '',
) {
  const checkout = await openCheckout(
    app,
    paymentPaths.subscriptionCheckout({ priceId, emailAddress, returnUrl: '/customer/accounts' }),
  );
  return submitCheckout(app, checkout, { decision: 'complete', promoCode });
}

export async function subscriptionInfo(app: TestApp, token: string) {
  const answer = await call(app, 'GET', paymentPaths.subscription, undefined, bearer(token));
  expect(answer.status).toBe(200);
  return answer.body as SubscriptionInfo;
}

/** The customer's purchase items: all of them, or what `query` (`limit=1&offset=1`) asks for. */
export async function purchaseItems(app: TestApp, token: string, query = '') {
  const path = query ? `${paymentPaths.purchases}?${query}` : paymentPaths.purchases;
  const answer = await call(app, 'GET', path, undefined, bearer(token));
  expect(answer.status).toBe(200);
  return answer.body as unknown as PurchaseItem[];
}

/** The roles a refreshed token carries (the token changes: answers the new one too). */
export async function refreshedRoles(app: TestApp, token: string) {
  const answer = await call(app, 'POST', '/api/v2/auth/refresh', { authToken: token });
  expect(answer.status).toBe(200);
  const body = answer.body as SessionResponse;
  return { token: body.authToken, roles: body.user.roles };
}
