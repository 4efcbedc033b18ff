import { setup } from 'xstate';
import { notProvided } from '../not-provided';

/**
 * The hero's particle field: nothing until the first paint is done, then its code and engine
 * load (an injected actor), then it is mounted invisibly and fades in once the engine reports
 * the field loaded. Off for visitors who prefer reduced motion, and quietly off if loading fails.
 */
export const particleBackgroundMachine = setup({
  types: {
    context: {} as { reducedMotion: boolean },
    input: {} as { reducedMotion: boolean },
    events: {} as { type: 'particles.loaded' },
    tags: {} as 'loading' | 'mounted' | 'visible',
  },
  actors: {
    /** Resolves once the page has painted, loaded and settled, and the main thread is idle. */
    waitForFirstPaint: notProvided<void>('waitForFirstPaint'),
    /** Loads the particle code (a separate chunk) and registers its engine plugins. */
    loadEngine: notProvided<void>('loadEngine'),
  },
  guards: {
    prefersReducedMotion: ({ context }) => context.reducedMotion,
  },
}).createMachine({
  id: 'particleBackground',
  context: ({ input }) => ({ reducedMotion: input.reducedMotion }),
  initial: 'Starting',
  states: {
    Starting: {
      always: [{ guard: 'prefersReducedMotion', target: 'Off' }, { target: 'WaitingForPaint' }],
    },
    WaitingForPaint: {
      tags: ['loading'],
      invoke: {
        id: 'waitForFirstPaint',
        src: 'waitForFirstPaint',
        onDone: 'LoadingEngine',
        onError: 'LoadingEngine',
      },
    },
    LoadingEngine: {
      tags: ['loading'],
      invoke: { id: 'loadEngine', src: 'loadEngine', onDone: 'Mounting', onError: 'Off' },
    },
    Mounting: {
      description: 'The field is in the page but transparent until its first frame is ready.',
      tags: ['mounted'],
      on: { 'particles.loaded': 'Visible' },
    },
    Visible: {
      tags: ['mounted', 'visible'],
    },
    Off: { type: 'final' },
  },
});
