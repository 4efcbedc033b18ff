import { assign, type EventObject } from 'xstate';
import type { SubscriptionActionResponse } from '../../services/contract';
import { endSessionOnUnauthorized, isUnauthorizedGuard } from '../signed-in-call';

/**
 * The states the two pages that show the subscription share: Accounts (the subscription
 * machine) and Settings (the purchase-history machine). Each page refreshes the session on
 * open, loads what it shows (`Shown`), offers a retry when that fails (`LoadFailed`), runs
 * actions that answer `{ success, description }`, refreshes the session token after one
 * succeeds, and ends at `LoggedOut` on a 401 or after the 'Session Refresh Failed' dialog.
 * Both machines declare what these states name: the actions of `pageActions` and their own
 * `assignLoaded`, the guards of `pageGuards` and the actor `refreshSession`.
 */

/** What both pages keep to show: a failure (spec section 8) or what the last action said. */
export type PageMessages = { error: string | null; notice: string | null };

/** The actions both machines declare for these states (`setup({ actions })`). */
export const pageActions = <TContext extends PageMessages, TEvent extends EventObject>() => {
  // Each sets the two messages only; the cast is what lets one assigner serve both contexts.
  const messages = (error: string | null, notice: string | null) =>
    ({ error, notice }) as Partial<TContext>;
  return {
    /** The server no longer knows the session: the session machine ends it. */
    endSession: () => {},
    /** OK in the 'Session Refresh Failed' dialog: the person signs out. */
    logout: () => {},
    assignError: assign<TContext, TEvent, string, TEvent, never>((_, error) =>
      messages(error, null),
    ),
    assignNotice: assign<TContext, TEvent, string, TEvent, never>((_, notice) =>
      messages(null, notice),
    ),
    clearMessages: assign<TContext, TEvent, undefined, TEvent, never>(() => messages(null, null)),
  };
};

/** The guards both machines declare for these states (`setup({ guards })`). */
export const pageGuards = {
  succeeded: (_: unknown, outcome: SubscriptionActionResponse) => outcome.success,
  isUnauthorized: isUnauthorizedGuard,
};

/** An error's own message, else `fallback`. */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * The first state: a refreshed session carries the roles the server holds now, so the
 * browser's idea of the plan follows the server's (Pro may have ended since the login). The
 * session actor makes the call and keeps the new token. A 401 ends the session; any other
 * failure leaves the session as it is and the page loads anyway.
 */
const refreshingOnOpen = {
  description: 'A new token carries the roles the server holds now (Pro may have ended).',
  tags: ['busy', 'loading'],
  invoke: {
    id: 'refreshOnOpen',
    src: 'refreshSession',
    onDone: 'Loading',
    onError: [endSessionOnUnauthorized('LoggedOut'), { target: 'Loading' }],
  },
} as const;

/**
 * An action the server answers with `{ success, description }` (upgrade, reinstate, cancel):
 * a success says its description and refreshes the session token; a refusal or a failure
 * says what `refused` or `failed` make of it, back on the page; a 401 ends the session.
 */
export const actionState = <const TSrc extends string>(
  src: TSrc,
  say: {
    refused: (outcome: SubscriptionActionResponse) => string;
    failed: (error: unknown) => string;
  },
) =>
  ({
    tags: ['busy'],
    invoke: {
      id: src,
      src,
      onDone: [
        {
          guard: {
            type: 'succeeded',
            params: ({ event }: { event: { output: SubscriptionActionResponse } }) => event.output,
          },
          target: 'RefreshingAfterAction',
          actions: {
            type: 'assignNotice',
            params: ({ event }: { event: { output: SubscriptionActionResponse } }) =>
              event.output.description,
          },
        },
        {
          target: 'Shown',
          actions: {
            type: 'assignError',
            params: ({ event }: { event: { output: SubscriptionActionResponse } }) =>
              say.refused(event.output),
          },
        },
      ],
      onError: [
        endSessionOnUnauthorized('LoggedOut'),
        {
          target: 'Shown',
          actions: {
            type: 'assignError',
            params: ({ event }: { event: { error: unknown } }) => say.failed(event.error),
          },
        },
      ],
    },
  }) as const;

/** After an accepted action: a new token (the role may change), then the page reloads. */
const refreshingAfterAction = {
  description: 'The server accepted the action: a new token, then the page reloads.',
  tags: ['busy'],
  invoke: {
    id: 'refreshAfterAction',
    src: 'refreshSession',
    onDone: 'Loading',
    onError: 'RefreshFailed',
  },
} as const;

const refreshFailed = {
  description: "The 'Session Refresh Failed' dialog: OK logs out.",
  on: { 'refreshFailed.acknowledge': { target: 'LoggedOut', actions: 'logout' } },
} as const;

const loggedOut = {
  description: 'The session ended (a 401, or OK in the refresh dialog): /login is next.',
  type: 'final',
} as const;

/** The states both machines use as they are. */
export const pageStates = { refreshingOnOpen, refreshingAfterAction, refreshFailed, loggedOut };
