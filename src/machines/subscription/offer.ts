import type { SubscriptionInfo } from '../../services/contract';

/**
 * The one thing the Account Dashboard offers for a subscription (spec section 4): the checkout
 * without one (or after it ended), a new card after a failed payment (issue 37), reinstating when
 * cancelled, nothing while a change is scheduled or on the annual plan, else the annual upgrade.
 */
export type SubscriptionOffer =
  | 'subscribe'
  | 'payment'
  | 'reinstate'
  | 'scheduled'
  | 'annual'
  | 'upgrade';

export function subscriptionOffer(info: SubscriptionInfo): SubscriptionOffer {
  const status = info.status.toLowerCase();
  if (status === 'none' || status === 'expired' || info.standing === 'ended') return 'subscribe';
  if (info.standing === 'payment_failed' || info.standing === 'unpaid') return 'payment';
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
