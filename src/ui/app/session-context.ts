import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session.machine';

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
