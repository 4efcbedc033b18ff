import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedScripts } from '../../../server/domain/catalogue';
import { roles } from '../../../src/services/contract';
import { databaseKinds } from '../support/databases';
import { navigate, paymentPaths, purchaseItems, subscriptionInfo } from '../support/payments';
import {
  CUSTOMER,
  deliver,
  proCheckout,
  STRIPE_PRICES,
  signedEvent,
  startCheckout,
  useStripeMode,
} from '../support/stripe-mode';
import { rows } from '../support/write-invariants';

const paid = seedScripts.find((script) => script.price !== '0');

type IssueRow = {
  kind: string;
  status: string;
  subject_ref: string;
  refund_ref: string | null;
  amount_cents: number;
};

/** Two tabs, two payments: one customer keeps one live subscription, and pays once per script. */
describe.each(databaseKinds)('one live subscription per customer, on %s', (kind) => {
  const suite = useStripeMode(kind);
  const issues = () =>
    rows<IssueRow>(
      suite.database.db,
      sql`SELECT kind, status, subject_ref, refund_ref, amount_cents
        FROM payment_issues ORDER BY created_at`,
    );

  it('leaves one payable checkout when Pro is started in two tabs (finding 6)', async () => {
    const { app, standIn } = suite;
    const monthly = await startCheckout(app, proCheckout(CUSTOMER));
    const yearly = await startCheckout(app, proCheckout(CUSTOMER, STRIPE_PRICES.YEARLY));
    expect(yearly).not.toBe(monthly);
    // The first tab's session can no longer be paid.
    expect(standIn.session(monthly).status).toBe('expired');
    expect(standIn.session(yearly).status).toBe('open');
  });

  it('sends a second tab to the Accounts page once the first one paid (finding 6)', async () => {
    const { app, standIn } = suite;
    const monthly = await startCheckout(app, proCheckout(CUSTOMER));
    standIn.pay(monthly);
    // Its event is still on its way: the yearly link must not start a second subscription.
    const yearly = await navigate(app, proCheckout(CUSTOMER, STRIPE_PRICES.YEARLY));
    expect(yearly).toMatchObject({ status: 303, location: '/customer/accounts?refresh=true' });
    expect(standIn.callsTo('/v1/checkout/sessions', 'POST')).toHaveLength(1);
  });

  /** Two sessions of one checkout, both paid: what a race past the checks would leave. */
  async function twoPaidSubscriptions() {
    const first = await startCheckout(suite.app, proCheckout(CUSTOMER));
    const second = suite.standIn.twin(first);
    return { paidFirst: suite.standIn.pay(first), paidSecond: suite.standIn.pay(second) };
  }

  it('cancels and refunds a second paid subscription, and keeps it for the operators (finding 6)', async () => {
    const { app, standIn, log } = suite;
    const { paidFirst, paidSecond } = await twoPaidSubscriptions();
    for (const { session, invoice } of [paidFirst, paidSecond]) {
      await deliver(app, signedEvent('checkout.session.completed', session));
      await deliver(app, signedEvent('invoice.paid', invoice));
    }
    const duplicate = paidSecond.subscription ?? '';
    expect(standIn.subscription(duplicate).status).toBe('canceled');
    expect(standIn.subscription(paidFirst.subscription ?? '').status).toBe('active');
    const paymentIntent = paidSecond.invoice?.payments.data[0]?.payment.payment_intent;
    expect(standIn.refunds).toEqual([expect.objectContaining({ payment_intent: paymentIntent })]);
    expect(await issues()).toEqual([
      {
        kind: 'duplicate_subscription',
        status: 'resolved',
        subject_ref: duplicate,
        refund_ref: standIn.refunds[0]?.id,
        amount_cents: 3000,
      },
    ]);
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        severity: 'warn',
        fields: expect.objectContaining({ kind: 'duplicate_subscription', subject: duplicate }),
      }),
    );
    // The customer keeps the first subscription, its one payment, and Pro.
    expect(await subscriptionInfo(app, suite.token)).toMatchObject({ isSubscribed: true });
    expect(await purchaseItems(app, suite.token)).toHaveLength(1);
    expect(await suite.roles()).toContain(roles.pro);
    // Stripe's later events about the cancelled one change nothing and refund nothing more.
    await deliver(
      app,
      signedEvent('customer.subscription.deleted', standIn.subscription(duplicate)),
    );
    expect(standIn.refunds).toHaveLength(1);
    expect((await subscriptionInfo(app, suite.token)).isSubscribed).toBe(true);
  });

  it('refunds a script paid twice and says so, instead of dropping the payment (finding 6)', async () => {
    if (!paid) throw new Error('the seed needs a paid script');
    const { app, standIn, log } = suite;
    const first = await startCheckout(app, paymentPaths.scriptCheckout(CUSTOMER, paid.scriptName));
    const second = standIn.twin(first);
    const sessions = [standIn.pay(first).session, standIn.pay(second).session];
    for (const session of sessions) {
      expect((await deliver(app, signedEvent('checkout.session.completed', session))).status).toBe(
        200,
      );
    }
    expect(await purchaseItems(app, suite.token)).toHaveLength(1);
    const cents = Math.round(Number(paid.price) * 100);
    expect(standIn.refunds).toEqual([
      expect.objectContaining({ payment_intent: sessions[1]?.payment_intent }),
    ]);
    expect(await issues()).toEqual([
      {
        kind: 'duplicate_script_payment',
        status: 'resolved',
        subject_ref: sessions[1]?.payment_intent,
        refund_ref: standIn.refunds[0]?.id,
        amount_cents: cents,
      },
    ]);
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        severity: 'warn',
        fields: expect.objectContaining({ kind: 'duplicate_script_payment' }),
      }),
    );
  });

  it('keeps an unrefunded duplicate open for the operators while Stripe fails, then refunds it', async () => {
    const { app, standIn, log } = suite;
    const { paidFirst, paidSecond } = await twoPaidSubscriptions();
    await deliver(app, signedEvent('checkout.session.completed', paidFirst.session));
    // Stripe answers the reads, and fails the cancellation.
    standIn.state.failOn = /^DELETE \/v1\/subscriptions\//;
    await deliver(app, signedEvent('checkout.session.completed', paidSecond.session));
    standIn.state.failOn = null;
    expect(await issues()).toMatchObject([{ kind: 'duplicate_subscription', status: 'open' }]);
    expect(standIn.refunds).toHaveLength(0);
    expect(log.lines).toContainEqual(expect.objectContaining({ severity: 'error' }));
    // The duplicate's next event tries again.
    await deliver(app, signedEvent('invoice.paid', paidSecond.invoice));
    expect(await issues()).toMatchObject([{ kind: 'duplicate_subscription', status: 'resolved' }]);
    expect(standIn.refunds).toHaveLength(1);
  });
});
