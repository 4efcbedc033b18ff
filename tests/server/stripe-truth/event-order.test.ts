import { describe, expect, it } from 'vitest';
import { roles } from '../../../src/services/contract';
import { databaseKinds } from '../support/databases';
import { DAY_MS, purchaseItems, subscriptionInfo } from '../support/payments';
import {
  CUSTOMER,
  deliver,
  proCheckout,
  signedEvent,
  startCheckout,
  subscribeThroughStripe,
  useStripeMode,
} from '../support/stripe-mode';

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * Stripe delivers events late and out of order, each with its own copy of the subscription as it
 * was when the event was made. Whatever the order, the customer ends where Stripe is.
 */
describe.each(databaseKinds)('Stripe events in any order, on %s', (kind) => {
  const suite = useStripeMode(kind);
  const info = () => subscriptionInfo(suite.app, suite.token);

  it('keeps a deleted subscription ended when an older update arrives after it (finding 1)', async () => {
    const { app, standIn } = suite;
    const { subscription, asItWas } = await subscribeThroughStripe(app, standIn, CUSTOMER);
    const endDate = (await info()).endDate;
    // The customer cancels at period end; then Stripe ends the subscription early.
    const cancelling = { ...asItWas, cancel_at_period_end: true };
    const deleted = standIn.end(subscription);
    await deliver(app, signedEvent('customer.subscription.deleted', deleted));
    expect(await info()).toMatchObject({ status: 'expired', isSubscribed: false });

    // The older updates arrive now: one cancelling, one still active.
    for (const stale of [cancelling, asItWas]) {
      const late = await deliver(app, signedEvent('customer.subscription.updated', stale));
      expect(late.status).toBe(200);
      const now = await info();
      expect(now).toMatchObject({ status: 'expired', isSubscribed: false });
      expect(now.endDate).toBeLessThanOrEqual(endDate ?? 0);
    }
    expect(await suite.roles()).not.toContain(roles.pro);
  });

  it('gives no Pro for an invoice that arrives after the deletion (finding 2)', async () => {
    const { app, standIn } = suite;
    const { subscription, invoice } = await subscribeThroughStripe(app, standIn, CUSTOMER);
    await deliver(app, signedEvent('customer.subscription.deleted', standIn.end(subscription)));
    // The next period's invoice, paid before the end, delivered after it.
    const month = 31 * 24 * 60 * 60;
    const [line] = invoice.lines.data;
    if (!line) throw new Error('an invoice without its line');
    const nextPeriod = {
      ...invoice,
      id: 'in_next_period',
      lines: {
        ...invoice.lines,
        data: [
          { ...line, period: { start: line.period.start + month, end: line.period.end + month } },
        ],
      },
    };
    expect((await deliver(app, signedEvent('invoice.paid', nextPeriod))).status).toBe(200);
    expect(await info()).toMatchObject({ status: 'expired', isSubscribed: false });
    app.clock.advance(40 * DAY_MS);
    expect((await info()).isSubscribed).toBe(false);
    expect(await suite.roles()).not.toContain(roles.pro);
  });

  it('keeps a renewed customer Pro when the previous period’s update arrives late (finding 3)', async () => {
    const { app, standIn } = suite;
    const { subscription, asItWas } = await subscribeThroughStripe(app, standIn, CUSTOMER);
    const first = await info();
    // Stripe renews at the end of the first period, and the renewal's invoice is paid.
    app.clock.advance(31 * DAY_MS);
    const renewal = standIn.renew(subscription);
    await deliver(app, signedEvent('invoice.paid', renewal.invoice));
    const renewed = await info();
    expect(renewed.endDate).toBeGreaterThan(first.endDate ?? 0);
    // An update from the first period arrives late.
    await deliver(app, signedEvent('customer.subscription.updated', asItWas));
    app.clock.advance(DAY_MS);
    expect(await info()).toMatchObject({
      isSubscribed: true,
      status: 'active',
      startDate: renewed.startDate,
      endDate: renewed.endDate,
    });
    expect(await suite.roles()).toContain(roles.pro);
    expect((await purchaseItems(app, suite.token)).map((item) => item.price)).toEqual([3000, 3000]);
  });

  it('records a subscription Stripe ended before its checkout event arrived as ended (finding 4)', async () => {
    const { app, standIn } = suite;
    const sessionId = await startCheckout(app, proCheckout(CUSTOMER));
    const paid = standIn.pay(sessionId);
    const deleted = standIn.end(paid.subscription ?? '');
    await deliver(app, signedEvent('customer.subscription.deleted', deleted));
    await deliver(app, signedEvent('checkout.session.completed', paid.session));
    expect(await info()).toMatchObject({ status: 'expired', isSubscribed: false });
    expect(await suite.roles()).not.toContain(roles.pro);
    // Its first invoice was paid all the same: the history shows it.
    await deliver(app, signedEvent('invoice.paid', paid.invoice));
    expect(await purchaseItems(app, suite.token)).toMatchObject([{ price: 3000 }]);
    expect((await info()).isSubscribed).toBe(false);
    expect((await info()).endDate).toBe(seconds(app.clock.now()));
  });
});
