import type { EventObject } from 'xstate';
import type { PurchaseItem } from '../../../src/services/contract';
import { httpError } from '../support/fixtures';
import { entered, type PathModel } from './path-model';
import {
  day,
  fresh,
  isCancelled,
  monthlyActive,
  monthlyCancelled,
  monthlyExpired,
  networkDown,
  noSubscription,
  startSeconds,
} from './samples';

const scriptPurchase: PurchaseItem = {
  name: 'EMA Crossover Pro',
  price: 4900,
  type: 'SCRIPT',
  createdDate: startSeconds - 30 * day,
  startDate: null,
  endDate: null,
};

const subscriptionPurchase: PurchaseItem = {
  name: 'SignalHand Pro (monthly)',
  price: 2900,
  type: 'SUBSCRIPTION',
  createdDate: startSeconds - 10 * day,
  startDate: startSeconds - 10 * day,
  endDate: startSeconds + 20 * day,
};

const newerScriptPurchase: PurchaseItem = {
  ...scriptPurchase,
  name: 'RSI Divergence',
  createdDate: startSeconds - 2 * day,
};

export const purchaseHistoryModel: PathModel = {
  inputs: [undefined],
  events: [
    { type: 'cancel.request' },
    { type: 'cancel.keep' },
    { type: 'cancel.confirm' },
    { type: 'refreshFailed.acknowledge' },
    { type: 'history.retry' },
    { type: 'history.older' },
  ],
  actorOutputs: {
    refreshOnOpen: [fresh],
    // Oldest first, as a server may send them: the machine sorts. The subscription purchase
    // with a live subscription, and with one already cancelled or ended.
    loadSettings: [
      {
        purchases: [scriptPurchase],
        hasOlder: false,
        subscriptionPurchased: false,
        subscription: noSubscription,
      },
      ...[monthlyActive, monthlyCancelled, monthlyExpired].map((subscription) => ({
        purchases: [scriptPurchase, subscriptionPurchase],
        hasOlder: false,
        subscriptionPurchased: true,
        subscription,
      })),
      // The newest page holds a script only; the subscription purchase is on an older page.
      {
        purchases: [newerScriptPurchase],
        hasOlder: true,
        subscriptionPurchased: true,
        subscription: monthlyActive,
      },
    ],
    loadOlder: [{ purchases: [scriptPurchase, subscriptionPurchase], hasOlder: false }],
    cancelSubscription: [
      { success: true, description: 'Your subscription is cancelled.' },
      { success: false, description: 'The subscription is already cancelled.' },
      { success: false, description: '' },
    ],
    refreshAfterAction: [fresh],
  },
  actorErrors: {
    refreshOnOpen: [httpError(401), networkDown],
    loadSettings: [networkDown, httpError(401)],
    loadOlder: [networkDown, httpError(401)],
    cancelSubscription: [httpError(500, { message: 'Stripe is unavailable' }), httpError(401)],
    refreshAfterAction: [httpError(401)],
  },
  simplePaths: false,
  invariants: [
    {
      description:
        'cancel is offered only when a purchase is a SUBSCRIPTION and the subscription is live, not cancelled',
      holds: (snapshot) =>
        !(snapshot.matches('ConfirmingCancel') || snapshot.matches('Cancelling')) ||
        (snapshot.context.subscriptionPurchased &&
          snapshot.context.subscription?.isSubscribed === true &&
          !isCancelled(snapshot.context.subscription)),
    },
    {
      description: 'opening the page refreshes the session before the first load',
      holds: (snapshot, step) =>
        !(entered('Loading', snapshot, step) && snapshot.context.purchases.length === 0) ||
        step.previous === undefined ||
        step.previous.matches('RefreshingOnOpen') ||
        step.previous.matches('LoadFailed'),
    },
    {
      description: 'the history is shown newest first',
      holds: ({ context }) =>
        context.purchases.every(
          (item: PurchaseItem, index: number) =>
            index === 0 || context.purchases[index - 1].createdDate >= item.createdDate,
        ),
    },
    {
      description: 'an error and a success notice never show together',
      holds: ({ context }) => !(context.error && context.notice),
    },
    {
      description: 'the session is refreshed only after a cancellation the server accepted',
      holds: (snapshot, step) =>
        !entered('RefreshingAfterAction', snapshot, step) ||
        (step.event.type === 'xstate.done.actor.cancelSubscription' &&
          (step.event as EventObject & { output: { success: boolean } }).output.success),
    },
  ],
};
