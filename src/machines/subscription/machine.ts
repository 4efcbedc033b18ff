import { assign, setup } from 'xstate';
import type {
  PaymentConfig,
  SessionResponse,
  SubscriptionActionResponse,
  SubscriptionInfo,
} from '../../services/contract';
import { subscriptionMessages } from '../../services/payment';
import { notProvided } from '../not-provided';
import { endSessionOnUnauthorized, isUnauthorizedGuard, refreshingOnOpen } from '../signed-in-call';
import { type SubscriptionOffer, subscriptionOffer } from './offer';

type Loaded = { info: SubscriptionInfo; config: PaymentConfig };

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

const offers = (context: SubscriptionContext, offer: SubscriptionOffer) =>
  context.info !== null && subscriptionOffer(context.info) === offer;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

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
    /** Drops `refresh=true` from the address. */
    removeRefreshQuery: () => {},
    /** The server no longer knows the session: the session machine ends it. */
    endSession: () => {},
    goToCheckout: (_, _params: { priceId: string }) => {},
    logout: () => {},
    assignLoaded: assign((_, loaded: Loaded) => ({
      info: loaded.info,
      config: loaded.config,
      error: null,
    })),
    assignError: assign((_, error: string) => ({ error, notice: null })),
    assignNotice: assign((_, notice: string) => ({ notice, error: null })),
    clearMessages: assign({ error: null, notice: null }),
  },
  guards: {
    isReturningFromCheckout: ({ context }) => context.refreshFirst,
    succeeded: (_, outcome: SubscriptionActionResponse) => outcome.success,
    isUnauthorized: isUnauthorizedGuard,
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
    RefreshingOnOpen: refreshingOnOpen('Loading', 'LoggedOut'),
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
    Loading: {
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadSubscription',
        src: 'loadSubscription',
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
              params: ({ event }) => messageOf(event.error, 'Network response was not ok'),
            },
          },
        ],
      },
    },
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
      tags: ['busy'],
      invoke: {
        id: 'upgrade',
        src: 'upgrade',
        input: ({ context }) => ({ priceId: context.config?.prices.yearly ?? '' }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'RefreshingAfterAction',
            actions: { type: 'assignNotice', params: ({ event }) => event.output.description },
          },
          {
            target: 'Shown',
            actions: { type: 'assignError', params: subscriptionMessages.upgradeFailed },
          },
        ],
        onError: [
          endSessionOnUnauthorized('LoggedOut'),
          {
            target: 'Shown',
            actions: { type: 'assignError', params: subscriptionMessages.upgradeFailed },
          },
        ],
      },
    },
    ConfirmingReinstate: {
      description: 'Warns that reinstating may cost more, and asks to confirm.',
      on: { 'confirm.proceed': 'Reinstating', 'confirm.dismiss': 'Shown' },
    },
    Reinstating: {
      tags: ['busy'],
      invoke: {
        id: 'reinstate',
        src: 'reinstate',
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'RefreshingAfterAction',
            actions: { type: 'assignNotice', params: ({ event }) => event.output.description },
          },
          {
            target: 'Shown',
            actions: { type: 'assignError', params: subscriptionMessages.reinstateFailed },
          },
        ],
        onError: [
          endSessionOnUnauthorized('LoggedOut'),
          {
            target: 'Shown',
            actions: { type: 'assignError', params: subscriptionMessages.reinstateFailed },
          },
        ],
      },
    },
    RefreshingAfterAction: {
      tags: ['busy'],
      invoke: {
        id: 'refreshAfterAction',
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
