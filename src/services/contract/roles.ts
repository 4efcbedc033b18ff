// The roles, on their own: the app shell's early start reads them without the contract's schemas.

/**
 * The roles an account can hold, written once for both sides: the server grants them (the
 * operator's `npm run admin`, a Pro subscription) and the client reads them from the session.
 */
export const roles = {
  admin: 'ADMIN',
  pro: 'ROLE_PRO_SUBSCRIBED_CUSTOMER',
} as const;
export type Role = (typeof roles)[keyof typeof roles];

/** Spec section 6: ADMIN and Pro customers get the pro chat; the AI chat call refuses others. */
const CHAT_ROLES: readonly string[] = [roles.admin, roles.pro];
export const mayUseChat = (userRoles: readonly string[]) =>
  userRoles.some((role) => CHAT_ROLES.includes(role));
