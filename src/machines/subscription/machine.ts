import { assign, setup } from 'xstate';
import { subscriptionMessages } from '../../content/subscription-messages';
import type {
  PaymentConfig,
  SessionResponse,
  SubscriptionActionResponse,
  SubscriptionInfo,
} from '../../services/contract';
import { loadingState } from '../load-list';
import { notProvided } from '../not-provided';
import { type SubscriptionOffer, subscriptionOffer } from './offer';
import { actionState, pageActions, pageGuards, pageStates } from './page-states';

/** What the Account Dashboard loads: the subscription and the payment settings. */
export type Loaded = { info: SubscriptionInfo; config: PaymentConfig };

type SubscriptionContext = {
  info: SubscriptionInfo | null;
  config: PaymentConfig | null;
  /** A failure to show (spec section 8). */
  error: string | null;
  /** What the last successful action said. */
  notice: string | null;
  /** The address carried `refresh=true` (back from the checkout). */
  refreshFirst: boolean;
};

export type SubscriptionEvent =
  | { type: 'upgrade.request' }
  | { type: 'reinstate.request' }
  | { type: 'confirm.proceed' }
  | { type: 'confirm.dismiss' }
  | { type: 'checkout.start'; period: 'monthly' | 'yearly' }
  | { type: 'refreshFailed.acknowledge' }
  | { type: 'subscription.retry' };

const upgrading = actionState('upgrade', {
  refused: () => subscriptionMessages.upgradeFailed,
  failed: () => subscriptionMessages.upgradeFailed,
});

const offers = (context: SubscriptionContext, offer: SubscriptionOffer) =>
  context.info !== null && subscriptionOffer(context.info) === offer;

/**
 * The Account Dashboard (spec section 4, Subscription): loading, then the status with one
 * offer (reinstate when cancelled, else the schedule when there is one, else the upgrade; the
 * Pro plan without a subscription). Opening the page refreshes the session first, so the roles
 * the browser keeps follow the server's. A successful action refreshes the session token, then
 * reloads; with `refresh=true` the first refresh is the spec's: its failure, like a failed
 * refresh after an action, ends in the 'Session Refresh Failed' dialog, whose OK logs out.
 * A 401 on any other call ends the session.
 */
export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionContext,
    input: {} as { refreshFirst: boolean },
    events: {} as SubscriptionEvent,
  },
  actors: {
    loadSubscription: notProvided<Loaded>('loadSubscription'),
    refreshSession: notProvided<SessionResponse>('refreshSession'),
    upgrade: notProvided<SubscriptionActionResponse, { priceId: string }>('upgrade'),
    reinstate: notProvided<SubscriptionActionResponse>('reinstate'),
  },
  actions: {
    ...pageActions<SubscriptionContext, SubscriptionEvent>(),
    /** Drops `refresh=true` from the address. */
    removeRefreshQuery: () => {},
    goToCheckout: (_, _params: { priceId: string }) => {},
    assignLoaded: assign((_, loaded: Loaded) => ({
      info: loaded.info,
      config: loaded.config,
      error: null,
    })),
  },
  guards: {
    ...pageGuards,
    isReturningFromCheckout: ({ context }) => context.refreshFirst,
    // The screen shows one offer; the machine refuses the others even when asked.
    canSubscribe: ({ context }) => offers(context, 'subscribe'),
    canReinstate: ({ context }) => offers(context, 'reinstate'),
    canUpgrade: ({ context }) => offers(context, 'upgrade'),
  },
}).createMachine({
  id: 'subscription',
  context: ({ input }) => ({
    info: null,
    config: null,
    error: null,
    notice: null,
    refreshFirst: input.refreshFirst,
  }),
  initial: 'Starting',
  states: {
    Starting: {
      always: [
        { guard: 'isReturningFromCheckout', target: 'RefreshingOnReturn' },
        { target: 'RefreshingOnOpen' },
      ],
    },
    RefreshingOnOpen: pageStates.refreshingOnOpen,
    RefreshingOnReturn: {
      description: 'Back from the checkout with refresh=true: a new token carries the new role.',
      tags: ['busy', 'loading'],
      invoke: {
        id: 'refreshOnReturn',
        src: 'refreshSession',
        onDone: { target: 'Loading', actions: 'removeRefreshQuery' },
        onError: { target: 'RefreshFailed', actions: 'removeRefreshQuery' },
      },
    },
    Loading: loadingState<Loaded>()('loadSubscription'),
    LoadFailed: {
      on: { 'subscription.retry': { target: 'Loading', actions: 'clearMessages' } },
    },
    Shown: {
      on: {
        'upgrade.request': {
          guard: 'canUpgrade',
          target: 'ConfirmingUpgrade',
          actions: 'clearMessages',
        },
        'reinstate.request': {
          guard: 'canReinstate',
          target: 'ConfirmingReinstate',
          actions: 'clearMessages',
        },
        'checkout.start': {
          guard: 'canSubscribe',
          actions: {
            type: 'goToCheckout',
            params: ({ context, event }) => ({
              priceId: context.config?.prices[event.period] ?? '',
            }),
          },
        },
      },
    },
    ConfirmingUpgrade: {
      description: 'Asks that an additional charge is authorised (Proceed / Cancel).',
      on: { 'confirm.proceed': 'Upgrading', 'confirm.dismiss': 'Shown' },
    },
    Upgrading: {
      ...upgrading,
      // The one change offered: to the annual plan.
      invoke: {
        ...upgrading.invoke,
        input: ({ context }) => ({ priceId: context.config?.prices.yearly ?? '' }),
      },
    },
    ConfirmingReinstate: {
      description: 'Warns that reinstating may cost more, and asks to confirm.',
      on: { 'confirm.proceed': 'Reinstating', 'confirm.dismiss': 'Shown' },
    },
    Reinstating: actionState('reinstate', {
      refused: () => subscriptionMessages.reinstateFailed,
      failed: () => subscriptionMessages.reinstateFailed,
    }),
    RefreshingAfterAction: pageStates.refreshingAfterAction,
    RefreshFailed: pageStates.refreshFailed,
    LoggedOut: pageStates.loggedOut,
  },
});
