/** Business constants of spec section 9 that texts on several pages quote. */
export const REFUND_WINDOW_DAYS = 7;
export const MINIMUM_AGE = 18;
export const TERMS_LAST_UPDATED = 'May 6, 2023';
export const PRIVACY_LAST_UPDATED = 'January 2024';
