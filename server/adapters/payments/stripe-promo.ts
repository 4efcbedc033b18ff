import type Stripe from 'stripe';
import type { Logger } from '../../logger';

/** How long a check of the promotion code holds: the dashboard may change it meanwhile. */
const CHECK_HOLDS_MS = 10 * 60 * 1000;

type Promo = { code: string; maxDiscountCents: number };

/**
 * The promo code at Stripe: a promotion code of that name whose coupon takes at most a month's
 * price off the first invoice, once (`amount_off`, USD, `duration: once`). Created here when the
 * account has none; a code that could give more (a 100 % coupon makes a yearly plan's whole first
 * year free) is refused: the checkout then offers no promotion codes, and the log says why.
 */
export function createStripePromo(stripe: Stripe, logger: Logger) {
  const checked = new Map<string, { usable: Promise<boolean>; at: number }>();

  const safe = (coupon: Stripe.Coupon | string | null, max: number) =>
    typeof coupon === 'object' &&
    coupon !== null &&
    coupon.duration === 'once' &&
    coupon.percent_off === null &&
    coupon.amount_off !== null &&
    coupon.amount_off <= max &&
    coupon.currency === 'usd';

  async function check({ code, maxDiscountCents }: Promo) {
    const listed = await stripe.promotionCodes.list({
      code,
      active: true,
      limit: 10,
      expand: ['data.promotion.coupon'],
    });
    if (listed.data.length === 0) {
      // Keyed, so two first checkouts at once make one coupon and one code.
      const key = `signalhand-promo-${code}-${maxDiscountCents}`;
      const coupon = await stripe.coupons.create(
        {
          name: 'First month free',
          amount_off: maxDiscountCents,
          currency: 'usd',
          duration: 'once',
        },
        { idempotencyKey: `${key}-coupon` },
      );
      await stripe.promotionCodes.create(
        {
          code,
          promotion: { type: 'coupon', coupon: coupon.id },
          restrictions: { first_time_transaction: true },
        },
        { idempotencyKey: `${key}-code` },
      );
      logger.info('promotion code created at Stripe', { code, amountOff: maxDiscountCents });
      return true;
    }
    const unsafe = listed.data.filter((entry) => !safe(entry.promotion.coupon, maxDiscountCents));
    if (unsafe.length === 0) return true;
    logger.error(
      'the promotion code at Stripe could give more than the first month free: checkouts offer ' +
        'no promotion codes until its coupon takes at most a month off, once (see the README)',
      { code, promotionCodes: unsafe.map((entry) => entry.id), maxAmountOff: maxDiscountCents },
    );
    return false;
  }

  /** Whether the checkout may take promotion codes (the code is there, and safe). */
  return function offer(promo: Promo): Promise<boolean> {
    const key = `${promo.code}:${promo.maxDiscountCents}`;
    const held = checked.get(key);
    if (held && Date.now() - held.at < CHECK_HOLDS_MS) return held.usable;
    const usable = check(promo);
    checked.set(key, { usable, at: Date.now() });
    // A failed check (Stripe unreachable) is not remembered: the next checkout asks again.
    usable.catch(() => checked.delete(key));
    return usable;
  };
}
