import { assign, setup } from 'xstate';
import { installGuide } from '../../content/install-guide';

const START = installGuide.help.countdownSeconds;

/**
 * The 'Official Documentation' button: a click starts a countdown from 5 that re-enters itself
 * every second; at 0 it opens the documentation (an injected action) and resets to 5.
 */
export const docsCountdownMachine = setup({
  types: {
    context: {} as { remaining: number },
    events: {} as { type: 'countdown.start' },
  },
  delays: {
    oneSecond: 1000,
  },
  actions: {
    countDown: assign({ remaining: ({ context }) => context.remaining - 1 }),
    resetCount: assign({ remaining: START }),
    openDocumentation: () => {},
  },
  guards: {
    isLastSecond: ({ context }) => context.remaining <= 1,
  },
}).createMachine({
  id: 'docsCountdown',
  context: { remaining: START },
  initial: 'Idle',
  states: {
    Idle: {
      on: { 'countdown.start': 'Counting' },
    },
    Counting: {
      tags: ['counting'],
      after: {
        oneSecond: [
          { guard: 'isLastSecond', target: 'Redirecting', actions: 'countDown' },
          { target: 'Counting', reenter: true, actions: 'countDown' },
        ],
      },
    },
    Redirecting: {
      description: 'The count reached 0: open the documentation, then start over at 5.',
      entry: 'openDocumentation',
      always: { target: 'Idle', actions: 'resetCount' },
    },
  },
});
