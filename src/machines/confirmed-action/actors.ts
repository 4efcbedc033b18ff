import { fromPromise } from 'xstate';
import { confirmFreshSecondFactor } from '../../services/account-security';

/**
 * The action's one call, bound where its page creates the actor, and the second factor given
 * again when the server asks for it (sudo mode).
 */
export const createConfirmedActionActors = <TRequest>(
  run: (request: TRequest) => Promise<unknown>,
) => ({
  run: fromPromise<unknown, { request: unknown }>(({ input }) => run(input.request as TRequest)),
  confirmSecondFactor: fromPromise<unknown, { code: string }>(({ input }) =>
    confirmFreshSecondFactor(input.code),
  ),
});
