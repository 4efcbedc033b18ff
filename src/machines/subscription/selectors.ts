import type { SnapshotFrom } from 'xstate';
import type { subscriptionMachine } from './machine';
import { subscriptionOffer } from './offer';

export * from './page-selectors';

type SubscriptionSnapshot = SnapshotFrom<typeof subscriptionMachine>;

export const selectInfo = (snapshot: SubscriptionSnapshot) => snapshot.context.info;

/** The payment settings: the price ids and the promo code. */
export const selectConfig = (snapshot: SubscriptionSnapshot) => snapshot.context.config;

/** The one thing the page offers for the loaded subscription (null before it loads). */
export const selectOffer = (snapshot: SubscriptionSnapshot) =>
  snapshot.context.info ? subscriptionOffer(snapshot.context.info) : null;

/** Which confirmation is open, if any. */
export const selectConfirmation = (snapshot: SubscriptionSnapshot) =>
  snapshot.matches('ConfirmingUpgrade')
    ? 'upgrade'
    : snapshot.matches('ConfirmingReinstate')
      ? 'reinstate'
      : null;
