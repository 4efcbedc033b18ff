import { networkMessages } from '../../content/network-messages';
import type { SubscriptionActionResponse } from '../../services/contract';
import { endSessionOnUnauthorized } from '../signed-in-call';

/**
 * The states the two pages that show the subscription share: Accounts (the subscription
 * machine) and Settings (the purchase-history machine). Each page refreshes the session on
 * open, loads what it shows (`Shown`), offers a retry when that fails (`LoadFailed`), runs
 * actions that answer `{ success, description }`, refreshes the session token after one
 * succeeds, and ends at `LoggedOut` on a 401 or after the 'Session Refresh Failed' dialog.
 * Both machines declare the actions these states name: `assignLoaded`, `assignError`,
 * `assignNotice`, `clearMessages`, `endSession`, `logout`; the guards `isUnauthorized` and
 * `succeeded`; the actor `refreshSession`.
 */

/** An error's own message, else `fallback`. */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * The first state: a refreshed session carries the roles the server holds now, so the
 * browser's idea of the plan follows the server's (Pro may have ended since the login). The
 * session actor makes the call and keeps the new token. A 401 ends the session; any other
 * failure leaves the session as it is and the page loads anyway.
 */
export const refreshingOnOpen = {
  description: 'A new token carries the roles the server holds now (Pro may have ended).',
  tags: ['busy', 'loading'],
  invoke: {
    id: 'refreshOnOpen',
    src: 'refreshSession',
    onDone: 'Loading',
    onError: [endSessionOnUnauthorized('LoggedOut'), { target: 'Loading' }],
  },
} as const;

/** Loads what the page shows with the actor `src`, whose output is `TLoaded`. */
export const loadingState =
  <TLoaded>() =>
  <const TSrc extends string>(src: TSrc) =>
    ({
      tags: ['busy', 'loading'],
      invoke: {
        id: src,
        src,
        onDone: {
          target: 'Shown',
          actions: {
            type: 'assignLoaded',
            params: ({ event }: { event: { output: TLoaded } }) => event.output,
          },
        },
        onError: [
          endSessionOnUnauthorized('LoggedOut'),
          {
            target: 'LoadFailed',
            actions: {
              type: 'assignError',
              params: ({ event }: { event: { error: unknown } }) =>
                messageOf(event.error, networkMessages.fallback),
            },
          },
        ],
      },
    }) as const;

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
export const refreshingAfterAction = {
  description: 'The server accepted the action: a new token, then the page reloads.',
  tags: ['busy'],
  invoke: {
    id: 'refreshAfterAction',
    src: 'refreshSession',
    onDone: 'Loading',
    onError: 'RefreshFailed',
  },
} as const;

export const refreshFailedState = {
  description: "The 'Session Refresh Failed' dialog: OK logs out.",
  on: { 'refreshFailed.acknowledge': { target: 'LoggedOut', actions: 'logout' } },
} as const;

export const loggedOutState = {
  description: 'The session ended (a 401, or OK in the refresh dialog): /login is next.',
  type: 'final',
} as const;
