/** The signed-in banner of a failed payment (issue 37). */
export const paymentBannerTexts = {
  failed: (amount: string, plan: string, until: string) =>
    `Your payment of ${amount} for ${plan} did not go through. Pro stays on until ${until}: update your card to keep it.`,
  unpaid: (amount: string, plan: string) =>
    `Your payment of ${amount} for ${plan} did not go through, and Pro is paused. Update your card to get it back.`,
  recovered: 'Thank you: your payment went through, and Pro carries on.',
  updateCard: 'Update card',
  dismiss: 'Dismiss',
} as const;

/** The buttons to the card and invoices page (Stripe's Customer Portal). */
export const portalLinkTexts = {
  paymentMethod: 'Payment method and invoices',
  failed: 'The card page could not be opened. Please try again.',
} as const;
