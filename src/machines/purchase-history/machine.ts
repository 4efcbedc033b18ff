import { assign, setup } from 'xstate';
import { settingsPage } from '../../content/customer-pages';
import { subscriptionMessages } from '../../content/subscription-messages';
import type {
  PurchaseItem,
  SessionResponse,
  SubscriptionActionResponse,
  SubscriptionInfo,
} from '../../services/contract';
import { loadingState } from '../load-list';
import { notProvided } from '../not-provided';
import { endSessionOnUnauthorized } from '../signed-in-call';
import { isCancellable } from '../subscription/offer';
import {
  actionState,
  messageOf,
  pageActions,
  pageGuards,
  pageStates,
} from '../subscription/page-states';

/** One page of the history, newest first, and whether older purchases remain. */
export type PurchasePage = { purchases: PurchaseItem[]; hasOlder: boolean };

/**
 * What Settings loads: the newest page of the history, whether any purchase (loaded or not)
 * has type SUBSCRIPTION, and the subscription it may cancel.
 */
export type SettingsData = PurchasePage & {
  subscriptionPurchased: boolean;
  subscription: SubscriptionInfo;
};

type HistoryContext = PurchasePage & {
  /** Newest `createdDate` first (spec section 2, Settings). */
  purchases: PurchaseItem[];
  subscriptionPurchased: boolean;
  subscription: SubscriptionInfo | null;
  error: string | null;
  notice: string | null;
};

export type PurchaseHistoryEvent =
  | { type: 'cancel.request' }
  | { type: 'cancel.keep' }
  | { type: 'cancel.confirm' }
  | { type: 'refreshFailed.acknowledge' }
  | { type: 'history.retry' }
  | { type: 'history.older' };

/** Purchases have no id: these fields tell two apart. */
export const purchaseKey = (item: PurchaseItem) =>
  `${item.createdDate}-${item.name}-${item.startDate}`;

export const newestFirst = (items: readonly PurchaseItem[]) =>
  [...items].sort((a, b) => b.createdDate - a.createdDate);

/**
 * 'Cancel Subscription' is offered when a purchase has type SUBSCRIPTION (spec section 2), in
 * the whole history, not only the pages loaded, and that subscription is live and not
 * cancelled yet: the server would refuse any other.
 */
export const canCancel = (context: HistoryContext) =>
  context.subscriptionPurchased &&
  context.subscription !== null &&
  isCancellable(context.subscription);

/**
 * The loaded pages and the next one, newest first. A purchase made meanwhile shifts the pages
 * by one: an item already shown is not shown twice.
 */
const appendOlder = (shown: readonly PurchaseItem[], older: readonly PurchaseItem[]) => {
  const seen = new Set(shown.map(purchaseKey));
  return newestFirst([...shown, ...older.filter((item) => !seen.has(purchaseKey(item)))]);
};

/**
 * Settings: Purchase Info and the history, its newest page first and older pages on demand,
 * with the cancel-subscription confirmation
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
    loadOlder: notProvided<PurchasePage, { offset: number }>('loadOlder'),
    cancelSubscription: notProvided<SubscriptionActionResponse>('cancelSubscription'),
    refreshSession: notProvided<SessionResponse>('refreshSession'),
  },
  actions: {
    ...pageActions<HistoryContext, PurchaseHistoryEvent>(),
    assignLoaded: assign((_, loaded: SettingsData) => ({
      ...loaded,
      purchases: newestFirst(loaded.purchases),
      error: null,
    })),
    assignOlder: assign(({ context }, page: PurchasePage) => ({
      purchases: appendOlder(context.purchases, page.purchases),
      hasOlder: page.hasOlder,
    })),
  },
  guards: {
    ...pageGuards,
    canCancel: ({ context }) => canCancel(context),
    hasOlder: ({ context }) => context.hasOlder,
  },
}).createMachine({
  id: 'purchaseHistory',
  context: {
    purchases: [],
    hasOlder: false,
    subscriptionPurchased: false,
    subscription: null,
    error: null,
    notice: null,
  },
  initial: 'RefreshingOnOpen',
  states: {
    RefreshingOnOpen: pageStates.refreshingOnOpen,
    Loading: loadingState<SettingsData>()('loadSettings'),
    LoadFailed: { on: { 'history.retry': { target: 'Loading', actions: 'clearMessages' } } },
    Shown: {
      on: {
        'cancel.request': {
          guard: 'canCancel',
          target: 'ConfirmingCancel',
          actions: 'clearMessages',
        },
        'history.older': { guard: 'hasOlder', target: 'LoadingOlder', actions: 'clearMessages' },
      },
    },
    LoadingOlder: {
      description: 'The next page of older purchases; the loaded ones stay shown.',
      invoke: {
        id: 'loadOlder',
        src: 'loadOlder',
        input: ({ context }) => ({ offset: context.purchases.length }),
        onDone: {
          target: 'Shown',
          actions: { type: 'assignOlder', params: ({ event }) => event.output },
        },
        onError: [
          endSessionOnUnauthorized('LoggedOut'),
          {
            target: 'Shown',
            actions: {
              type: 'assignError',
              params: ({ event }) => messageOf(event.error, settingsPage.olderFailed),
            },
          },
        ],
      },
    },
    ConfirmingCancel: {
      description: 'The cancellation cannot be undone here: keep it, or cancel.',
      on: { 'cancel.keep': 'Shown', 'cancel.confirm': 'Cancelling' },
    },
    Cancelling: actionState('cancelSubscription', {
      refused: (outcome) => outcome.description || subscriptionMessages.cancelFailed,
      failed: (error) => messageOf(error, subscriptionMessages.cancelError),
    }),
    RefreshingAfterAction: pageStates.refreshingAfterAction,
    RefreshFailed: pageStates.refreshFailed,
    LoggedOut: pageStates.loggedOut,
  },
});
