import { describe, expect, it } from 'vitest';
import { endpoints, type PaymentNoticeAnswer } from '../../../src/services/contract';
import { bearer, call } from '../support/auth';
import { databaseKinds } from '../support/databases';
import { DAY_MS } from '../support/payments';
import {
  CUSTOMER,
  deliver,
  signedEvent,
  subscribeThroughStripe,
  useStripeMode,
} from '../support/stripe-mode';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Issue 37: a failed renewal is told on the banner and by mail (what failed, until when Pro is
 * kept, the link); a second mail a day before the grace ends; a recovered payment thanks.
 */
describe.each(databaseKinds)('a failed payment the customer hears of, on %s', (kind) => {
  const suite = useStripeMode(kind);

  async function notice() {
    const answer = await call(
      suite.app,
      'GET',
      endpoints.payment.notice,
      undefined,
      bearer(suite.token),
    );
    expect(answer.status).toBe(200);
    return (answer.body as unknown as PaymentNoticeAnswer).notice;
  }

  async function mailsOf(kind: string) {
    await suite.app.outbox.drain();
    return suite.app.mail.sent.filter(
      (mail) => mail.to === CUSTOMER && mail.subject.includes(kind),
    );
  }

  /** Stripe's renewal a month on fails: it says so with `invoice.payment_failed`. */
  async function renewalFails() {
    const { app, standIn } = suite;
    const { subscription } = await subscribeThroughStripe(app, standIn, CUSTOMER);
    app.clock.advance(31 * DAY_MS);
    standIn.renew(subscription, { paid: false });
    const invoice = {
      id: 'in_failed_1',
      object: 'invoice',
      amount_due: 3000,
      parent: { subscription_details: { subscription, metadata: {} } },
    };
    // Stripe may send it twice: one mail all the same.
    const event = signedEvent('invoice.payment_failed', invoice, { id: 'evt_failed_1' });
    expect((await deliver(app, event)).status).toBe(200);
    expect((await deliver(app, event)).status).toBe(200);
    return subscription;
  }

  it('has no notice while paid up', async () => {
    await subscribeThroughStripe(suite.app, suite.standIn, CUSTOMER);
    expect(await notice()).toBeNull();
  });

  it('tells a failed renewal once, reminds a day before the grace ends, and thanks the payment', async () => {
    const { app, standIn } = suite;
    const subscription = await renewalFails();
    const failed = await notice();
    expect(failed).toMatchObject({
      kind: 'payment_failed',
      amountCents: 3000,
      planName: 'Pro subscription (monthly)',
    });
    const failedMails = await mailsOf('did not go through');
    expect(failedMails).toHaveLength(1);
    expect(failedMails[0]?.text).toContain('We could not take the payment of $30');
    expect(failedMails[0]?.text).toContain('/customer/accounts');
    expect(failedMails[0]?.text).toMatch(/stay on until \w+ \d+, \d{4}/);

    // Two days on, a day is left: the second mail, once however often the clock ticks.
    app.clock.advance(2 * DAY_MS + HOUR_MS);
    await notice();
    app.clock.advance(HOUR_MS);
    await notice();
    expect(await mailsOf('ends tomorrow')).toHaveLength(1);

    // The customer gives a new card; Stripe's retry is paid.
    const paid = standIn.update(subscription, { status: 'active' });
    await deliver(app, signedEvent('customer.subscription.updated', paid));
    expect(await notice()).toMatchObject({ kind: 'recovered' });
    expect(await mailsOf('went through')).toHaveLength(1);
    // The thanks shows for a few days, then the banner is gone.
    app.clock.advance(4 * DAY_MS);
    expect(await notice()).toBeNull();
  });

  it("opens Stripe's Customer Portal for the subscription's customer, back to the page it came from", async () => {
    const { app, standIn } = suite;
    const portal = (body: unknown) =>
      call(app, 'POST', endpoints.payment.portal, body, bearer(suite.token));
    // Nothing paid yet: no card to change.
    expect((await portal({ returnPath: '/customer/accounts' })).status).toBe(409);
    const { subscription } = await subscribeThroughStripe(app, standIn, CUSTOMER);
    const opened = await portal({ returnPath: '/customer/settings' });
    expect(opened.status).toBe(200);
    expect(opened.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    const [created] = standIn.calls.filter((made) => made.path === '/v1/billing_portal/sessions');
    expect(created?.params.get('customer')).toBe(`cus_${subscription}`);
    expect(created?.params.get('return_url')).toBe('http://app.test/customer/settings');
    // Back to this site's customer pages only.
    for (const returnPath of ['https://evil.test/', '//evil.test', '/customer/../admin']) {
      expect((await portal({ returnPath })).status).toBe(422);
    }
  });

  it('says Pro ended once the grace is over without a payment', async () => {
    await renewalFails();
    suite.app.clock.advance(3 * DAY_MS + HOUR_MS);
    expect(await notice()).toMatchObject({ kind: 'unpaid', graceEndsAt: null });
  });
});
