import { useSelector } from '@xstate/react';
import { useContext } from 'react';
import { type ActorRefFrom, fromPromise, waitFor } from 'xstate';
import type { Session, sessionMachine } from '../../machines/session/machine';
import {
  selectIsRefreshing,
  selectIsSignedIn,
  selectRefreshError,
  selectSession,
  selectUser,
} from '../../machines/session/selectors';
import type { User } from '../../services/contract';
import { readStoredSession } from '../../services/session-storage';
import { createRequiredContext } from '../hooks/required-context';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** The one session actor of the app, provided near the root by `SessionProvider`. */
export const [SessionContext, useSessionActor] = createRequiredContext<SessionActor>(
  'useSessionActor needs a <SessionProvider> above it.',
);

export function useIsSignedIn(): boolean {
  return useSelector(useSessionActor(), selectIsSignedIn);
}

export function useSessionUser() {
  return useSelector(useSessionActor(), selectUser);
}

/**
 * Who is signed in, for a part that also shows on the public pages: there, in an island, no
 * session actor runs, and the session the browser stored answers while it has not expired.
 */
export function useSignedInUserAnywhere(): User | null {
  const actor = useContext(SessionContext);
  const user = useSelector(actor ?? undefined, (snapshot) =>
    snapshot ? selectUser(snapshot) : null,
  );
  if (actor) return user;
  const stored = readStoredSession();
  return stored && stored.expiresIn > Date.now() ? stored.user : null;
}

/**
 * The session refreshed by the session actor (which keeps the new token even when the asking
 * page has gone meanwhile): the new session, or the refresh's error.
 */
export async function refreshedSession(session: SessionActor): Promise<Session> {
  session.send({ type: 'session.refresh' });
  const settled = await waitFor(session, (state) => !selectIsRefreshing(state));
  const current = selectSession(settled);
  if (!selectIsSignedIn(settled) || !current) throw new Error('No session to refresh.');
  const refreshError = selectRefreshError(settled);
  if (refreshError) throw refreshError;
  return current;
}

/**
 * What every signed-in page binds into its machine to talk to the session: a refresh made by
 * the session actor, and the end of the session when the server answers 401.
 */
export function signedInImplementations(session: SessionActor) {
  return {
    actors: { refreshSession: fromPromise(() => refreshedSession(session)) },
    actions: { endSession: () => session.send({ type: 'session.rejected' }) },
  };
}
