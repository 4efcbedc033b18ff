import type { SessionResponse } from '../../services/contract';
import { useSessionActor } from '../app/session-context';
import { useReturnPath } from '../hooks/return-path';
import { useNavigateTo } from '../hooks/use-navigate-to';

/**
 * Login and sign-up end alike (spec section 4): the new session starts, then /customer, or the
 * page of the site the person was sent to sign in from (a safe `returnTo`). These are the
 * actions both machines are given where the screen creates them.
 */
export function useSignInActions() {
  const session = useSessionActor();
  const navigateTo = useNavigateTo();
  const next = useReturnPath();
  return {
    startSession: (_: unknown, newSession: SessionResponse) =>
      session.send({ type: 'session.start', session: newSession }),
    goToCustomer: () => navigateTo(next),
  };
}
