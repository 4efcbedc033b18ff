import { signedOutOnlyPaths } from '../../services/page-registry';
import { readStoredSession } from '../../services/session-storage';

/**
 * Whether the address is a sign-in page and the browser holds a session: the single-page app
 * then sends the person on (its route guard), so nothing the server drew there is hydrated.
 */
export const isSignedInOnSignedOutOnlyPage = (path: string) =>
  signedOutOnlyPaths.includes(path) && readStoredSession() !== null;
