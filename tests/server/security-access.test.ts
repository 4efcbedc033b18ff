import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { customScriptRequests, users } from '../../server/db/schema';
import { endpoints as api } from '../../src/services/contract';
import { bearer, call, codeSentTo, login, paths, signUp, type TestApp } from './support/auth';
import { databaseKinds } from './support/databases';
import {
  databaseDigest,
  endpointTable,
  freshWorldEachTest,
  isBearer,
  labelOf,
  routesWithoutSample,
  sendSample,
  type World,
} from './support/endpoints';
import { privilegedFields } from './support/hostile';
import { paymentPaths, purchaseItems, submitCheckout, subscriptionInfo } from './support/payments';

/**
 * Who may call what: every bearer endpoint of the table without a token, with an expired or a
 * revoked one, and with another customer's. Related checks live beside their feature:
 * subscription actions in `payment-security.test.ts`, chat memory in `ai-chat.test.ts`,
 * session expiry and logout in `auth-session.test.ts`.
 */
const HOUR = 60 * 60 * 1000;
const SESSION_TTL_MS = 12 * HOUR;
const BOB = 'bob@example.com';

// Logout last: it ends the session the other calls use.
const bearerEndpoints = endpointTable
  .filter(isBearer)
  .sort((a, b) => Number(a.path === api.auth.logout) - Number(b.path === api.auth.logout));

describe.each(databaseKinds)('access control on %s', (kind) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let world: World;

  freshWorldEachTest(kind, (fresh) => {
    ({ database, app, world } = fresh);
  });

  /** Every bearer endpoint refuses the token with a 401 and a challenge, changing nothing. */
  async function refusedEverywhere(headers: Record<string, string>, challenge: RegExp) {
    const before = await databaseDigest(database);
    for (const endpoint of bearerEndpoints) {
      const response = await sendSample(app, endpoint, world, headers);
      expect(response.status, labelOf(endpoint)).toBe(401);
      expect(response.headers.get('www-authenticate'), labelOf(endpoint)).toMatch(challenge);
    }
    expect(await databaseDigest(database)).toEqual(before);
  }

  it('has every route of the app in the endpoint table', () => {
    const routes = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
        .map((route) => `${route.method} ${route.path.replace(/\/$/, '')}`),
    );
    const listed = new Set(endpointTable.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    expect([...routes].sort()).toEqual([...listed].sort());
  });

  it('has a sample request for every declared endpoint and every plain route', () => {
    expect(routesWithoutSample.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('refuses every bearer endpoint without a usable token', async () => {
    const missing: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic YTpi' },
    ];
    for (const headers of missing) await refusedEverywhere(headers, /^Bearer$/);
    const unusable = [
      `Bearer not-a-token`,
      `Bearer ${'A'.repeat(201)}`,
      `Bearer ${world.customer.token.slice(0, -1)}`,
      `Bearer ${world.customer.token}x`,
    ];
    for (const value of unusable) {
      await refusedEverywhere({ authorization: value }, /invalid_token/);
    }
  });

  it('refuses tokens once SESSION_TTL has passed', async () => {
    app.clock.advance(SESSION_TTL_MS + 1_000);
    for (const token of [world.customer.token, world.pro.token]) {
      await refusedEverywhere(bearer(token), /invalid_token/);
    }
  });

  it('refuses a token after its logout, and keeps the other sessions', async () => {
    const second = (await login(app, world.customer.emailAddress)).body.authToken as string;
    expect((await call(app, 'POST', paths.logout, undefined, bearer(second))).status).toBe(200);
    await refusedEverywhere(bearer(second), /invalid_token/);
    expect((await subscriptionInfo(app, world.customer.token)).status).toBe('none');
  });

  it('refuses every earlier token after a password reset', async () => {
    const second = (await login(app, world.customer.emailAddress)).body.authToken as string;
    const emailAddress = world.customer.emailAddress;
    await call(app, 'POST', paths.verification, { emailAddress, type: 'PASSWORD_RESET' });
    const reset = await call(app, 'PUT', paths.password, {
      emailAddress,
      verificationCode: await codeSentTo(app, emailAddress),
      password: 'Brand9New',
    });
    expect(reset.status).toBe(200);
    for (const token of [world.customer.token, second]) {
      await refusedEverywhere(bearer(token), /invalid_token/);
    }
    // Only that customer's sessions end.
    expect((await subscriptionInfo(app, world.pro.token)).isSubscribed).toBe(true);
  });

  it("never shows or changes another customer's scripts, subscription, purchases or requests", async () => {
    // The customer buys the paid script; the Pro customer already has a subscription.
    const checkout = `${api.payment.testCheckout}/${world.checkoutId}`;
    expect((await submitCheckout(app, checkout, { decision: 'complete' })).status).toBe(303);
    const owners = [world.customer, world.pro];
    const views = async () =>
      Promise.all(
        owners.map(async ({ token }) => ({
          subscription: await subscriptionInfo(app, token),
          purchases: await purchaseItems(app, token),
          detail: (
            await call(
              app,
              'GET',
              `${api.store.details}/${encodeURIComponent(world.paidScript)}`,
              undefined,
              bearer(token),
            )
          ).status,
        })),
      );
    const before = await views();
    expect(before[0]?.detail).toBe(200);

    const bob = (await signUp(app, BOB)).authToken;
    const [bobRow] = await database.db.select().from(users).where(eq(users.emailAddress, BOB));
    const [adaRow] = await database.db
      .select()
      .from(users)
      .where(eq(users.emailAddress, world.customer.emailAddress));
    for (const endpoint of bearerEndpoints) {
      const response = await sendSample(app, endpoint, world, bearer(bob));
      const text = await response.text();
      for (const owner of owners) {
        expect(text, labelOf(endpoint)).not.toContain(owner.emailAddress);
      }
      expect(text, labelOf(endpoint)).not.toContain(adaRow?.id);
    }

    // Bob (signed in again: the loop ended with his logout) sees the paid script as not
    // bought, and none of their subscription or purchases.
    const bobToken = (await login(app, BOB)).body.authToken as string;
    const detail = await call(
      app,
      'GET',
      `${api.store.details}/${encodeURIComponent(world.paidScript)}`,
      undefined,
      bearer(bobToken),
    );
    expect(detail.status).toBe(403);
    expect(detail.body.contentLink).toBeUndefined();
    expect((await subscriptionInfo(app, bobToken)).status).toBe('none');
    expect(await purchaseItems(app, bobToken)).toEqual([]);
    const refused = await call(
      app,
      'DELETE',
      paymentPaths.subscription,
      undefined,
      bearer(bobToken),
    );
    expect(refused.status).toBe(409);

    // A request naming someone else is still Bob's own.
    const custom = endpointTable.find((endpoint) => endpoint.path === api.store.custom);
    const asAda = await call(
      app,
      'POST',
      api.store.custom,
      {
        ...custom?.sample(world).body,
        userId: adaRow?.id,
        emailAddress: world.customer.emailAddress,
      },
      bearer(bobToken),
    );
    expect(asAda.status).toBe(200);
    const requests = await database.db.select().from(customScriptRequests);
    expect(requests.map((request) => request.userId)).toEqual([bobRow?.id, bobRow?.id]);
    expect(requests.map((request) => request.id)).not.toContain(privilegedFields.id);

    expect(await views()).toEqual(before);
  });
});
