import type { DoneActorEvent } from 'xstate';
import { endSessionOnUnauthorized } from './signed-in-call';

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * The Loading state of a console page about one thing (a customer, a request, a message): it
 * calls `src` (the invoke has the same id) with what `input` picks from the context; the answer
 * is kept by the `keep` action and the page goes to `shown`. A 404 goes to NotFound; a 401 ends
 * the session; any other failure goes to `failed` after `failureActions`. The machine declares
 * `isNotFound`, `isUnauthorized`, `endSession` and `keep` in its `setup`. Called with the answer's
 * type first: `loadingOne<AdminCustomer>()({ ... })`.
 */
export const loadingOne =
  <TOutput>() =>
  <
    const TSrc extends string,
    const TKeep extends string,
    const TShown extends string,
    const TFailed extends string,
    TInput,
    TContext,
    const TFailureActions extends readonly string[],
  >(config: {
    src: TSrc;
    input: (args: { context: TContext }) => TInput;
    keep: TKeep;
    shown: TShown;
    failed: TFailed;
    failureActions: TFailureActions;
  }) => {
    const { failureActions } = config;
    return {
      tags: ['loading'],
      invoke: {
        id: config.src,
        src: config.src,
        input: config.input,
        onDone: {
          target: config.shown,
          actions: {
            type: config.keep,
            params: ({ event }: { event: DoneActorEvent<TOutput> }) => event.output,
          },
        },
        onError: [
          { guard: { type: 'isNotFound', params: errorParams }, target: 'NotFound' },
          endSessionOnUnauthorized(config.failed, ...failureActions),
          { target: config.failed, actions: failureActions },
        ],
      },
    } as const;
  };
