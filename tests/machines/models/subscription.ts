import type { EventObject } from 'xstate';
import type { SubscriptionInfo } from '../../../src/services/contract';
import { httpError } from '../support/fixtures';
import { entered, type PathModel } from './path-model';
import {
  day,
  fresh,
  isCancelled,
  monthlyActive,
  monthlyCancelled,
  monthlyPaymentFailed,
  monthlyUnpaid,
  networkDown,
  noSubscription,
  paymentConfig,
  startSeconds,
} from './samples';

const monthlyScheduled: SubscriptionInfo = {
  ...monthlyActive,
  scheduleSubscription: {
    subscriptionType: 'YEARLY',
    startDate: startSeconds + 20 * day,
    endDate: startSeconds + 385 * day,
    status: 'not_started',
  },
};

const hasSubscription = (info: SubscriptionInfo | null) =>
  info !== null && info.status !== 'none' && info.status.toLowerCase() !== 'expired';

/**
 * Spec section 4: the annual upgrade only for a monthly plan with nothing scheduled, and paid up
 * (issue 37: a failed payment is fixed first).
 */
const mayUpgrade = (info: SubscriptionInfo | null) =>
  info !== null &&
  hasSubscription(info) &&
  info.standing === 'active' &&
  !isCancelled(info) &&
  info.scheduleSubscription === null &&
  info.subscriptionType !== 'YEARLY';

export const subscriptionModel: PathModel = {
  inputs: [{ refreshFirst: false }, { refreshFirst: true }],
  // Every request in every shown status, offered or not: the machine's guards, not the
  // screen, must keep each to its status (section 4).
  events: (snapshot) => {
    if (snapshot.matches('Shown'))
      return [
        { type: 'reinstate.request' },
        { type: 'upgrade.request' },
        { type: 'checkout.start', period: 'monthly' },
        { type: 'checkout.start', period: 'yearly' },
      ];
    if (snapshot.matches('ConfirmingUpgrade') || snapshot.matches('ConfirmingReinstate'))
      return [{ type: 'confirm.proceed' }, { type: 'confirm.dismiss' }];
    if (snapshot.matches('LoadFailed')) return [{ type: 'subscription.retry' }];
    if (snapshot.matches('RefreshFailed')) return [{ type: 'refreshFailed.acknowledge' }];
    return [];
  },
  actorOutputs: {
    loadSubscription: [
      monthlyActive,
      monthlyScheduled,
      monthlyCancelled,
      monthlyPaymentFailed,
      monthlyUnpaid,
      noSubscription,
    ].map((info) => ({ info, config: paymentConfig })),
    refreshOnOpen: [fresh],
    refreshOnReturn: [fresh],
    refreshAfterAction: [fresh],
    upgrade: [
      { success: true, description: 'Upgraded to the annual plan.' },
      { success: false, description: 'Card declined.' },
    ],
    reinstate: [
      { success: true, description: 'Your subscription is reinstated.' },
      { success: false, description: 'The subscription has ended.' },
    ],
  },
  actorErrors: {
    loadSubscription: [networkDown, httpError(401)],
    refreshOnOpen: [httpError(401), networkDown],
    refreshOnReturn: [httpError(401)],
    refreshAfterAction: [httpError(401)],
    upgrade: [httpError(500), httpError(401)],
    reinstate: [httpError(500), httpError(401)],
  },
  simplePaths: false,
  invariants: [
    {
      description: 'Reinstate is offered (and confirmed, and sent) only when cancelled',
      holds: (snapshot) =>
        !(snapshot.matches('ConfirmingReinstate') || snapshot.matches('Reinstating')) ||
        isCancelled(snapshot.context.info),
    },
    {
      description: 'the upgrade only for a live monthly plan with no schedule',
      holds: (snapshot) =>
        !(snapshot.matches('ConfirmingUpgrade') || snapshot.matches('Upgrading')) ||
        mayUpgrade(snapshot.context.info),
    },
    {
      description: 'the token is refreshed after an action only when the server accepted it',
      holds: (snapshot, step) =>
        !entered('RefreshingAfterAction', snapshot, step) ||
        (/^xstate\.done\.actor\.(upgrade|reinstate)$/.test(step.event.type) &&
          (step.event as EventObject & { output: { success: boolean } }).output.success),
    },
    {
      description: 'the token is refreshed before every load (on open, on return, after an action)',
      holds: (snapshot, step) =>
        !entered('Loading', snapshot, step) ||
        step.previous === undefined ||
        step.previous.matches('RefreshingOnOpen') ||
        step.previous.matches('RefreshingOnReturn') ||
        step.previous.matches('RefreshingAfterAction') ||
        step.previous.matches('LoadFailed'),
    },
    {
      description: 'returning from the checkout uses the spec refresh, not the one on open',
      holds: (snapshot) => !(snapshot.context.refreshFirst && snapshot.matches('RefreshingOnOpen')),
    },
    {
      description: 'an error and a success notice never show together',
      holds: ({ context }) => !(context.error && context.notice),
    },
  ],
};
