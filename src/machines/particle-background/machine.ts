import { setup } from 'xstate';
import { notProvided } from '../not-provided';

/**
 * The hero's particle field: nothing until the first paint is done, then its code loads (an
 * injected actor), then it is mounted invisibly and fades in once the field reports its first
 * frame drawn. Off for visitors who prefer reduced motion, and quietly off if loading fails.
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
    /** Loads the particle field's code (a separate chunk). */
    loadField: notProvided<void>('loadField'),
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
        onDone: 'LoadingField',
        onError: 'LoadingField',
      },
    },
    LoadingField: {
      tags: ['loading'],
      invoke: { id: 'loadField', src: 'loadField', onDone: 'Mounting', onError: 'Off' },
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
