import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import { type ActorRefFrom, fromPromise, waitFor } from 'xstate';
import type { Session, sessionMachine } from '../../machines/session/machine';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** The one session actor of the app, provided near the root by `SessionProvider`. */
export const SessionContext = createContext<SessionActor | null>(null);

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActor needs a <SessionProvider> above it.');
  return actor;
}

export function useIsSignedIn(): boolean {
  return useSelector(useSessionActor(), (state) => state.matches('SignedIn'));
}

export function useSessionUser() {
  return useSelector(useSessionActor(), (state) => state.context.session?.user ?? null);
}

/**
 * The session refreshed by the session actor (which keeps the new token even when the asking
 * page has gone meanwhile): the new session, or the refresh's error.
 */
export async function refreshedSession(session: SessionActor): Promise<Session> {
  session.send({ type: 'session.refresh' });
  const settled = await waitFor(session, (state) => !state.hasTag('refreshing'));
  if (!settled.matches('SignedIn') || !settled.context.session) {
    throw new Error('No session to refresh.');
  }
  if (settled.context.refreshError) throw settled.context.refreshError;
  return settled.context.session;
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
