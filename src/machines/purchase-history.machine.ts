import { assign, fromPromise, setup } from 'xstate';
import type {
  PurchaseItem,
  SessionResponse,
  SubscriptionActionResponse,
} from '../services/contract';
import { subscriptionMessages } from '../services/payment';

type HistoryContext = {
  /** Newest `createdDate` first (spec section 2, Settings). */
  purchases: PurchaseItem[];
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
 * Settings: Purchase Info and the history, with the cancel-subscription confirmation
 * ('No, Keep Subscription' / 'Yes, Cancel Subscription'). A cancellation the server refuses
 * shows its description; an exception its message. After a cancellation the session token is
 * refreshed (the role may change later) and the history reloaded.
 */
export const purchaseHistoryMachine = setup({
  types: {
    context: {} as HistoryContext,
    events: {} as PurchaseHistoryEvent,
  },
  actors: {
    loadPurchases: fromPromise<PurchaseItem[]>(async () => {
      throw new Error('loadPurchases is not provided');
    }),
    cancelSubscription: fromPromise<SubscriptionActionResponse>(async () => {
      throw new Error('cancelSubscription is not provided');
    }),
    refreshSession: fromPromise<SessionResponse>(async () => {
      throw new Error('refreshSession is not provided');
    }),
  },
  actions: {
    storeSession: (_, _session: SessionResponse) => {},
    logout: () => {},
    assignPurchases: assign((_, purchases: PurchaseItem[]) => ({
      purchases: newestFirst(purchases),
      error: null,
    })),
    assignError: assign((_, error: string) => ({ error, notice: null })),
    assignNotice: assign((_, notice: string) => ({ notice, error: null })),
    clearMessages: assign({ error: null, notice: null }),
  },
  guards: {
    succeeded: (_, outcome: SubscriptionActionResponse) => outcome.success,
    hasSubscriptionPurchase: ({ context }) =>
      context.purchases.some((item) => item.type === 'SUBSCRIPTION'),
  },
}).createMachine({
  id: 'purchaseHistory',
  context: { purchases: [], error: null, notice: null },
  initial: 'Loading',
  states: {
    Loading: {
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadPurchases',
        src: 'loadPurchases',
        onDone: {
          target: 'Shown',
          actions: { type: 'assignPurchases', params: ({ event }) => event.output },
        },
        onError: {
          target: 'LoadFailed',
          actions: {
            type: 'assignError',
            params: ({ event }) =>
              event.error instanceof Error && event.error.message
                ? event.error.message
                : 'Network response was not ok',
          },
        },
      },
    },
    LoadFailed: { on: { 'history.retry': { target: 'Loading', actions: 'clearMessages' } } },
    Shown: {
      on: {
        'cancel.request': {
          guard: 'hasSubscriptionPurchase',
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
        onError: {
          target: 'Shown',
          actions: {
            type: 'assignError',
            params: ({ event }) =>
              event.error instanceof Error && event.error.message
                ? event.error.message
                : subscriptionMessages.cancelError,
          },
        },
      },
    },
    RefreshingSession: {
      tags: ['busy'],
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        onDone: {
          target: 'Loading',
          actions: { type: 'storeSession', params: ({ event }) => event.output },
        },
        onError: 'RefreshFailed',
      },
    },
    RefreshFailed: {
      description: "The 'Session Refresh Failed' dialog: OK logs out.",
      on: { 'refreshFailed.acknowledge': { target: 'LoggedOut', actions: 'logout' } },
    },
    LoggedOut: { type: 'final' },
  },
});
