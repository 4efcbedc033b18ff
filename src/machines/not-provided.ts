import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * The placeholder of an invoked call in a machine's `setup`: it fixes the call's types, and
 * fails loudly if whoever creates the machine forgot to provide the real one (`actors.ts`).
 */
export const notProvided = <TOutput, TInput = NonReducibleUnknown>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is not provided`);
  });
