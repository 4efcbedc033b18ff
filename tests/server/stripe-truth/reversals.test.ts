import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema';
import { seedScripts } from '../../../server/domain/catalogue';
import { roles } from '../../../src/services/contract';
import { bearer, call } from '../support/auth';
import { databaseKinds } from '../support/databases';
import { navigate, paymentPaths, purchaseItems, subscriptionInfo } from '../support/payments';
import { storePaths } from '../support/portal';
import {
  CUSTOMER,
  deliver,
  signedEvent,
  subscribeThroughStripe,
  useStripeMode,
} from '../support/stripe-mode';

const paid = seedScripts.find((script) => script.price !== '0');

/**
 * Issue 37: a refund or a lost dispute from Stripe takes the script it paid for away, with a mail
 * and an audit line, and shows in the history.
 */
describe.each(databaseKinds)('a script payment given back, on %s', (kind) => {
  const suite = useStripeMode(kind);

  /** The customer buys the paid script at Stripe: its payment intent. */
  async function buyScript() {
    if (!paid) throw new Error('the seed needs a paid script');
    const start = await navigate(suite.app, paymentPaths.scriptCheckout(CUSTOMER, paid.scriptName));
    const { session } = suite.standIn.pay(start.location?.split('/').at(-1) ?? '');
    await deliver(suite.app, signedEvent('checkout.session.completed', session));
    return session.payment_intent as string;
  }

  const owned = async () => {
    const detail = await call(
      suite.app,
      'GET',
      storePaths.details(paid?.scriptName ?? ''),
      undefined,
      bearer(suite.token),
    );
    return (detail.body as { isPurchased?: boolean }).isPurchased;
  };

  it.each([
    ['refund', 'charge.refunded', { refunded: true }, 'Refunded'],
    ['dispute', 'charge.dispute.closed', { status: 'lost' }, 'Payment disputed'],
  ] as const)('takes the script away after a %s', async (_, type, fields, label) => {
    const intent = await buyScript();
    expect(await owned()).toBe(true);
    const event = signedEvent(type, { id: 'ch_1', payment_intent: intent, ...fields });
    expect((await deliver(suite.app, event)).status).toBe(200);
    // Delivered again: nothing more.
    expect((await deliver(suite.app, event)).status).toBe(200);

    expect(await owned()).toBe(false);
    const price = Math.round(Number(paid?.price) * 100);
    // The test clock stands still: both items have the same date, so either may come first.
    expect(await purchaseItems(suite.app, suite.token)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: `${label}: ${paid?.scriptName}`, price: -price }),
        expect.objectContaining({ name: paid?.scriptName, price }),
      ]),
    );
    await suite.app.outbox.drain();
    const mails = suite.app.mail.sent.filter((mail) => mail.subject.includes('given back'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('it is no longer yours');
    const action = type === 'charge.refunded' ? 'purchase.refund' : 'purchase.dispute-lost';
    const lines = await suite.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action));
    expect(lines.map((line) => line.actorEmail)).toEqual(['payment-provider']);
  });

  it('ends Pro, here and at Stripe, after a refund of its period', async () => {
    const { app, standIn } = suite;
    const { subscription, invoice } = await subscribeThroughStripe(app, standIn, CUSTOMER);
    expect(await suite.roles()).toContain(roles.pro);
    const intent = (invoice.payments as { data: Array<{ payment: { payment_intent: string } }> })
      .data[0]?.payment.payment_intent;
    const refunded = signedEvent('charge.refunded', {
      id: 'ch_3',
      payment_intent: intent,
      refunded: true,
    });
    expect((await deliver(app, refunded)).status).toBe(200);
    expect(await suite.roles()).not.toContain(roles.pro);
    expect(await subscriptionInfo(app, suite.token)).toMatchObject({
      isSubscribed: false,
      standing: 'ended',
    });
    expect(standIn.subscription(subscription).status).toBe('canceled');
    expect(await purchaseItems(app, suite.token)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Refunded: Pro subscription (monthly)',
          price: -3000,
          type: 'SUBSCRIPTION',
        }),
      ]),
    );
  });

  it('leaves the script after a partial refund or a dispute won', async () => {
    const intent = await buyScript();
    await deliver(
      suite.app,
      signedEvent('charge.refunded', { id: 'ch_2', payment_intent: intent, refunded: false }),
    );
    await deliver(
      suite.app,
      signedEvent('charge.dispute.closed', { id: 'dp_1', payment_intent: intent, status: 'won' }),
    );
    expect(await owned()).toBe(true);
  });
});
