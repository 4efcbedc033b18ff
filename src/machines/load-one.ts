import type { DoneActorEvent } from 'xstate';
import { endSessionOnUnauthorized } from './signed-in-call';

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * The three states a console page about one thing (a customer, a request, a message) starts
 * with. Loading calls `src` (the invoke has the same id) with what `input` picks from the
 * context; the answer is kept by the `keep` action and the page goes to `shown`. A 404 goes to
 * NotFound; a 401 ends the session; any other failure goes to `failed` after `failureActions`,
 * which the `retry` event leaves for Loading again after `retryActions`. Both failures carry the
 * `error` tag, which `loadStatusOf` reads. The machine declares `isNotFound`, `isUnauthorized`,
 * `endSession` and `keep` in its `setup`. Spread into its states, called with the answer's type
 * first: `...loadingOneStates<AdminCustomer>()({ ... })`.
 */
export const loadingOneStates =
  <TOutput>() =>
  <
    const TSrc extends string,
    const TKeep extends string,
    const TShown extends string,
    const TFailed extends string,
    const TRetry extends string,
    TInput,
    TContext,
    const TFailureActions extends readonly string[],
    const TRetryActions extends readonly string[],
  >(config: {
    src: TSrc;
    input: (args: { context: TContext }) => TInput;
    keep: TKeep;
    shown: TShown;
    failed: TFailed;
    failureActions: TFailureActions;
    retry: TRetry;
    retryActions: TRetryActions;
  }) => {
    const { failureActions } = config;
    const failedState = {
      tags: ['error'],
      on: { [config.retry]: { target: 'Loading', actions: config.retryActions } } as Record<
        TRetry,
        { target: 'Loading'; actions: TRetryActions }
      >,
    } as const;
    return {
      Loading: {
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
      },
      ...({ [config.failed]: failedState } as Record<TFailed, typeof failedState>),
      NotFound: { tags: ['error'] },
    } as const;
  };

/** What a page about one thing shows: a spinner, not found, a retry, or the thing. */
export type LoadStatus = 'loading' | 'notFound' | 'failed' | 'shown';

type LoadSnapshot = { matches(value: 'NotFound'): boolean; hasTag(tag: 'error'): boolean };

/**
 * The load status of a machine built on `loadingOneStates`, given where it keeps the thing: a
 * reload (after a 409) keeps the thing shown, so "loading" is only the wait for the first answer.
 */
export const loadStatusOf =
  <TSnapshot extends LoadSnapshot>(thing: (snapshot: TSnapshot) => unknown) =>
  (snapshot: TSnapshot): LoadStatus => {
    if (snapshot.matches('NotFound')) return 'notFound';
    if (snapshot.hasTag('error')) return 'failed';
    return thing(snapshot) === null ? 'loading' : 'shown';
  };
