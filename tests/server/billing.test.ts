import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { seedScripts } from '../../server/domain/catalogue';
import { roles } from '../../src/services/contract';
import { bearer, call, signUp, type TestApp } from './support/auth';
import { databaseKinds, openTestDatabase } from './support/databases';
import {
  DAY_MS,
  LOCAL_MONTHLY,
  LOCAL_YEARLY,
  navigate,
  openCheckout,
  PROMO,
  paymentPaths,
  purchaseItems,
  refreshedRoles,
  resetBilling,
  submitCheckout,
  subscribe,
  subscriptionInfo,
} from './support/payments';
import { storePaths } from './support/portal';
import { buildTestApp } from './support/test-app';

const EMAIL = 'ada@example.com';
const seconds = (ms: number) => Math.floor(ms / 1000);
const paid = seedScripts.find((script) => script.price !== '0');
const free = seedScripts.find((script) => script.price === '0');

describe.each(databaseKinds)('billing with the test checkout on %s', (kind) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await resetBilling(database);
    app = buildTestApp(database, {
      settings: {
        // Long enough for the clock to cross periods without signing in again.
        sessionTtlSeconds: 800 * 24 * 60 * 60,
        publicUrl: 'http://app.test',
        supportEmail: 'support@app.test',
      },
    });
    token = (await signUp(app, EMAIL)).authToken;
  });

  /** The roles of a refreshed token; the refreshed token replaces the old one. */
  async function rolesAfterRefresh() {
    const refreshed = await refreshedRoles(app, token);
    token = refreshed.token;
    return refreshed.roles;
  }

  const act = (method: string, path: string) => call(app, method, path, undefined, bearer(token));

  it('tells the client the local price ids and the promo code', async () => {
    const answer = await call(app, 'GET', paymentPaths.config);
    expect(answer.body).toEqual({
      provider: 'local',
      prices: { monthly: LOCAL_MONTHLY, yearly: LOCAL_YEARLY },
      promoCode: PROMO,
    });
  });

  it('has no subscription before the first checkout', async () => {
    expect(await subscriptionInfo(app, token)).toEqual({
      isSubscribed: false,
      status: 'none',
      subscriptionType: null,
      startDate: null,
      endDate: null,
      scheduleSubscription: null,
      standing: 'none',
    });
    expect(await purchaseItems(app, token)).toEqual([]);
  });

  it('subscribes monthly: a paid month, the Pro role on refresh, back with refresh=true', async () => {
    const start = app.clock.now();
    const back = await subscribe(app, EMAIL);
    expect(back.status).toBe(303);
    expect(back.location).toBe('/customer/accounts?refresh=true');
    const info = await subscriptionInfo(app, token);
    expect(info).toMatchObject({
      isSubscribed: true,
      status: 'active',
      subscriptionType: 'MONTHLY',
      startDate: seconds(start),
      endDate: seconds(Date.parse('2026-04-02T09:00:00Z')),
      scheduleSubscription: null,
    });
    expect(await purchaseItems(app, token)).toEqual([
      {
        name: 'Pro subscription (monthly)',
        price: 3000,
        type: 'SUBSCRIPTION',
        createdDate: seconds(start),
        startDate: seconds(start),
        endDate: info.endDate,
      },
    ]);
    expect(await rolesAfterRefresh()).toContain(roles.pro);
  });

  it('gives the first month free with the promo code, once, to a new customer only', async () => {
    const wrong = await openCheckout(
      app,
      paymentPaths.subscriptionCheckout({ priceId: LOCAL_MONTHLY, emailAddress: EMAIL }),
    );
    const refused = await submitCheckout(app, wrong, { decision: 'complete', promoCode: 'NOPE' });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('This promo code is not valid.');
    expect(await purchaseItems(app, token)).toEqual([]);

    const back = await submitCheckout(app, wrong, {
      decision: 'complete',
      promoCode: PROMO.toLowerCase(),
    });
    expect(back.status).toBe(303);
    const [item] = await purchaseItems(app, token);
    expect(item).toMatchObject({ price: 0, type: 'SUBSCRIPTION' });
    expect(item?.name).toContain('first month free');

    // The free month ends, then the plan is paid for.
    app.clock.advance(31 * DAY_MS);
    const items = await purchaseItems(app, token);
    expect(items.map((entry) => entry.price)).toEqual([3000, 0]);

    // Cancel, let it run out, and come back: the code is not for returning customers.
    expect((await act('DELETE', paymentPaths.subscription)).status).toBe(200);
    app.clock.advance(40 * DAY_MS);
    expect((await subscriptionInfo(app, token)).status).toBe('expired');
    const again = await openCheckout(
      app,
      paymentPaths.subscriptionCheckout({ priceId: LOCAL_MONTHLY, emailAddress: EMAIL }),
    );
    const returning = await submitCheckout(app, again, { decision: 'complete', promoCode: PROMO });
    expect(returning.status).toBe(422);
    expect(returning.text).toContain('new customers only');
    expect((await subscriptionInfo(app, token)).isSubscribed).toBe(false);
    expect((await submitCheckout(app, again, { decision: 'complete' })).status).toBe(303);
    expect((await subscriptionInfo(app, token)).isSubscribed).toBe(true);
  });

  it('renews a period that ends while active, and records each renewal once', async () => {
    await subscribe(app, EMAIL);
    app.clock.advance(31 * DAY_MS);
    const info = await subscriptionInfo(app, token);
    expect(info).toMatchObject({
      status: 'active',
      startDate: seconds(Date.parse('2026-04-02T09:00:00Z')),
      endDate: seconds(Date.parse('2026-05-02T09:00:00Z')),
    });
    await subscriptionInfo(app, token);
    const items = await purchaseItems(app, token);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ price: 3000, startDate: info.startDate });
    // Two periods missed at once are both renewed.
    app.clock.advance(62 * DAY_MS);
    expect(await purchaseItems(app, token)).toHaveLength(4);
    expect(await rolesAfterRefresh()).toContain(roles.pro);
  });

  it('schedules the annual plan from the end of the period, then it takes effect', async () => {
    await subscribe(app, EMAIL);
    const before = await subscriptionInfo(app, token);
    const upgrade = await act('PUT', paymentPaths.upgrade(LOCAL_YEARLY));
    expect(upgrade.status).toBe(200);
    expect(upgrade.body.success).toBe(true);
    const scheduled = await subscriptionInfo(app, token);
    expect(scheduled.subscriptionType).toBe('MONTHLY');
    expect(scheduled.scheduleSubscription).toEqual({
      subscriptionType: 'YEARLY',
      startDate: before.endDate,
      endDate: seconds(Date.parse('2027-04-02T09:00:00Z')),
      status: 'not_started',
    });
    const twice = await act('PUT', paymentPaths.upgrade(LOCAL_YEARLY));
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ success: false });
    expect(String(twice.body.description)).toContain('already scheduled');

    app.clock.advance(31 * DAY_MS);
    const after = await subscriptionInfo(app, token);
    expect(after).toMatchObject({
      subscriptionType: 'YEARLY',
      startDate: before.endDate,
      endDate: seconds(Date.parse('2027-04-02T09:00:00Z')),
    });
    expect(after.scheduleSubscription?.status).toBe('active');
    const [newest] = await purchaseItems(app, token);
    expect(newest).toMatchObject({ name: 'Pro subscription (yearly)', price: 30000 });
    const annual = await act('PUT', paymentPaths.upgrade(LOCAL_YEARLY));
    expect(annual.status).toBe(409);
    expect(String(annual.body.description)).toContain('already annual');
  });

  it('cancels at the end of the period, reinstates, and the role ends with the period', async () => {
    await subscribe(app, EMAIL);
    const cancel = await act('DELETE', paymentPaths.subscription);
    expect(cancel.body).toMatchObject({ success: true });
    const cancelled = await subscriptionInfo(app, token);
    expect(cancelled).toMatchObject({ status: 'cancelled', isSubscribed: true });
    expect((await act('DELETE', paymentPaths.subscription)).status).toBe(409);
    expect(await rolesAfterRefresh()).toContain(roles.pro);

    const reinstate = await act('PUT', paymentPaths.reinstate);
    expect(reinstate.body).toMatchObject({ success: true });
    expect((await subscriptionInfo(app, token)).status).toBe('active');
    const again = await act('PUT', paymentPaths.reinstate);
    expect(again.status).toBe(409);
    expect(String(again.body.description)).toContain('no cancelled subscription');

    expect((await act('DELETE', paymentPaths.subscription)).status).toBe(200);
    app.clock.advance(30 * DAY_MS);
    expect(await rolesAfterRefresh()).toContain(roles.pro);
    app.clock.advance(2 * DAY_MS);
    const ended = await subscriptionInfo(app, token);
    expect(ended).toMatchObject({ status: 'expired', isSubscribed: false });
    expect(await rolesAfterRefresh()).not.toContain(roles.pro);
    // No renewal was charged after the cancellation.
    expect(await purchaseItems(app, token)).toHaveLength(1);
    const late = await act('PUT', paymentPaths.reinstate);
    expect(late.status).toBe(409);
  });

  it('sells a paid script once: isPurchased, its content, the history newest first', async () => {
    if (!paid || !free) throw new Error('the seed needs a free and a paid script');
    await subscribe(app, EMAIL);
    app.clock.advance(DAY_MS);
    const checkout = await openCheckout(app, paymentPaths.scriptCheckout(EMAIL, paid.scriptName));
    const page = await navigate(app, checkout);
    expect(page.text).toContain(paid.scriptName);
    expect(page.text).not.toMatch(/card number/i);
    const back = await submitCheckout(app, checkout, { decision: 'complete' });
    expect(back).toMatchObject({ status: 303, location: '/customer/script-store' });
    const detail = await call(
      app,
      'GET',
      storePaths.details(paid.scriptName),
      undefined,
      bearer(token),
    );
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ isPurchased: true });
    expect(String(detail.body.contentLink)).not.toBe('');

    const items = await purchaseItems(app, token);
    expect(items.map((item) => [item.type, item.name])).toEqual([
      ['SCRIPT', paid.scriptName],
      ['SUBSCRIPTION', 'Pro subscription (monthly)'],
    ]);
    expect(items[0]?.price).toBe(Math.round(Number(paid.price) * 100));

    // A second Complete of the same checkout records nothing more.
    expect((await submitCheckout(app, checkout, { decision: 'complete' })).status).toBe(409);
    // The script's link now opens the script, not another payment.
    const owned = await navigate(app, paymentPaths.scriptCheckout(EMAIL, paid.scriptName));
    expect(owned).toMatchObject({
      status: 303,
      location: `/customer/script-store/${encodeURIComponent(paid.scriptName)}`,
    });
    expect(await purchaseItems(app, token)).toHaveLength(2);
  });

  it('pages the history newest first, filters it by type, and refuses a bad page', async () => {
    if (!paid) throw new Error('the seed needs a paid script');
    await subscribe(app, EMAIL);
    app.clock.advance(DAY_MS);
    const checkout = await openCheckout(app, paymentPaths.scriptCheckout(EMAIL, paid.scriptName));
    await submitCheckout(app, checkout, { decision: 'complete' });

    const names = async (query: string) =>
      (await purchaseItems(app, token, query)).map((item) => item.name);
    expect(await names('limit=1')).toEqual([paid.scriptName]);
    expect(await names('limit=1&offset=1')).toEqual(['Pro subscription (monthly)']);
    expect(await names('limit=5&offset=2')).toEqual([]);
    expect(await names('type=SUBSCRIPTION&limit=1')).toEqual(['Pro subscription (monthly)']);
    expect(await names('type=SCRIPT')).toEqual([paid.scriptName]);
    for (const [query, message] of [
      ['limit=0', 'limit must be a whole number from 1 to 100.'],
      ['limit=101', 'limit must be a whole number from 1 to 100.'],
      ['offset=-1', 'offset must be a whole number, 0 or more.'],
      ['type=GRANT', 'type must be SUBSCRIPTION or SCRIPT.'],
    ]) {
      const answer = await act('GET', `${paymentPaths.purchases}?${query}`);
      expect(answer.status, query).toBe(422);
      expect(answer.body.message, query).toBe(message);
    }
  });

  it('answers a clear page, not a charge, for free, unknown or unowned requests', async () => {
    if (!paid || !free) throw new Error('the seed needs a free and a paid script');
    const freeScript = await navigate(app, paymentPaths.scriptCheckout(EMAIL, free.scriptName));
    expect(freeScript.status).toBe(409);
    expect(freeScript.text).toContain('is free');
    const unknownScript = await navigate(app, paymentPaths.scriptCheckout(EMAIL, 'No such script'));
    expect(unknownScript.status).toBe(404);
    const unknownEmail = await navigate(
      app,
      paymentPaths.scriptCheckout('nobody@example.com', paid.scriptName),
    );
    expect(unknownEmail.status).toBe(404);
    expect(unknownEmail.text).toContain('Nothing was charged');
  });

  it('records nothing when the customer cancels the test checkout', async () => {
    const checkout = await openCheckout(
      app,
      paymentPaths.subscriptionCheckout({ priceId: LOCAL_YEARLY, emailAddress: EMAIL }),
    );
    const back = await submitCheckout(app, checkout, { decision: 'cancel' });
    expect(back).toMatchObject({ status: 303, location: '/customer/accounts' });
    expect((await subscriptionInfo(app, token)).status).toBe('none');
    expect((await submitCheckout(app, checkout, { decision: 'complete' })).status).toBe(409);
    expect(await purchaseItems(app, token)).toEqual([]);
  });

  it('takes a month off the first year with the promo code, never the whole year', async () => {
    await subscribe(app, EMAIL, LOCAL_YEARLY, PROMO);
    expect(await subscriptionInfo(app, token)).toMatchObject({
      subscriptionType: 'YEARLY',
      endDate: seconds(Date.parse('2027-03-02T09:00:00Z')),
    });
    expect(await purchaseItems(app, token)).toMatchObject([
      { price: 27000, name: 'Pro subscription (yearly, first month free)' },
    ]);
  });

  it('subscribes yearly at the yearly price', async () => {
    await subscribe(app, EMAIL, LOCAL_YEARLY);
    expect(await subscriptionInfo(app, token)).toMatchObject({
      subscriptionType: 'YEARLY',
      endDate: seconds(Date.parse('2027-03-02T09:00:00Z')),
    });
    expect((await purchaseItems(app, token))[0]?.price).toBe(30000);
  });
});
