import { setup } from 'xstate';

export type SidebarEvent = { type: 'sidebar.toggle' } | { type: 'sidebar.close' };

/**
 * The customer sidebar (spec section 4): open or closed, toggled by the user. It starts open
 * on a wide screen and closed on a phone, where the open sidebar covers the page.
 */
export const sidebarMachine = setup({
  types: {
    context: {} as { startsOpen: boolean },
    input: {} as { open: boolean },
    events: {} as SidebarEvent,
  },
  guards: {
    startsOpen: ({ context }) => context.startsOpen,
  },
}).createMachine({
  id: 'sidebar',
  context: ({ input }) => ({ startsOpen: input.open }),
  initial: 'Starting',
  states: {
    Starting: {
      always: [{ guard: 'startsOpen', target: 'Open' }, { target: 'Closed' }],
    },
    Open: {
      on: { 'sidebar.toggle': 'Closed', 'sidebar.close': 'Closed' },
    },
    Closed: {
      on: { 'sidebar.toggle': 'Open' },
    },
  },
});
