import { setup } from 'xstate';

/**
 * The cookie banner: shown until the visitor clicks 'Allow', then never again on this browser.
 * Whether it was dismissed before comes in as input; remembering the choice is an injected
 * action, so the machine itself never touches storage.
 */
export const cookieBannerMachine = setup({
  types: {
    context: {} as { dismissedBefore: boolean },
    input: {} as { dismissedBefore: boolean },
    events: {} as { type: 'banner.allow' },
    tags: {} as 'visible',
  },
  actions: {
    rememberDismissal: () => {},
  },
  guards: {
    wasDismissedBefore: ({ context }) => context.dismissedBefore,
  },
}).createMachine({
  id: 'cookieBanner',
  context: ({ input }) => ({ dismissedBefore: input.dismissedBefore }),
  initial: 'Deciding',
  states: {
    Deciding: {
      always: [{ guard: 'wasDismissedBefore', target: 'Hidden' }, { target: 'Visible' }],
    },
    Visible: {
      tags: ['visible'],
      on: {
        'banner.allow': { target: 'Hidden', actions: 'rememberDismissal' },
      },
    },
    Hidden: { type: 'final' },
  },
});
