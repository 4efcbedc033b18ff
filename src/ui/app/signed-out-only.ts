import { pagePaths } from '../../services/page-paths';
import { readStoredSession } from '../../services/session-storage';

/** Pages a signed-in person never sees: they go on to /customer instead (spec section 2). */
export const SIGNED_OUT_ONLY_PATHS = [
  pagePaths.signup,
  pagePaths.register,
  pagePaths.login,
] as const;

/**
 * Whether the address is a sign-in page and the browser holds a session: the single-page app
 * then sends the person on (its route guard), so nothing the server drew there is hydrated.
 */
export const isSignedInOnSignedOutOnlyPage = (path: string) =>
  (SIGNED_OUT_ONLY_PATHS as readonly string[]).includes(path) && readStoredSession() !== null;
