import { describe, expect, it } from 'vitest';
import { roles } from '../../../src/services/contract';
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

/** A month after subscribing, Stripe fails to take the renewal and says so: its id. */
async function renewalFails({ app, standIn }: ReturnType<typeof useStripeMode>) {
  const { subscription } = await subscribeThroughStripe(app, standIn, CUSTOMER);
  app.clock.advance(31 * DAY_MS);
  const unpaid = standIn.renew(subscription, { paid: false });
  await deliver(app, signedEvent('customer.subscription.updated', unpaid.subscription));
  return subscription;
}

/** Each Stripe status gives Pro or not, as the entitlement table says, whatever the payload. */
describe.each(databaseKinds)('Stripe statuses and the Pro role, on %s', (kind) => {
  const suite = useStripeMode(kind);
  const info = () => subscriptionInfo(suite.app, suite.token);

  /** Stripe moves the subscription to `status`, and says so with an update. */
  async function stripeMoves(subscription: string, status: string) {
    const moved = suite.standIn.update(subscription, { status });
    expect(
      (await deliver(suite.app, signedEvent('customer.subscription.updated', moved))).status,
    ).toBe(200);
  }

  it.each(['unpaid', 'paused', 'incomplete'])(
    'takes Pro away while %s (finding 5)',
    async (status) => {
      const { subscription } = await subscribeThroughStripe(suite.app, suite.standIn, CUSTOMER);
      expect(await suite.roles()).toContain(roles.pro);
      await stripeMoves(subscription, status);
      expect((await info()).isSubscribed).toBe(false);
      expect(await suite.roles()).not.toContain(roles.pro);
      // Paid again: Pro again.
      await stripeMoves(subscription, 'active');
      expect((await info()).isSubscribed).toBe(true);
      expect(await suite.roles()).toContain(roles.pro);
    },
  );

  it('keeps Pro while trialing', async () => {
    const { subscription } = await subscribeThroughStripe(suite.app, suite.standIn, CUSTOMER);
    await stripeMoves(subscription, 'trialing');
    expect((await info()).isSubscribed).toBe(true);
    expect(await suite.roles()).toContain(roles.pro);
  });

  it('keeps Pro for the 3-day grace of a failed renewal, then not until it is paid (finding 5)', async () => {
    const { app, standIn } = suite;
    const subscription = await renewalFails(suite);
    expect((await info()).isSubscribed).toBe(true);
    app.clock.advance(3 * DAY_MS - HOUR_MS);
    expect((await info()).isSubscribed).toBe(true);
    expect(await suite.roles()).toContain(roles.pro);
    // The grace ends with no event at all: the role goes by the clock.
    app.clock.advance(2 * HOUR_MS);
    expect((await info()).isSubscribed).toBe(false);
    expect(await suite.roles()).not.toContain(roles.pro);
    // Stripe's retry succeeds.
    const retried = standIn.update(subscription, { status: 'active' });
    await deliver(app, signedEvent('customer.subscription.updated', retried));
    expect(await suite.roles()).toContain(roles.pro);
  });
});

describe.each(databaseKinds)('a past-due grace set by PAST_DUE_GRACE_DAYS, on %s', (kind) => {
  const suite = useStripeMode(kind, { PAST_DUE_GRACE_DAYS: '1' });

  it('ends Pro after one day when the setting says one', async () => {
    const { app } = suite;
    await renewalFails(suite);
    expect(await suite.roles()).toContain(roles.pro);
    app.clock.advance(DAY_MS + HOUR_MS);
    expect((await subscriptionInfo(app, suite.token)).isSubscribed).toBe(false);
    expect(await suite.roles()).not.toContain(roles.pro);
  });
});
