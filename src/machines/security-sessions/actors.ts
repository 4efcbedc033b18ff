import { fromPromise } from 'xstate';
import type { AccountSecurityApi } from '../../services/account-security';
import type { SignedInSession } from '../../services/contract';

/** The sessions card's calls over the account service, bound where the card mounts it. */
export const createSecuritySessionsActors = (
  api: Pick<AccountSecurityApi, 'sessions' | 'signOut' | 'signOutOthers'>,
) => ({
  loadSessions: fromPromise<SignedInSession[]>(() => api.sessions()),
  signOut: fromPromise<void, { id: string }>(({ input }) => api.signOut(input.id)),
  signOutOthers: fromPromise<void>(() => api.signOutOthers()),
});
