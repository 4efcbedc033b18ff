import { useActorRef } from '@xstate/react';
import { type ReactNode, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { inspect } from '../../machines/inspector';
import { sessionActors, sessionMachine } from '../../machines/session/machine';
import { LOGGED_OUT_MESSAGE } from '../../services/session-message';
import {
  clearStoredSession,
  readStoredSession,
  watchOtherTabs,
  writeStoredSession,
} from '../../services/session-storage';
import { SessionContext } from './session-context';
import { sessionNotice } from './session-notice';

/**
 * Mounts the app's one session actor with the real storage, revocation call, notice and
 * navigation. It sits inside the router so that sign-out and expiry can go to /login.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [machine] = useState(() =>
    sessionMachine.provide({
      actors: sessionActors({
        watchOtherTabs,
        // The auth service loads with the first call, not with the home page.
        refresh: (token) =>
          import('../../services/auth').then(({ authApi }) => authApi.refresh(token)),
        revoke: (token) =>
          import('../../services/auth').then(({ authApi }) => authApi.logout(token)),
      }),
      actions: {
        persistSession: (_, session) => {
          writeStoredSession(session);
          sessionNotice.clear();
        },
        clearStoredSession: () => clearStoredSession(),
        announceLoggedOut: () => sessionNotice.announce(LOGGED_OUT_MESSAGE),
        goToLogin: () => navigateRef.current('/login'),
      },
    }),
  );
  const session = useActorRef(machine, { input: { stored: readStoredSession() }, inspect });
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
