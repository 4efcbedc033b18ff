import { assign, setup } from 'xstate';
import { portalLinkTexts } from '../../content/payment-banner';
import { notProvided } from '../not-provided';
import { failureReason } from '../signed-in-call';

type PortalLinkContext = {
  /** Why the card page did not open, until the next try. */
  error: string | null;
};

export type PortalLinkEvent = { type: 'portal.open' };

/**
 * A button to the card and invoices page (issue 37: the banner's 'Update card', Accounts'
 * 'Payment method and invoices'): the server makes the page's address (Stripe's Customer Portal,
 * back to this page), and the browser leaves for it; a refusal or a failed call says why, and
 * the button can be pressed again.
 */
export const portalLinkMachine = setup({
  types: {
    context: {} as PortalLinkContext,
    events: {} as PortalLinkEvent,
  },
  actors: {
    openPortal: notProvided<string>('openPortal'),
  },
  actions: {
    /** Leaves for the card page's address. */
    goTo: (_, _url: string) => {},
    assignError: assign((_, error: string) => ({ error })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'portalLink',
  context: { error: null },
  initial: 'Idle',
  states: {
    Idle: { on: { 'portal.open': { target: 'Opening', actions: 'clearError' } } },
    Opening: {
      tags: ['busy'],
      invoke: {
        id: 'openPortal',
        src: 'openPortal',
        onDone: {
          target: 'Leaving',
          actions: { type: 'goTo', params: ({ event }) => event.output },
        },
        onError: {
          target: 'Idle',
          actions: {
            type: 'assignError',
            params: ({ event }) => failureReason(event.error) ?? portalLinkTexts.failed,
          },
        },
      },
    },
    Leaving: { description: 'The browser is on its way to the card page.', type: 'final' },
  },
});
