import { assign, setup } from 'xstate';
import type { PaymentNotice } from '../../services/contract';
import { notProvided } from '../not-provided';

type PaymentBannerContext = { notice: PaymentNotice | null };

export type PaymentBannerEvent = { type: 'banner.dismiss' };

/** A failed payment, or Pro paused for want of one: both ask for a new card. */
const needsCard = (_: unknown, notice: PaymentNotice | null) =>
  notice?.kind === 'payment_failed' || notice?.kind === 'unpaid';
const isRecovered = (_: unknown, notice: PaymentNotice | null) => notice?.kind === 'recovered';

/**
 * The banner over every signed-in customer page (issue 37): it asks for the last payment's
 * notice once; a failed payment (Pro kept until the grace ends) or an unpaid one stays, with its
 * 'Update card' button (the portal link's own machine). A payment that went through after
 * failing says thanks until dismissed. Nothing to say, or a failed call (the page's own calls
 * tell of those), shows nothing.
 */
export const paymentBannerMachine = setup({
  types: {
    context: {} as PaymentBannerContext,
    events: {} as PaymentBannerEvent,
  },
  actors: {
    loadNotice: notProvided<PaymentNotice | null>('loadNotice'),
  },
  actions: {
    assignNotice: assign((_, notice: PaymentNotice | null) => ({ notice })),
  },
  guards: { needsCard, isRecovered },
}).createMachine({
  id: 'paymentBanner',
  context: { notice: null },
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
      type: 'final',
    },
    Thanked: { on: { 'banner.dismiss': 'Hidden' } },
    Hidden: { type: 'final' },
  },
});
