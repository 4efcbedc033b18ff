import { describe, expect, it } from 'vitest';
import { signUp } from '../support/auth';
import { databaseKinds } from '../support/databases';
import { PROMO, purchaseItems, subscriptionInfo } from '../support/payments';
import {
  CUSTOMER,
  deliver,
  proCheckout,
  STRIPE_PRICES,
  signedEvent,
  startCheckout,
  useStripeMode,
} from '../support/stripe-mode';

/** The promo code is the first month free: a month's price off, on either plan, never a year. */
describe.each(databaseKinds)('the promo code at Stripe, on %s', (kind) => {
  const suite = useStripeMode(kind);

  /** A new customer pays `priceId` at Stripe with the promo code; what Stripe charged. */
  async function payWithPromo(priceId: string) {
    const { app, standIn } = suite;
    const sessionId = await startCheckout(app, proCheckout(CUSTOMER, priceId));
    const paid = standIn.pay(sessionId, { promotionCode: PROMO });
    await deliver(app, signedEvent('checkout.session.completed', paid.session));
    await deliver(app, signedEvent('invoice.paid', paid.invoice));
    return paid.invoice?.amount_paid;
  }

  it('creates a once coupon worth one month, so a yearly plan is never free (finding 7)', async () => {
    const { standIn } = suite;
    expect(await payWithPromo(STRIPE_PRICES.YEARLY)).toBe(27000);
    const [coupon] = standIn.callsTo('/v1/coupons', 'POST');
    expect(Object.fromEntries(coupon?.params ?? [])).toEqual({
      name: 'First month free',
      amount_off: '3000',
      currency: 'usd',
      duration: 'once',
    });
    const [code] = standIn.callsTo('/v1/promotion_codes', 'POST');
    expect(code?.params.get('code')).toBe(PROMO);
    expect(code?.params.get('promotion[coupon]')).toMatch(/^coupon_/);
    expect(code?.params.get('restrictions[first_time_transaction]')).toBe('true');
    expect(
      standIn.callsTo('/v1/checkout/sessions', 'POST')[0]?.params.get('allow_promotion_codes'),
    ).toBe('true');
    expect(await purchaseItems(suite.app, suite.token)).toMatchObject([
      { price: 27000, name: 'Pro subscription (yearly, first month free)' },
    ]);
    expect(await subscriptionInfo(suite.app, suite.token)).toMatchObject({
      subscriptionType: 'YEARLY',
      isSubscribed: true,
    });
  });

  it('makes the first month of the monthly plan free', async () => {
    expect(await payWithPromo(STRIPE_PRICES.MONTHLY)).toBe(0);
    expect(await purchaseItems(suite.app, suite.token)).toMatchObject([
      { price: 0, name: 'Pro subscription (first month free)' },
    ]);
    // The coupon is made once, not at every checkout.
    await signUp(suite.app, 'grace@example.com');
    await startCheckout(suite.app, proCheckout('grace@example.com'));
    expect(suite.standIn.callsTo('/v1/coupons', 'POST')).toHaveLength(1);
    expect(suite.standIn.callsTo('/v1/checkout/sessions', 'POST')).toHaveLength(2);
  });

  it('offers no promotion code while the one at Stripe could give a free year (finding 7)', async () => {
    const { app, standIn, log } = suite;
    // Made in the dashboard as the README once said: 100 % off, once.
    standIn.addPromotionCode(PROMO, {
      percent_off: 100,
      amount_off: null,
      currency: null,
      duration: 'once',
    });
    const sessionId = await startCheckout(app, proCheckout(CUSTOMER, STRIPE_PRICES.YEARLY));
    expect(
      standIn.callsTo('/v1/checkout/sessions', 'POST')[0]?.params.get('allow_promotion_codes'),
    ).toBe('false');
    expect(() => standIn.pay(sessionId, { promotionCode: PROMO })).toThrow(/no promotion codes/);
    expect(standIn.callsTo('/v1/coupons', 'POST')).toHaveLength(0);
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        message: expect.stringContaining('could give more than the first month free'),
      }),
    );
  });
});
