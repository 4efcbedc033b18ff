import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { CHECKOUT_TTL_MS } from '../../server/domain/billing/checkout-start';
import { seedScripts } from '../../server/domain/catalogue';
import { roles } from '../../src/services/contract';
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
import {
  deliver,
  STRIPE_PRICES as PRICES,
  signedEvent,
  startStripeMode,
} from './support/stripe-mode';
import type { StripeStandIn } from './support/stripe-stand-in';

const EMAIL = 'ada@example.com';
const DAY = 24 * 60 * 60;
const paid = seedScripts.find((script) => script.price !== '0');

describe.each(databaseKinds)('the Stripe adapter, with no network, on %s', (kind) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let token: string;
  let standIn: StripeStandIn;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await resetBilling(database);
    ({ app, standIn } = await startStripeMode(database));
    token = (await signUp(app, EMAIL)).authToken;
  });
  afterEach(() => standIn.close());

  const sessionsCreated = () => standIn.callsTo('/v1/checkout/sessions', 'POST');

  async function startSubscription(priceId = PRICES.MONTHLY) {
    const start = await navigate(
      app,
      paymentPaths.subscriptionCheckout({
        priceId,
        emailAddress: EMAIL,
        returnUrl: '/customer/accounts',
      }),
    );
    expect(start).toMatchObject({ status: 303 });
    expect(start.location).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    const sessionId = start.location?.split('/').at(-1) ?? '';
    return { sessionId, form: sessionsCreated().at(-1)?.params };
  }

  /** Starts, pays and reports a monthly subscription: its Stripe id. */
  async function completeSubscription() {
    const { sessionId } = await startSubscription();
    const paidAt = standIn.pay(sessionId);
    expect(
      (await deliver(app, signedEvent('checkout.session.completed', paidAt.session))).status,
    ).toBe(200);
    return { subscription: paidAt.subscription ?? '', invoice: paidAt.invoice };
  }

  it('opens a subscription-mode Checkout Session with the price and promotion codes', async () => {
    const { form } = await startSubscription();
    expect(form?.get('mode')).toBe('subscription');
    expect(form?.get('line_items[0][price]')).toBe(PRICES.MONTHLY);
    expect(form?.get('allow_promotion_codes')).toBe('true');
    expect(form?.get('customer_email')).toBe(EMAIL);
    expect(form?.get('metadata[checkoutId]')).toMatch(/^[0-9a-f-]{36}$/);
    expect(form?.get('success_url')).toBe('http://app.test/customer/accounts?refresh=true');
    expect(form?.get('cancel_url')).toBe('http://app.test/customer/accounts');
    const config = await call(app, 'GET', paymentPaths.config);
    expect(config.body).toMatchObject({
      provider: 'stripe',
      prices: { monthly: PRICES.MONTHLY, yearly: PRICES.YEARLY },
    });
  });

  it('applies a signed checkout and invoice once; refuses wrong signatures; ignores replays', async () => {
    const { subscription, invoice } = await completeSubscription();
    // The subscription is read from Stripe, not taken from the event.
    expect(standIn.callsTo(`/v1/subscriptions/${subscription}`, 'GET')).not.toHaveLength(0);
    const periodStart = Math.floor(app.clock.now() / 1000);
    expect(await subscriptionInfo(app, token)).toMatchObject({
      isSubscribed: true,
      status: 'active',
      subscriptionType: 'MONTHLY',
      startDate: periodStart,
      endDate: periodStart + 31 * DAY,
    });
    const invoicePaid = signedEvent('invoice.paid', invoice, { id: 'evt_invoice' });
    expect((await deliver(app, invoicePaid)).status).toBe(200);
    expect(await purchaseItems(app, token)).toMatchObject([{ price: 3000, type: 'SUBSCRIPTION' }]);
    const refreshed = await refreshedRoles(app, token);
    token = refreshed.token;
    expect(refreshed.roles).toContain(roles.pro);

    const before = await billingSnapshot(database);
    expect((await deliver(app, invoicePaid)).status).toBe(200);
    const forged = await deliver(
      app,
      signedEvent('customer.subscription.deleted', standIn.subscription(subscription), {
        secret: 'whsec_someone_else',
      }),
    );
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('The webhook signature is not valid.');
    const unsigned = await call(app, 'POST', paymentPaths.webhook, '{"id":"evt_x"}');
    expect(unsigned.status).toBe(400);
    expect(await billingSnapshot(database)).toEqual(before);
    // A returning customer is not offered the promotion code again.
    await deliver(app, signedEvent('customer.subscription.deleted', standIn.end(subscription)));
    const again = await startSubscription();
    expect(again.form?.get('allow_promotion_codes')).toBe('false');
  });

  it('schedules the annual price at period end, cancels at period end and reinstates', async () => {
    const { subscription } = await completeSubscription();
    const periodStart = Math.floor(app.clock.now() / 1000);
    const upgrade = await call(
      app,
      'PUT',
      paymentPaths.upgrade(PRICES.YEARLY),
      undefined,
      bearer(token),
    );
    expect(upgrade.body).toMatchObject({ success: true });
    const [create] = standIn.callsTo('/v1/subscription_schedules');
    expect(create?.params.get('from_subscription')).toBe(subscription);
    const scheduleId = standIn.subscription(subscription).schedule as string;
    const [update] = standIn.callsTo(`/v1/subscription_schedules/${scheduleId}`);
    expect(update?.params.get('end_behavior')).toBe('release');
    expect(update?.params.get('phases[0][items][0][price]')).toBe(PRICES.MONTHLY);
    expect(update?.params.get('phases[0][end_date]')).toBe(String(periodStart + 31 * DAY));
    expect(update?.params.get('phases[1][items][0][price]')).toBe(PRICES.YEARLY);
    expect(update?.params.get('phases[1][duration][interval]')).toBe('year');
    // Stripe's events about the schedule agree with what the upgrade stored.
    await deliver(app, signedEvent('subscription_schedule.updated', standIn.schedule(scheduleId)));
    expect((await subscriptionInfo(app, token)).scheduleSubscription).toMatchObject({
      subscriptionType: 'YEARLY',
      startDate: periodStart + 31 * DAY,
      status: 'not_started',
    });

    const cancel = await call(app, 'DELETE', paymentPaths.subscription, undefined, bearer(token));
    expect(cancel.body).toMatchObject({ success: true });
    expect(standIn.callsTo(`/v1/subscription_schedules/${scheduleId}/release`)).toHaveLength(1);
    const cancelCall = standIn.callsTo(`/v1/subscriptions/${subscription}`, 'POST')[0];
    expect(cancelCall?.params.get('cancel_at_period_end')).toBe('true');
    await deliver(app, signedEvent('subscription_schedule.released', standIn.schedule(scheduleId)));
    expect(await subscriptionInfo(app, token)).toMatchObject({
      status: 'cancelled',
      scheduleSubscription: null,
    });

    const reinstate = await call(app, 'PUT', paymentPaths.reinstate, undefined, bearer(token));
    expect(reinstate.body).toMatchObject({ success: true });
    const last = standIn.callsTo(`/v1/subscriptions/${subscription}`, 'POST').at(-1);
    expect(last?.params.get('cancel_at_period_end')).toBe('false');
    expect((await subscriptionInfo(app, token)).status).toBe('active');

    // Stripe ends the subscription: the role goes.
    await deliver(app, signedEvent('customer.subscription.deleted', standIn.end(subscription)));
    expect(await subscriptionInfo(app, token)).toMatchObject({
      status: 'expired',
      isSubscribed: false,
    });
    expect((await refreshedRoles(app, token)).roles).not.toContain(roles.pro);
  });

  it('counts each webhook delivery by its outcome in the metrics', async () => {
    // Stripe down while a completed checkout is applied: the delivery fails (Stripe retries).
    const { sessionId } = await startSubscription();
    const paidAt = standIn.pay(sessionId);
    const completed = signedEvent('checkout.session.completed', paidAt.session);
    standIn.state.mode = 'fail';
    expect((await deliver(app, completed)).status).toBe(500);
    standIn.state.mode = 'normal';
    expect((await deliver(app, completed)).status).toBe(200);
    const invoicePaid = signedEvent('invoice.paid', paidAt.invoice);
    expect((await deliver(app, invoicePaid)).status).toBe(200);
    expect((await deliver(app, invoicePaid)).status).toBe(200);
    expect(
      (await deliver(app, signedEvent('customer.updated', { id: 'cus_1', object: 'customer' })))
        .status,
    ).toBe(200);
    const forged = signedEvent('invoice.paid', {}, { secret: 'whsec_someone_else' });
    expect((await deliver(app, forged)).status).toBe(400);
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
    const big = await deliver(
      app,
      signedEvent('customer.updated', {
        id: 'cus_1',
        object: 'customer',
        description: 'x'.repeat(100_000),
      }),
    );
    expect(big.status).toBe(200);
  });

  it('answers 502 and changes nothing when Stripe fails', async () => {
    await completeSubscription();
    const before = await billingSnapshot(database);
    standIn.state.mode = 'fail';
    const answer = await call(app, 'DELETE', paymentPaths.subscription, undefined, bearer(token));
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ success: false });
    expect(await billingSnapshot(database)).toEqual(before);
  });

  it('sells a script through a payment-mode Checkout Session', async () => {
    if (!paid) throw new Error('the seed needs a paid script');
    const start = await navigate(app, paymentPaths.scriptCheckout(EMAIL, paid.scriptName));
    expect(start.status).toBe(303);
    const [created] = sessionsCreated();
    expect(created?.params.get('mode')).toBe('payment');
    expect(created?.params.get('line_items[0][price_data][unit_amount]')).toBe(
      String(Math.round(Number(paid.price) * 100)),
    );
    expect(created?.params.get('line_items[0][price_data][product_data][name]')).toBe(
      paid.scriptName,
    );
    const { session } = standIn.pay(start.location?.split('/').at(-1) ?? '');
    expect((await deliver(app, signedEvent('checkout.session.completed', session))).status).toBe(
      200,
    );
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
    expect(first.location).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    expect(await navigate(app, link)).toMatchObject({ status: 303, location: first.location });
    const created = sessionsCreated();
    expect(created).toHaveLength(1);
    expect(created[0]?.params.get('expires_at')).toBe(
      String(Math.floor((app.clock.now() + CHECKOUT_TTL_MS) / 1000)),
    );
    // Once its time runs short, a new session takes its place, and the old one is closed first.
    app.clock.advance(CHECKOUT_TTL_MS - 10 * 60 * 1000);
    const renewed = await navigate(app, link);
    expect(renewed.location).not.toBe(first.location);
    expect(standIn.session(first.location?.split('/').at(-1) ?? '').status).toBe('expired');
    expect(sessionsCreated()).toHaveLength(2);
    // Once Stripe let it expire, a new session takes its place too.
    standIn.expire(renewed.location?.split('/').at(-1) ?? '');
    const third = await navigate(app, link);
    expect(third.location).not.toBe(renewed.location);
    expect(sessionsCreated()).toHaveLength(3);
  });

  it('creates no session for a script the customer owns or has just paid for', async () => {
    if (!paid) throw new Error('the seed needs a paid script');
    const link = paymentPaths.scriptCheckout(EMAIL, paid.scriptName);
    const scriptPage = `/customer/script-store/${encodeURIComponent(paid.scriptName)}`;
    const start = await navigate(app, link);
    // Paid at Stripe, its event not here yet.
    const { session } = standIn.pay(start.location?.split('/').at(-1) ?? '');
    expect(await navigate(app, link)).toMatchObject({ status: 303, location: scriptPage });
    expect((await deliver(app, signedEvent('checkout.session.completed', session))).status).toBe(
      200,
    );
    expect(await navigate(app, link)).toMatchObject({ status: 303, location: scriptPage });
    expect(sessionsCreated()).toHaveLength(1);
  });
});
