/** Spec section 8: what the subscription actions say when they fail. */
export const subscriptionMessages = {
  upgradeFailed: 'Failed to upgrade subscription. Please try again.',
  reinstateFailed: 'Failed to reinstate subscription. Please try again.',
  /** A cancellation the server refused without saying why. */
  cancelFailed: 'Subscription cancellation failed. Please try again.',
  /** A cancellation that failed with no message of its own. */
  cancelError: 'Failed to cancel subscription.',
} as const;
