import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { PRO_ROLE } from '../../server/domain/billing/billing';
import { CHECKOUT_TTL_MS } from '../../server/domain/billing/checkout-start';
import { seedScripts } from '../../server/domain/catalogue';
import { bearer, call, signUp, type TestApp } from './support/auth';
import { databaseKinds, openTestDatabase } from './support/databases';
import {
  billingSnapshot,
  navigate,
  paymentPaths,
  purchaseItems,
  refreshedRoles,
  resetBilling,
  subscriptionInfo,
} from './support/payments';
import { storePaths } from './support/portal';
import { buildTestApp } from './support/test-app';

const EMAIL = 'ada@example.com';
const WEBHOOK_SECRET = 'whsec_test_secret';
const PRICES = { MONTHLY: 'price_monthly_test', YEARLY: 'price_yearly_test' };
const DAY = 24 * 60 * 60;
const paid = seedScripts.find((script) => script.price !== '0');

type Recorded = { method: string; path: string; form: URLSearchParams };

/**
 * A local stand-in of the Stripe API: it records every call the SDK makes and answers the few
 * the adapter needs, so the tests run with no network.
 */
function stripeStandIn() {
  const calls: Recorded[] = [];
  const state = { periodStart: 0, cancelAtPeriodEnd: false, fail: false };
  const subscription = () => ({
    id: 'sub_1',
    object: 'subscription',
    status: 'active',
    cancel_at_period_end: state.cancelAtPeriodEnd,
    schedule: null,
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          object: 'subscription_item',
          price: { id: PRICES.MONTHLY, object: 'price' },
          current_period_start: state.periodStart,
          current_period_end: state.periodStart + 31 * DAY,
        },
      ],
    },
  });
  const schedule = (phases: number) => ({
    id: 'sub_sched_1',
    object: 'subscription_schedule',
    status: 'active',
    subscription: 'sub_1',
    phases: [
      {
        start_date: state.periodStart,
        end_date: state.periodStart + 31 * DAY,
        items: [{ price: PRICES.MONTHLY, quantity: 1 }],
      },
      ...(phases > 1
        ? [
            {
              start_date: state.periodStart + 31 * DAY,
              end_date: state.periodStart + 31 * DAY + 365 * DAY,
              items: [{ price: PRICES.YEARLY, quantity: 1 }],
            },
          ]
        : []),
    ],
  });
  let sessions = 0;
  /** Checkout Sessions by id: `open` until a test pays or expires one. */
  const sessionStatus = new Map<string, 'open' | 'complete' | 'expired'>();
  const checkoutSession = (id: string) => {
    const status = sessionStatus.get(id);
    const url = status === 'open' ? `https://checkout.stripe.test/c/pay/${id}` : null;
    return { id, object: 'checkout.session', status, url };
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const form = new URLSearchParams(body);
      calls.push({ method: request.method ?? '', path, form });
      const answer = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_1' });
        response.end(JSON.stringify(json));
      };
      if (state.fail) return answer(500, { error: { type: 'api_error', message: 'down' } });
      const route = `${request.method} ${path}`;
      if (route === 'POST /v1/checkout/sessions') {
        sessions += 1;
        const id = `cs_test_${sessions}`;
        sessionStatus.set(id, 'open');
        return answer(200, checkoutSession(id));
      }
      const retrieved = /^GET \/v1\/checkout\/sessions\/(cs_test_\d+)$/.exec(route)?.[1];
      if (retrieved && sessionStatus.has(retrieved)) return answer(200, checkoutSession(retrieved));
      if (route === 'GET /v1/subscriptions/sub_1') return answer(200, subscription());
      if (route === 'POST /v1/subscriptions/sub_1') {
        state.cancelAtPeriodEnd = form.get('cancel_at_period_end') === 'true';
        return answer(200, subscription());
      }
      if (route === 'POST /v1/subscription_schedules') return answer(200, schedule(1));
      if (route === 'POST /v1/subscription_schedules/sub_sched_1') return answer(200, schedule(2));
      if (route === 'POST /v1/subscription_schedules/sub_sched_1/release') {
        return answer(200, { ...schedule(2), status: 'released' });
      }
      return answer(404, { error: { type: 'invalid_request_error', message: `no ${route}` } });
    });
  });
  return { server, calls, state, sessionStatus };
}

const helper = new Stripe('sk_test_helper');

/** A Stripe event, signed the way Stripe signs it (or with another secret). */
function signed(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    object: 'event',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    ...event,
  });
  const header = helper.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, header };
}

describe.each(databaseKinds)('the Stripe adapter, with no network, on %s', (kind) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let token: string;
  let standIn: ReturnType<typeof stripeStandIn>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await resetBilling(database);
    standIn = stripeStandIn();
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    const { port } = standIn.server.address() as AddressInfo;
    app = buildTestApp(database, {
      settings: {
        sessionTtlSeconds: 800 * DAY,
        publicUrl: 'http://app.test',
        supportEmail: 'support@app.test',
        stripe: {
          secretKey: 'sk_test_standin',
          webhookSecret: WEBHOOK_SECRET,
          prices: PRICES,
          api: { host: '127.0.0.1', port, protocol: 'http' },
        },
      },
    });
    standIn.state.periodStart = Math.floor(app.clock.now() / 1000);
    token = (await signUp(app, EMAIL)).authToken;
    return () => new Promise<void>((resolve) => standIn.server.close(() => resolve()));
  });

  const webhook = (event: Record<string, unknown>, secret?: string) => {
    const { payload, header } = signed(event, secret);
    return call(app, 'POST', paymentPaths.webhook, payload, { 'stripe-signature': header });
  };
  const callsTo = (path: string) => standIn.calls.filter((entry) => entry.path === path);

  async function startSubscription() {
    const start = await navigate(
      app,
      paymentPaths.subscriptionCheckout({
        priceId: PRICES.MONTHLY,
        emailAddress: EMAIL,
        returnUrl: '/customer/accounts',
      }),
    );
    expect(start).toMatchObject({ status: 303 });
    expect(start.location).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    const created = callsTo('/v1/checkout/sessions').at(-1);
    return { checkoutId: created?.form.get('metadata[checkoutId]') ?? '', form: created?.form };
  }

  async function completeSubscription() {
    const { checkoutId } = await startSubscription();
    const answer = await webhook({
      id: 'evt_checkout',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          mode: 'subscription',
          payment_status: 'paid',
          subscription: 'sub_1',
          amount_total: 3000,
          total_details: { amount_discount: 0 },
          metadata: { checkoutId },
        },
      },
    });
    expect(answer.status).toBe(200);
  }

  const invoicePaid = (id = 'evt_invoice') =>
    webhook({
      id,
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          amount_paid: 3000,
          created: standIn.state.periodStart,
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: 'sub_1', metadata: {} },
          },
          lines: {
            object: 'list',
            data: [
              {
                period: {
                  start: standIn.state.periodStart,
                  end: standIn.state.periodStart + 31 * DAY,
                },
                pricing: { type: 'price_details', price_details: { price: PRICES.MONTHLY } },
              },
            ],
          },
        },
      },
    });

  it('opens a subscription-mode Checkout Session with the price and promotion codes', async () => {
    const { form, checkoutId } = await startSubscription();
    expect(checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    expect(form?.get('mode')).toBe('subscription');
    expect(form?.get('line_items[0][price]')).toBe(PRICES.MONTHLY);
    expect(form?.get('allow_promotion_codes')).toBe('true');
    expect(form?.get('customer_email')).toBe(EMAIL);
    expect(form?.get('success_url')).toBe('http://app.test/customer/accounts?refresh=true');
    expect(form?.get('cancel_url')).toBe('http://app.test/customer/accounts');
    const config = await call(app, 'GET', paymentPaths.config);
    expect(config.body).toMatchObject({
      provider: 'stripe',
      prices: { monthly: PRICES.MONTHLY, yearly: PRICES.YEARLY },
    });
  });

  it('applies a signed checkout and invoice once; refuses wrong signatures; ignores replays', async () => {
    await completeSubscription();
    expect(callsTo('/v1/subscriptions/sub_1')[0]?.method).toBe('GET');
    expect(await subscriptionInfo(app, token)).toMatchObject({
      isSubscribed: true,
      status: 'active',
      subscriptionType: 'MONTHLY',
      startDate: standIn.state.periodStart,
      endDate: standIn.state.periodStart + 31 * DAY,
    });
    expect((await invoicePaid()).status).toBe(200);
    expect(await purchaseItems(app, token)).toMatchObject([{ price: 3000, type: 'SUBSCRIPTION' }]);
    const refreshed = await refreshedRoles(app, token);
    token = refreshed.token;
    expect(refreshed.roles).toContain(PRO_ROLE);

    const before = await billingSnapshot(database);
    expect((await invoicePaid()).status).toBe(200);
    const forged = await webhook(
      {
        id: 'evt_forged',
        type: 'customer.subscription.deleted',
        data: { object: { id: 'sub_1' } },
      },
      'whsec_someone_else',
    );
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('The webhook signature is not valid.');
    const unsigned = await call(app, 'POST', paymentPaths.webhook, '{"id":"evt_x"}');
    expect(unsigned.status).toBe(400);
    expect(await billingSnapshot(database)).toEqual(before);
    // A returning customer is not offered the promotion code again.
    await webhook({
      id: 'evt_ended',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_1', object: 'subscription' } },
    });
    const again = await startSubscription();
    expect(again.form?.get('allow_promotion_codes')).toBe('false');
  });

  it('schedules the annual price at period end, cancels at period end and reinstates', async () => {
    await completeSubscription();
    const upgrade = await call(
      app,
      'PUT',
      paymentPaths.upgrade(PRICES.YEARLY),
      undefined,
      bearer(token),
    );
    expect(upgrade.body).toMatchObject({ success: true });
    const [create] = callsTo('/v1/subscription_schedules');
    expect(create?.form.get('from_subscription')).toBe('sub_1');
    const [update] = callsTo('/v1/subscription_schedules/sub_sched_1');
    expect(update?.form.get('end_behavior')).toBe('release');
    expect(update?.form.get('phases[0][items][0][price]')).toBe(PRICES.MONTHLY);
    expect(update?.form.get('phases[0][end_date]')).toBe(
      String(standIn.state.periodStart + 31 * DAY),
    );
    expect(update?.form.get('phases[1][items][0][price]')).toBe(PRICES.YEARLY);
    expect(update?.form.get('phases[1][duration][interval]')).toBe('year');
    expect((await subscriptionInfo(app, token)).scheduleSubscription).toMatchObject({
      subscriptionType: 'YEARLY',
      startDate: standIn.state.periodStart + 31 * DAY,
      status: 'not_started',
    });

    const cancel = await call(app, 'DELETE', paymentPaths.subscription, undefined, bearer(token));
    expect(cancel.body).toMatchObject({ success: true });
    expect(callsTo('/v1/subscription_schedules/sub_sched_1/release')).toHaveLength(1);
    const cancelCall = callsTo('/v1/subscriptions/sub_1').find((entry) => entry.method === 'POST');
    expect(cancelCall?.form.get('cancel_at_period_end')).toBe('true');
    expect(await subscriptionInfo(app, token)).toMatchObject({
      status: 'cancelled',
      scheduleSubscription: null,
    });

    const reinstate = await call(app, 'PUT', paymentPaths.reinstate, undefined, bearer(token));
    expect(reinstate.body).toMatchObject({ success: true });
    const last = callsTo('/v1/subscriptions/sub_1').at(-1);
    expect(last?.form.get('cancel_at_period_end')).toBe('false');
    expect((await subscriptionInfo(app, token)).status).toBe('active');

    // Stripe ends the subscription: the role goes.
    await webhook({
      id: 'evt_deleted',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_1', object: 'subscription' } },
    });
    expect(await subscriptionInfo(app, token)).toMatchObject({
      status: 'expired',
      isSubscribed: false,
    });
    expect((await refreshedRoles(app, token)).roles).not.toContain(PRO_ROLE);
  });

  it('counts each webhook delivery by its outcome in the metrics', async () => {
    // Stripe down while a completed checkout is applied: the delivery fails (Stripe retries).
    const { checkoutId } = await startSubscription();
    standIn.state.fail = true;
    const failing = await webhook({
      id: 'evt_failing',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          mode: 'subscription',
          payment_status: 'paid',
          subscription: 'sub_1',
          metadata: { checkoutId },
        },
      },
    });
    expect(failing.status).toBe(500);
    standIn.state.fail = false;
    await completeSubscription();
    expect((await invoicePaid()).status).toBe(200);
    expect((await invoicePaid()).status).toBe(200);
    const unused = { id: 'evt_customer', type: 'customer.updated' };
    expect((await webhook({ ...unused, data: { object: { id: 'cus_1' } } })).status).toBe(200);
    const forged = { id: 'evt_forged', type: 'invoice.paid', data: { object: {} } };
    expect((await webhook(forged, 'whsec_someone_else')).status).toBe(400);
    const counted = (await app.metrics.webhookEvents.get()).values.map(
      ({ labels, value }) => [labels.outcome, value] as const,
    );
    expect(Object.fromEntries(counted)).toEqual({
      failed: 1,
      applied: 2,
      duplicate: 1,
      ignored: 1,
      rejected: 1,
    });
  });

  it('accepts signed events larger than the 64 KiB of ordinary requests', async () => {
    const big = await webhook({
      id: 'evt_big',
      type: 'customer.updated',
      data: { object: { id: 'cus_1', object: 'customer', description: 'x'.repeat(100_000) } },
    });
    expect(big.status).toBe(200);
  });

  it('answers 502 and changes nothing when Stripe fails', async () => {
    await completeSubscription();
    const before = await billingSnapshot(database);
    standIn.state.fail = true;
    const answer = await call(app, 'DELETE', paymentPaths.subscription, undefined, bearer(token));
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ success: false });
    expect(await billingSnapshot(database)).toEqual(before);
  });

  /** Stripe's event for the first Checkout Session, paid for the seed's paid script. */
  const scriptPaid = (checkoutId: string | null | undefined) =>
    webhook({
      id: 'evt_script',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          amount_total: Math.round(Number(paid?.price) * 100),
          metadata: { checkoutId },
        },
      },
    });

  it('sells a script through a payment-mode Checkout Session', async () => {
    if (!paid) throw new Error('the seed needs a paid script');
    const start = await navigate(app, paymentPaths.scriptCheckout(EMAIL, paid.scriptName));
    expect(start.status).toBe(303);
    const [created] = callsTo('/v1/checkout/sessions');
    expect(created?.form.get('mode')).toBe('payment');
    expect(created?.form.get('line_items[0][price_data][unit_amount]')).toBe(
      String(Math.round(Number(paid.price) * 100)),
    );
    expect(created?.form.get('line_items[0][price_data][product_data][name]')).toBe(
      paid.scriptName,
    );
    expect((await scriptPaid(created?.form.get('metadata[checkoutId]'))).status).toBe(200);
    const detail = await call(
      app,
      'GET',
      storePaths.details(paid.scriptName),
      undefined,
      bearer(token),
    );
    expect(detail.body).toMatchObject({ isPurchased: true });
    expect(await purchaseItems(app, token)).toMatchObject([
      { type: 'SCRIPT', name: paid.scriptName },
    ]);
  });

  it('hands out the open Checkout Session again, and lets it expire with the checkout', async () => {
    if (!paid) throw new Error('the seed needs a paid script');
    const link = paymentPaths.scriptCheckout(EMAIL, paid.scriptName);
    const first = await navigate(app, link);
    expect(first.location).toBe('https://checkout.stripe.test/c/pay/cs_test_1');
    expect(await navigate(app, link)).toMatchObject({ status: 303, location: first.location });
    const created = callsTo('/v1/checkout/sessions');
    expect(created).toHaveLength(1);
    expect(created[0]?.form.get('expires_at')).toBe(
      String(Math.floor((app.clock.now() + CHECKOUT_TTL_MS) / 1000)),
    );
    // Once Stripe let it expire, a new session takes its place.
    standIn.sessionStatus.set('cs_test_1', 'expired');
    expect((await navigate(app, link)).location).toBe(
      'https://checkout.stripe.test/c/pay/cs_test_2',
    );
  });

  it('creates no session for a script the customer owns or has just paid for', async () => {
    if (!paid) throw new Error('the seed needs a paid script');
    const link = paymentPaths.scriptCheckout(EMAIL, paid.scriptName);
    const scriptPage = `/customer/script-store/${encodeURIComponent(paid.scriptName)}`;
    await navigate(app, link);
    const checkoutId = callsTo('/v1/checkout/sessions')[0]?.form.get('metadata[checkoutId]');
    // Paid at Stripe, its event not here yet.
    standIn.sessionStatus.set('cs_test_1', 'complete');
    expect(await navigate(app, link)).toMatchObject({ status: 303, location: scriptPage });
    expect((await scriptPaid(checkoutId)).status).toBe(200);
    expect(await navigate(app, link)).toMatchObject({ status: 303, location: scriptPage });
    expect(callsTo('/v1/checkout/sessions')).toHaveLength(1);
  });
});
