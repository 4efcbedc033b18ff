import { fromPromise } from 'xstate';

/** The action's one call, bound where its page creates the actor. */
export const createConfirmedActionActors = <TRequest>(
  run: (request: TRequest) => Promise<unknown>,
) => ({
  run: fromPromise<unknown, { request: unknown }>(({ input }) => run(input.request as TRequest)),
});
