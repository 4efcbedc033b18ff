import { assign, setup } from 'xstate';
import type {
  PurchaseItem,
  SessionResponse,
  SubscriptionActionResponse,
  SubscriptionInfo,
} from '../../services/contract';
import { subscriptionMessages } from '../../services/payment';
import { notProvided } from '../not-provided';
import { endSessionOnUnauthorized, isUnauthorizedGuard, refreshingOnOpen } from '../signed-in-call';
import { isCancellable } from '../subscription/offer';

/** What Settings loads: the history and the subscription it may cancel. */
export type SettingsData = { purchases: PurchaseItem[]; subscription: SubscriptionInfo };

type HistoryContext = {
  /** Newest `createdDate` first (spec section 2, Settings). */
  purchases: PurchaseItem[];
  subscription: SubscriptionInfo | null;
  error: string | null;
  notice: string | null;
};

export type PurchaseHistoryEvent =
  | { type: 'cancel.request' }
  | { type: 'cancel.keep' }
  | { type: 'cancel.confirm' }
  | { type: 'refreshFailed.acknowledge' }
  | { type: 'history.retry' };

export const newestFirst = (items: readonly PurchaseItem[]) =>
  [...items].sort((a, b) => b.createdDate - a.createdDate);

/**
 * 'Cancel Subscription' is offered when a purchase has type SUBSCRIPTION (spec section 2) and
 * that subscription is live and not cancelled yet: the server would refuse any other.
 */
export const selectCanCancel = ({ context }: { context: HistoryContext }) =>
  context.purchases.some((item) => item.type === 'SUBSCRIPTION') &&
  context.subscription !== null &&
  isCancellable(context.subscription);

/**
 * Settings: Purchase Info and the history, with the cancel-subscription confirmation
 * ('No, Keep Subscription' / 'Yes, Cancel Subscription'), offered only for a live subscription
 * not cancelled yet. Opening the page refreshes the session first, so the roles the browser
 * keeps follow the server's. A cancellation the server refuses shows its description; an
 * exception its message. After a cancellation the session token is refreshed (the role may
 * change later) and the history reloaded. A 401 ends the session.
 */
export const purchaseHistoryMachine = setup({
  types: {
    context: {} as HistoryContext,
    events: {} as PurchaseHistoryEvent,
  },
  actors: {
    loadSettings: notProvided<SettingsData>('loadSettings'),
    cancelSubscription: notProvided<SubscriptionActionResponse>('cancelSubscription'),
    refreshSession: notProvided<SessionResponse>('refreshSession'),
  },
  actions: {
    /** The server no longer knows the session: the session machine ends it. */
    endSession: () => {},
    logout: () => {},
    assignLoaded: assign((_, loaded: SettingsData) => ({
      purchases: newestFirst(loaded.purchases),
      subscription: loaded.subscription,
      error: null,
    })),
    assignError: assign((_, error: string) => ({ error, notice: null })),
    assignNotice: assign((_, notice: string) => ({ notice, error: null })),
    clearMessages: assign({ error: null, notice: null }),
  },
  guards: {
    succeeded: (_, outcome: SubscriptionActionResponse) => outcome.success,
    canCancel: selectCanCancel,
    isUnauthorized: isUnauthorizedGuard,
  },
}).createMachine({
  id: 'purchaseHistory',
  context: { purchases: [], subscription: null, error: null, notice: null },
  initial: 'RefreshingOnOpen',
  states: {
    RefreshingOnOpen: refreshingOnOpen('Loading', 'LoggedOut'),
    Loading: {
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: {
          target: 'Shown',
          actions: { type: 'assignLoaded', params: ({ event }) => event.output },
        },
        onError: [
          endSessionOnUnauthorized('LoggedOut'),
          {
            target: 'LoadFailed',
            actions: {
              type: 'assignError',
              params: ({ event }) =>
                event.error instanceof Error && event.error.message
                  ? event.error.message
                  : 'Network response was not ok',
            },
          },
        ],
      },
    },
    LoadFailed: { on: { 'history.retry': { target: 'Loading', actions: 'clearMessages' } } },
    Shown: {
      on: {
        'cancel.request': {
          guard: 'canCancel',
          target: 'ConfirmingCancel',
          actions: 'clearMessages',
        },
      },
    },
    ConfirmingCancel: {
      description: 'The cancellation cannot be undone here: keep it, or cancel.',
      on: { 'cancel.keep': 'Shown', 'cancel.confirm': 'Cancelling' },
    },
    Cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelSubscription',
        src: 'cancelSubscription',
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'RefreshingSession',
            actions: { type: 'assignNotice', params: ({ event }) => event.output.description },
          },
          {
            target: 'Shown',
            actions: {
              type: 'assignError',
              params: ({ event }) => event.output.description || subscriptionMessages.cancelFailed,
            },
          },
        ],
        onError: [
          endSessionOnUnauthorized('LoggedOut'),
          {
            target: 'Shown',
            actions: {
              type: 'assignError',
              params: ({ event }) =>
                event.error instanceof Error && event.error.message
                  ? event.error.message
                  : subscriptionMessages.cancelError,
            },
          },
        ],
      },
    },
    RefreshingSession: {
      tags: ['busy'],
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        onDone: 'Loading',
        onError: 'RefreshFailed',
      },
    },
    RefreshFailed: {
      description: "The 'Session Refresh Failed' dialog: OK logs out.",
      on: { 'refreshFailed.acknowledge': { target: 'LoggedOut', actions: 'logout' } },
    },
    LoggedOut: {
      description: 'The session ended (a 401, or OK in the refresh dialog): /login is next.',
      type: 'final',
    },
  },
});
