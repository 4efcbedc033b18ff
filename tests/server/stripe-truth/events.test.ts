import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_EVENTS } from '../../../server/adapters/payments/stripe-webhook';
import { seedScripts } from '../../../server/domain/catalogue';
import { bearer, call } from '../support/auth';
import { databaseKinds } from '../support/databases';
import {
  billingSnapshot,
  paymentPaths,
  purchaseItems,
  subscriptionInfo,
} from '../support/payments';
import {
  CUSTOMER,
  deliver,
  STRIPE_PRICES,
  signedBody,
  signedEvent,
  startCheckout,
  subscribeThroughStripe,
  useStripeMode,
} from '../support/stripe-mode';

const paid = seedScripts.find((script) => script.price !== '0');

/** The event names in the README's webhook table (its Payments section). */
function readmeWebhookEvents() {
  const readme = readFileSync('README.md', 'utf8');
  const payments = readme.slice(readme.indexOf('### Payments'));
  const table = payments.slice(payments.indexOf('| event |'));
  return table
    .slice(0, table.indexOf('\n\n'))
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([a-z_.]+)`/g)])
    .map((match) => match[1]);
}

describe('the README on Stripe webhooks (finding 9)', () => {
  it('lists exactly the events the webhook applies', () => {
    expect(readmeWebhookEvents().sort()).toEqual([...STRIPE_WEBHOOK_EVENTS].sort());
    expect(STRIPE_WEBHOOK_EVENTS).toContain('checkout.session.async_payment_succeeded');
  });
});

describe.each(databaseKinds)('Stripe events that matter, on %s', (kind) => {
  const suite = useStripeMode(kind);
  const info = () => subscriptionInfo(suite.app, suite.token);

  /**
   * A subscriber asks for the annual plan: Stripe holds a schedule for it. The subscription's
   * and the schedule's ids.
   */
  async function subscribedWithAnnualChange() {
    const { subscription } = await subscribeThroughStripe(suite.app, suite.standIn, CUSTOMER);
    const upgrade = await call(
      suite.app,
      'PUT',
      paymentPaths.upgrade(STRIPE_PRICES.YEARLY),
      undefined,
      bearer(suite.token),
    );
    expect(upgrade.body).toMatchObject({ success: true });
    expect((await info()).scheduleSubscription).toMatchObject({ subscriptionType: 'YEARLY' });
    return {
      subscription,
      scheduleId: suite.standIn.subscription(subscription).schedule as string,
    };
  }

  it('records a script paid by a delayed method when its payment succeeds (finding 9)', async () => {
    if (!paid) throw new Error('the seed needs a paid script');
    const { app, standIn } = suite;
    const sessionId = await startCheckout(
      app,
      paymentPaths.scriptCheckout(CUSTOMER, paid.scriptName),
    );
    const { session } = standIn.pay(sessionId);
    // A bank debit: the session completes unpaid, and is paid days later.
    const completed = { ...session, payment_status: 'unpaid' };
    expect((await deliver(app, signedEvent('checkout.session.completed', completed))).status).toBe(
      200,
    );
    expect(await purchaseItems(app, suite.token)).toEqual([]);
    const succeeded = signedEvent('checkout.session.async_payment_succeeded', session);
    expect((await deliver(app, succeeded)).status).toBe(200);
    expect(await purchaseItems(app, suite.token)).toMatchObject([{ name: paid.scriptName }]);
  });

  it('drops the annual change when Stripe aborts its schedule (finding 9)', async () => {
    const { app, standIn } = suite;
    const { subscription, scheduleId } = await subscribedWithAnnualChange();
    // The subscription's renewal failed for good: Stripe ends it, and aborts its schedule.
    standIn.end(subscription);
    await deliver(app, signedEvent('subscription_schedule.aborted', standIn.schedule(scheduleId)));
    expect(await info()).toMatchObject({
      isSubscribed: false,
      status: 'expired',
      scheduleSubscription: null,
    });
  });

  it('drops the annual change when the schedule is released at Stripe (finding 9)', async () => {
    const { app, standIn } = suite;
    const { scheduleId } = await subscribedWithAnnualChange();
    // Released in the dashboard: the subscription goes on monthly.
    const released = await fetch(`${standIn.url}/v1/subscription_schedules/${scheduleId}/release`, {
      method: 'POST',
    });
    expect(released.status).toBe(200);
    await deliver(app, signedEvent('subscription_schedule.released', standIn.schedule(scheduleId)));
    expect(await info()).toMatchObject({
      isSubscribed: true,
      subscriptionType: 'MONTHLY',
      scheduleSubscription: null,
    });
  });

  it('changes nothing on a schedule’s expiring notice', async () => {
    const { app, standIn, database } = suite;
    const { scheduleId } = await subscribedWithAnnualChange();
    const before = await info();
    const rowsBefore = await billingSnapshot(database);
    const expiring = signedEvent('subscription_schedule.expiring', standIn.schedule(scheduleId));
    expect((await deliver(app, expiring)).status).toBe(200);
    expect(await info()).toEqual(before);
    // Only the event's own record and the time of the read are new.
    const rowsAfter = await billingSnapshot(database);
    expect(rowsAfter.purchases).toBe(rowsBefore.purchases);
    expect(rowsAfter.checkouts).toBe(rowsBefore.checkouts);
  });

  it('answers 400 to a signed body that is not an event, changing nothing (finding 9)', async () => {
    const before = await billingSnapshot(suite.database);
    for (const body of ['null', '[]', '"event"', '{}', '{"id":"evt_1","type":"invoice.paid"}']) {
      const answer = await deliver(suite.app, signedBody(body));
      expect(answer.status, body).toBe(400);
      expect(answer.body.message, body).toBe('The webhook body is not a Stripe event.');
    }
    expect(await billingSnapshot(suite.database)).toEqual(before);
  });
});
