import type { SubscriptionInfo } from '../../services/contract';

/**
 * The one thing the Account Dashboard offers for a subscription (spec section 4): the checkout
 * without one, reinstating when cancelled, nothing while a change is scheduled or on the annual
 * plan, else the annual upgrade.
 */
export type SubscriptionOffer = 'subscribe' | 'reinstate' | 'scheduled' | 'annual' | 'upgrade';

export function subscriptionOffer(info: SubscriptionInfo): SubscriptionOffer {
  const status = info.status.toLowerCase();
  if (status === 'none' || status === 'expired') return 'subscribe';
  if (status === 'cancelled') return 'reinstate';
  if (info.scheduleSubscription) return 'scheduled';
  return info.subscriptionType === 'YEARLY' ? 'annual' : 'upgrade';
}

/**
 * Whether Settings may offer 'Cancel Subscription': only a live subscription (Pro still held)
 * that is not cancelled yet. The server refuses the others ('You have no active subscription
 * to cancel.', 'Your subscription is already cancelled.').
 */
export const isCancellable = (info: SubscriptionInfo) =>
  info.isSubscribed && info.status.toLowerCase() !== 'cancelled';
