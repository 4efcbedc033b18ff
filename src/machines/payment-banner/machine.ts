import { assign, setup } from 'xstate';
import { paymentBannerTexts } from '../../content/payment-banner';
import type { PaymentNotice } from '../../services/contract';
import { notProvided } from '../not-provided';
import { failureReason } from '../signed-in-call';

type PaymentBannerContext = {
  notice: PaymentNotice | null;
  /** Why the card page did not open, until the next try. */
  error: string | null;
};

export type PaymentBannerEvent = { type: 'banner.updateCard' } | { type: 'banner.dismiss' };

/** A failed payment, or Pro paused for want of one: both ask for a new card. */
const needsCard = (_: unknown, notice: PaymentNotice | null) =>
  notice?.kind === 'payment_failed' || notice?.kind === 'unpaid';
const isRecovered = (_: unknown, notice: PaymentNotice | null) => notice?.kind === 'recovered';

/**
 * The banner over every signed-in customer page (issue 37): it asks for the last payment's
 * notice once; a failed payment (Pro kept until the grace ends) or an unpaid one stays with its
 * 'Update card' button, which opens the card page (Stripe's portal, or the test checkout's
 * stand-in) and leaves for it; a refusal keeps the banner with its reason. A payment that went
 * through after failing says thanks until dismissed. Nothing to say, or a failed call (the page's
 * own calls tell of those), shows nothing.
 */
export const paymentBannerMachine = setup({
  types: {
    context: {} as PaymentBannerContext,
    events: {} as PaymentBannerEvent,
  },
  actors: {
    loadNotice: notProvided<PaymentNotice | null>('loadNotice'),
    openPortal: notProvided<string>('openPortal'),
  },
  actions: {
    /** Leaves for the card page's address. */
    goTo: (_, _url: string) => {},
    assignNotice: assign((_, notice: PaymentNotice | null) => ({ notice })),
    assignError: assign((_, error: string) => ({ error })),
    clearError: assign({ error: null }),
  },
  guards: { needsCard, isRecovered },
}).createMachine({
  id: 'paymentBanner',
  context: { notice: null, error: null },
  initial: 'Loading',
  states: {
    Loading: {
      invoke: {
        id: 'loadNotice',
        src: 'loadNotice',
        onDone: [
          {
            guard: { type: 'needsCard', params: ({ event }) => event.output },
            target: 'Failing',
            actions: { type: 'assignNotice', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isRecovered', params: ({ event }) => event.output },
            target: 'Thanked',
            actions: { type: 'assignNotice', params: ({ event }) => event.output },
          },
          { target: 'Hidden' },
        ],
        onError: 'Hidden',
      },
    },
    Failing: {
      description: 'A failed or unpaid payment: what failed, until when Pro is kept, Update card.',
      on: { 'banner.updateCard': { target: 'OpeningPortal', actions: 'clearError' } },
    },
    OpeningPortal: {
      tags: ['busy'],
      invoke: {
        id: 'openPortal',
        src: 'openPortal',
        onDone: {
          target: 'Leaving',
          actions: { type: 'goTo', params: ({ event }) => event.output },
        },
        onError: {
          target: 'Failing',
          actions: {
            type: 'assignError',
            params: ({ event }) => failureReason(event.error) ?? paymentBannerTexts.portalFailed,
          },
        },
      },
    },
    Leaving: { description: 'The browser is on its way to the card page.', type: 'final' },
    Thanked: { on: { 'banner.dismiss': 'Hidden' } },
    Hidden: { type: 'final' },
  },
});
