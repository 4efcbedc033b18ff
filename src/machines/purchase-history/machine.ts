import { assign, setup } from 'xstate';
import { subscriptionMessages } from '../../content/subscription-messages';
import type {
  PurchaseItem,
  SessionResponse,
  SubscriptionActionResponse,
  SubscriptionInfo,
} from '../../services/contract';
import { notProvided } from '../not-provided';
import { isCancellable } from '../subscription/offer';
import {
  actionState,
  loadingState,
  messageOf,
  pageActions,
  pageGuards,
  pageStates,
} from '../subscription/page-states';

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
export const canCancel = (context: HistoryContext) =>
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
    ...pageActions<HistoryContext, PurchaseHistoryEvent>(),
    assignLoaded: assign((_, loaded: SettingsData) => ({
      purchases: newestFirst(loaded.purchases),
      subscription: loaded.subscription,
      error: null,
    })),
  },
  guards: {
    ...pageGuards,
    canCancel: ({ context }) => canCancel(context),
  },
}).createMachine({
  id: 'purchaseHistory',
  context: { purchases: [], subscription: null, error: null, notice: null },
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
