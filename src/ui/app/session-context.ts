import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session.machine';
import type { SessionResponse } from '../../services/contract';

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
 * What every signed-in page binds into its machine to talk to the session: keep a refreshed
 * session (a new token, maybe new roles), and end it when the server answers 401.
 */
export function signedInActions(session: SessionActor) {
  return {
    storeSession: (_: unknown, next: SessionResponse) =>
      session.send({ type: 'session.start', session: next }),
    endSession: () => session.send({ type: 'session.rejected' }),
  };
}
