import type { SubscriptionType } from '../../../src/services/contract';

/** Spec section 9: Pro costs 30 a month or 300 a year (USD), stored in cents. */
export const PLAN_PRICE_CENTS: Record<SubscriptionType, number> = {
  MONTHLY: 3000,
  YEARLY: 30000,
};

export const PLAN_NAME: Record<SubscriptionType, string> = {
  MONTHLY: 'Pro subscription (monthly)',
  YEARLY: 'Pro subscription (yearly)',
};

/**
 * The promo code (spec section 9: the first month free): a month's price off the first payment,
 * on either plan. A monthly plan's first month costs nothing; a yearly plan's first year costs a
 * month less. Never more, so the code can never make a whole year free.
 */
export const PROMO_DISCOUNT_CENTS = PLAN_PRICE_CENTS.MONTHLY;

export const PROMO_PLAN_NAME: Record<SubscriptionType, string> = {
  MONTHLY: 'Pro subscription (first month free)',
  YEARLY: 'Pro subscription (yearly, first month free)',
};

/** The end of a period that starts at `start`: one calendar month or year later (UTC). */
export function periodEnd(start: Date, plan: SubscriptionType | 'MONTH'): Date {
  const end = new Date(start.getTime());
  if (plan === 'YEARLY') {
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    return end;
  }
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + 1);
  // 31 January plus a month is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

export const toEpochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** '49' or '49.99' dollars as cents. */
export const dollarsToCents = (price: string) => Math.round(Number(price) * 100);
