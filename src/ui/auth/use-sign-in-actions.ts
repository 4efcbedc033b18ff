import type { SessionResponse } from '../../services/contract';
import { pagePaths } from '../../services/contract';
import { useSessionActor } from '../app/session-context';
import { useNavigateTo } from '../hooks/use-navigate-to';

/**
 * Login and sign-up end alike (spec section 4): the new session starts, then /customer. These
 * are the actions both machines are given where the screen creates them.
 */
export function useSignInActions() {
  const session = useSessionActor();
  const navigateTo = useNavigateTo();
  return {
    startSession: (_: unknown, newSession: SessionResponse) =>
      session.send({ type: 'session.start', session: newSession }),
    goToCustomer: () => navigateTo(pagePaths.customer.area),
  };
}
