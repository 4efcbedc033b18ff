import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { type DeviceList, endpoints } from '../../../src/services/contract';
import { activatedDevice } from '../desktop-link/support';
import { bearer, call } from '../support/auth';
import { databaseKinds } from '../support/databases';
import { DAY_MS, subscriptionInfo } from '../support/payments';
import {
  CUSTOMER,
  deliver,
  signedEvent,
  subscribeThroughStripe,
  useStripeMode,
} from '../support/stripe-mode';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Issue 37: Accounts' status in words follows what the subscription gives, never `active`
 * without Pro; the desktop license's Pro ends with a failed payment's grace.
 */
describe.each(databaseKinds)('the true status of a Stripe subscription, on %s', (kind) => {
  const suite = useStripeMode(kind);
  const info = () => subscriptionInfo(suite.app, suite.token);
  const plan = async () => {
    const page = await call(suite.app, 'GET', endpoints.devices, undefined, bearer(suite.token));
    return (page.body as unknown as DeviceList).entitlement.plan;
  };

  async function stripeMoves(subscription: string, status: string) {
    const moved = suite.standIn.update(subscription, { status });
    await deliver(suite.app, signedEvent('customer.subscription.updated', moved));
  }

  it('reads active, payment failed until the grace ends, unpaid, active again, cancelled, ended', async () => {
    const { app, standIn } = suite;
    const { subscription } = await subscribeThroughStripe(app, standIn, CUSTOMER);
    // Stripe keeps the card: Accounts and Settings offer its Customer Portal.
    expect(await info()).toMatchObject({
      standing: 'active',
      isSubscribed: true,
      hasCardPage: true,
    });

    app.clock.advance(31 * DAY_MS);
    const unpaid = standIn.renew(subscription, { paid: false });
    await deliver(app, signedEvent('customer.subscription.updated', unpaid.subscription));
    const failed = await info();
    expect(failed).toMatchObject({ standing: 'payment_failed', isSubscribed: true });
    // The grace counts from the unpaid period's start: three days by default.
    expect(failed.graceEndsAt).toBe((failed.startDate ?? 0) + 3 * 24 * 60 * 60);
    expect(await plan()).toBe('pro');

    app.clock.advance(3 * DAY_MS + HOUR_MS);
    const lapsed = await info();
    expect(lapsed).toMatchObject({ standing: 'unpaid', isSubscribed: false });
    expect(lapsed.graceEndsAt).toBeUndefined();
    expect(await plan()).toBe('trial');

    await stripeMoves(subscription, 'active');
    expect(await info()).toMatchObject({ standing: 'active', isSubscribed: true });

    const cancelled = standIn.update(subscription, { cancel_at_period_end: true });
    await deliver(app, signedEvent('customer.subscription.updated', cancelled));
    expect(await info()).toMatchObject({ standing: 'cancelled', isSubscribed: true });

    await deliver(app, signedEvent('customer.subscription.deleted', standIn.end(subscription)));
    expect(await info()).toMatchObject({ standing: 'ended', isSubscribed: false });
  });

  it('signs a license whose Pro ends with the grace, not days after it', async () => {
    const { app, standIn } = suite;
    const { subscription } = await subscribeThroughStripe(app, standIn, CUSTOMER);
    app.clock.advance(31 * DAY_MS);
    const unpaid = standIn.renew(subscription, { paid: false });
    await deliver(app, signedEvent('customer.subscription.updated', unpaid.subscription));
    const { graceEndsAt } = await info();
    // Within a day of the grace's end, the license ends with it (else a day's life bounds it).
    app.clock.advance(2 * DAY_MS + 12 * HOUR_MS);

    const { license } = await activatedDevice(app, suite.token);
    const claims = decodeJwt(license);
    expect(claims.plan).toBe('pro');
    expect(claims.exp).toBe(graceEndsAt);
  });
});
