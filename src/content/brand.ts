/** The product's name, written once: every view and text that names the product reads it here. */
export const BRAND_NAME = 'SignalHand';
export const COMPANY_NAME = `${BRAND_NAME} Technologies LLC`;
export const TAGLINE =
  'Screen-reading trade automation that clicks like a human, at machine speed.';
export const SUPPORT_EMAIL = 'support@signalhand.io';
