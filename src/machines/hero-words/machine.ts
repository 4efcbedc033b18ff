import { assign, setup } from 'xstate';
import { aiAgentHero } from '../../content/hero';

/**
 * The AI-agent hero's rotating word: shows one word, and every interval moves to the next one,
 * wrapping after the last. The state re-enters itself so each word gets a full interval.
 */
export const heroWordsMachine = setup({
  types: {
    context: {} as { index: number; count: number },
    input: {} as { count: number },
  },
  delays: {
    wordInterval: aiAgentHero.wordIntervalMs,
  },
  actions: {
    showNextWord: assign({ index: ({ context }) => (context.index + 1) % context.count }),
  },
}).createMachine({
  id: 'heroWords',
  context: ({ input }) => ({ index: 0, count: input.count }),
  initial: 'Showing',
  states: {
    Showing: {
      after: {
        wordInterval: { target: 'Showing', reenter: true, actions: 'showNextWord' },
      },
    },
  },
});
