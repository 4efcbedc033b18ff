/**
 * Spec section 8, Session: said on expiry and on sign-out. A module of its own, because every
 * page loads it and the other account sentences belong to the account screens' chunks.
 */
export const LOGGED_OUT_MESSAGE = 'You are logged out. Please login again.';
