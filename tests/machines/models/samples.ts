import type {
  PaymentConfig,
  ScriptSummary,
  SubscriptionInfo,
} from '../../../src/services/contract';
import { httpError, sessionFor } from '../support/fixtures';
import { PATHS_START } from './path-model';

/** Samples that more than one machine's model uses. */

export const fresh = sessionFor(PATHS_START + 60 * 60 * 1000, 'token-fresh');

export const expired = sessionFor(PATHS_START - 60 * 1000, 'token-expired');

export const validEmail = 'Ada@Example.com';

export const validPassword = 'Secret123';

export const rateLimited = httpError(429, {
  message: 'Too many requests, try again in 60 seconds',
});

export const networkDown = new TypeError('Failed to fetch');

export const scriptSummary: ScriptSummary = {
  scriptName: 'EMA Crossover Pro',
  scriptDescription: 'Long on the 9/21 EMA cross',
  scriptImageUrl: '/scripts/ema-crossover-pro.svg',
  platform: 'TradingView',
  application: 'Futures',
  price: '49',
  brokerage: 'Tradovate',
  createdOn: '2026-02-18T14:00:00.000Z',
  contentType: 'text/plain',
  isPurchased: false,
};

export const day = 24 * 60 * 60;

export const startSeconds = PATHS_START / 1000;

export const monthlyActive: SubscriptionInfo = {
  isSubscribed: true,
  status: 'active',
  subscriptionType: 'MONTHLY',
  startDate: startSeconds - 10 * day,
  endDate: startSeconds + 20 * day,
  scheduleSubscription: null,
  standing: 'active',
};

export const monthlyCancelled: SubscriptionInfo = {
  ...monthlyActive,
  status: 'cancelled',
  standing: 'cancelled',
};

/** A renewal failed (issue 37): Pro kept for the grace, then unpaid. */
export const monthlyPaymentFailed: SubscriptionInfo = {
  ...monthlyActive,
  startDate: startSeconds - day,
  endDate: startSeconds + 29 * day,
  standing: 'payment_failed',
  graceEndsAt: startSeconds + 2 * day,
};

export const monthlyUnpaid: SubscriptionInfo = {
  ...monthlyActive,
  isSubscribed: false,
  standing: 'unpaid',
};

export const monthlyExpired: SubscriptionInfo = {
  ...monthlyActive,
  isSubscribed: false,
  status: 'expired',
  standing: 'ended',
};

export const noSubscription: SubscriptionInfo = {
  isSubscribed: false,
  status: 'none',
  subscriptionType: null,
  startDate: null,
  endDate: null,
  scheduleSubscription: null,
  standing: 'none',
};

export const isCancelled = (info: SubscriptionInfo | null) =>
  info?.status.toLowerCase() === 'cancelled';

export const paymentConfig: PaymentConfig = {
  provider: 'local',
  prices: { monthly: 'price_m', yearly: 'price_y' },
  promoCode: 'FIRSTMONTHFREE',
};
