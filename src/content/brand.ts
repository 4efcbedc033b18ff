import { BRAND_NAME } from '../services/contract';

/** The product's name lives in the contract, which the server reads too. */
export { BRAND_NAME };
export const COMPANY_NAME = `${BRAND_NAME} Technologies LLC`;
export const TAGLINE =
  'Screen-reading trade automation that clicks like a human, at machine speed.';
export const SUPPORT_EMAIL = 'support@signalhand.io';
