import { BRAND_NAME, SUPPORT_EMAIL } from '../services/site-facts';

/** The product's name and support address are the contract's facts, which the server reads too. */
export { BRAND_NAME, SUPPORT_EMAIL };
export const COMPANY_NAME = `${BRAND_NAME} Technologies LLC`;
export const TAGLINE =
  'Screen-reading trade automation that clicks like a human, at machine speed.';
