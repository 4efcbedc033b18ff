import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { seedScripts } from '../../server/domain/catalogue';
import { bearer, call, signUp, type TestApp } from './support/auth';
import { databaseKinds, openTestDatabase } from './support/databases';
import {
  billingSnapshot,
  LOCAL_MONTHLY,
  LOCAL_YEARLY,
  navigate,
  paymentPaths,
  purchaseItems,
  resetBilling,
  submitCheckout,
  subscribe,
  subscriptionInfo,
} from './support/payments';
import { buildTestApp } from './support/test-app';

const ADA = 'ada@example.com';
const BOB = 'bob@example.com';
const paid = seedScripts.find((script) => script.price !== '0');

describe.each(databaseKinds)('payment security on %s', (kind) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let ada: string;
  let bob: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await resetBilling(database);
    app = buildTestApp(database);
    ada = (await signUp(app, ADA)).authToken;
    bob = (await signUp(app, BOB)).authToken;
  });

  /** Runs the requests and proves the billing tables did not change. */
  async function changesNothing(work: () => Promise<void>) {
    const before = await billingSnapshot(database);
    await work();
    expect(await billingSnapshot(database)).toEqual(before);
  }

  it('refuses any return address that is not a path of this site (no open redirect)', async () => {
    const hostile = [
      'https://evil.example/phish',
      '//evil.example/phish',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'customer/accounts',
      '/customer/accounts\r\nLocation: https://evil.example',
      ' /customer/accounts',
      `/${'a'.repeat(600)}`,
    ];
    await changesNothing(async () => {
      for (const returnUrl of hostile) {
        const answer = await navigate(
          app,
          paymentPaths.subscriptionCheckout({
            priceId: LOCAL_MONTHLY,
            emailAddress: ADA,
            returnUrl,
          }),
        );
        expect(answer.status, returnUrl).toBe(400);
        expect(answer.location).toBeNull();
        expect(answer.text).toContain('must be a page of this site');
      }
    });
    // A path of the site, with its own query, is kept and gets refresh=true after payment.
    const start = await navigate(
      app,
      paymentPaths.subscriptionCheckout({
        priceId: LOCAL_MONTHLY,
        emailAddress: ADA,
        returnUrl: '/customer/accounts?tab=plan',
      }),
    );
    const back = await submitCheckout(app, start.location ?? '', { decision: 'complete' });
    expect(back.location).toBe('/customer/accounts?tab=plan&refresh=true');
  });

  it('refuses unknown price ids at checkout and for the upgrade', async () => {
    await subscribe(app, ADA);
    await changesNothing(async () => {
      for (const priceId of ['', 'price_unknown', LOCAL_MONTHLY.toUpperCase()]) {
        const answer = await navigate(
          app,
          paymentPaths.subscriptionCheckout({ priceId, emailAddress: BOB }),
        );
        expect(answer.status).toBe(400);
        expect(answer.text).toContain('not one of our plans');
      }
      for (const priceId of ['', 'price_unknown', LOCAL_MONTHLY]) {
        const answer = await call(
          app,
          'PUT',
          paymentPaths.upgrade(priceId),
          undefined,
          bearer(ada),
        );
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe('priceId must be the yearly price id.');
      }
      const missing = await call(app, 'PUT', paymentPaths.subscription, undefined, bearer(ada));
      expect(missing.status).toBe(400);
    });
  });

  it("keeps another customer's subscription out of reach", async () => {
    await subscribe(app, ADA);
    const adaBefore = await subscriptionInfo(app, ada);
    await changesNothing(async () => {
      const cancel = await call(app, 'DELETE', paymentPaths.subscription, undefined, bearer(bob));
      expect(cancel.status).toBe(409);
      expect(cancel.body).toMatchObject({ success: false });
      const upgrade = await call(
        app,
        'PUT',
        paymentPaths.upgrade(LOCAL_YEARLY),
        undefined,
        bearer(bob),
      );
      expect(upgrade.status).toBe(409);
      const reinstate = await call(app, 'PUT', paymentPaths.reinstate, undefined, bearer(bob));
      expect(reinstate.status).toBe(409);
      expect((await subscriptionInfo(app, bob)).status).toBe('none');
      expect(await purchaseItems(app, bob)).toEqual([]);
    });
    expect(await subscriptionInfo(app, ada)).toEqual(adaBefore);
  });

  it('answers every subscription call without a session 401, changing nothing', async () => {
    await changesNothing(async () => {
      for (const [method, path] of [
        ['GET', paymentPaths.subscription],
        ['PUT', paymentPaths.upgrade(LOCAL_YEARLY)],
        ['PUT', paymentPaths.reinstate],
        ['DELETE', paymentPaths.subscription],
        ['GET', paymentPaths.purchases],
      ] as const) {
        expect((await call(app, method, path)).status, `${method} ${path}`).toBe(401);
        expect(
          (await call(app, method, path, undefined, bearer('not-a-token'))).status,
          `${method} ${path}`,
        ).toBe(401);
      }
    });
  });

  it('answers bad checkout inputs 4xx with a page, changing nothing', async () => {
    if (!paid) throw new Error('the seed needs a paid script');
    await changesNothing(async () => {
      const cases: Array<[string, number]> = [
        ['/api/v2/payment/checkout-session', 400],
        [`/api/v2/payment/checkout-session?product=${encodeURIComponent(paid.scriptName)}`, 400],
        [paymentPaths.scriptCheckout(`${'a'.repeat(260)}@example.com`, paid.scriptName), 400],
        [paymentPaths.scriptCheckout('not-an-email', paid.scriptName), 404],
        [paymentPaths.scriptCheckout(ADA, 'x'.repeat(500)), 404],
        [paymentPaths.scriptCheckout(ADA, ''), 404],
        ['/api/v2/payment/subscription/checkout-session', 400],
        [paymentPaths.subscriptionCheckout({ priceId: LOCAL_MONTHLY }), 400],
        [paymentPaths.subscriptionCheckout({ priceId: LOCAL_MONTHLY, emailAddress: 'x@y.z' }), 404],
        ['/api/v2/payment/test-checkout/not-a-checkout', 404],
        ['/api/v2/payment/test-checkout/00000000-0000-0000-0000-000000000000', 404],
      ];
      for (const [path, status] of cases) {
        const answer = await navigate(app, path);
        expect(answer.status, path).toBe(status);
        expect(answer.text, path).toContain('<!doctype html>');
      }
      const forged = await submitCheckout(
        app,
        '/api/v2/payment/test-checkout/00000000-0000-0000-0000-000000000000',
        { decision: 'complete' },
      );
      expect(forged.status).toBe(404);
      // The local provider takes no webhooks.
      expect((await call(app, 'POST', paymentPaths.webhook, '{}')).status).toBe(404);
    });
    // An open checkout needs a decision it knows.
    const start = await navigate(app, paymentPaths.scriptCheckout(ADA, paid.scriptName));
    await changesNothing(async () => {
      const odd = await submitCheckout(app, start.location ?? '', { decision: 'steal' });
      expect(odd.status).toBe(400);
      const coded = await submitCheckout(app, start.location ?? '', {
        decision: 'complete',
        promoCode: 'FIRSTMONTHFREE',
      });
      expect(coded.status).toBe(422);
    });
  });

  it('does not sell Pro twice to a customer who has it', async () => {
    await subscribe(app, ADA);
    await changesNothing(async () => {
      const again = await navigate(
        app,
        paymentPaths.subscriptionCheckout({ priceId: LOCAL_YEARLY, emailAddress: ADA }),
      );
      expect(again.status).toBe(409);
      expect(again.text).toContain('already have a Pro subscription');
    });
  });
});
