import { useContext } from 'react';
import type { SessionResponse } from '../../services/contract';
import { writeStoredSession } from '../../services/session-storage';
import { SessionContext } from '../app/session-context';
import { useReturnPath } from '../hooks/return-path';
import { useNavigateTo } from '../hooks/use-navigate-to';

/**
 * Login and sign-up end alike (spec section 4): the new session starts, then /customer, or the
 * page of the site the person was sent to sign in from (a safe `returnTo`). These are the
 * actions both machines are given where the screen creates them. In the single-page app the
 * session actor starts the session; in the login page's island, where none runs, the session
 * is stored and the next page (a full load) starts from it.
 */
export function useSignInActions() {
  const session = useContext(SessionContext);
  const navigateTo = useNavigateTo();
  const next = useReturnPath();
  return {
    startSession: (_: unknown, newSession: SessionResponse) =>
      session
        ? session.send({ type: 'session.start', session: newSession })
        : writeStoredSession(newSession),
    goToCustomer: () => navigateTo(next),
  };
}
