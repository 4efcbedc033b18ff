import { type ReactNode, useRef } from 'react';
import { useLocation } from 'wouter';
import { LOGGED_OUT_MESSAGE } from '../../content/session-messages';
import { createSessionActors, sessionApi } from '../../machines/session/actors';
import { sessionMachine } from '../../machines/session/machine';
import { pagePaths } from '../../services/contract';
import {
  clearStoredSession,
  hasInterruptedRefresh,
  readStoredSession,
  renewSignedInMark,
  writeStoredSession,
} from '../../services/session-storage';
import { useMachineActor } from '../hooks/use-machine-actor';
import { SessionContext } from './session-context';
import { sessionNotice } from './session-notice';

/**
 * Mounts the app's one session actor with the real storage, calls, notice, navigation and
 * clock. It sits inside the router so that sign-out and expiry can go to /login.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const session = useMachineActor(sessionMachine, {
    provide: () => ({
      actors: createSessionActors(sessionApi),
      actions: {
        persistSession: (_, session) => {
          writeStoredSession(session);
          sessionNotice.clear();
        },
        renewSignedInMark: () => renewSignedInMark(),
        clearStoredSession: () => clearStoredSession(),
        announceLoggedOut: () => sessionNotice.announce(LOGGED_OUT_MESSAGE),
        goToLogin: () => navigateRef.current(pagePaths.login),
      },
    }),
    input: {
      stored: readStoredSession(),
      now: () => Date.now(),
      interruptedRefresh: hasInterruptedRefresh(),
    },
  });
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
