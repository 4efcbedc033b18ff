import { assign, fromCallback, setup } from 'xstate';
import { carouselMotion } from '../../content/testimonials';

export type CarouselEvent =
  | { type: 'frame.tick' }
  | { type: 'drag.start'; x: number }
  | { type: 'drag.move'; x: number }
  | { type: 'drag.end' }
  | { type: 'carousel.pause' }
  | { type: 'carousel.play' }
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' };

type CarouselContext = {
  /** How far the track has scrolled into one copy of the cards, in px, in [0, loopWidth). */
  offset: number;
  /** The width of one copy of the cards: after this many px the loop starts over. */
  loopWidth: number;
  step: number;
  /** Where the pointer was at the last drag event, while a drag is in progress. */
  pointerX: number | null;
  reducedMotion: boolean;
};

const wrap = (value: number, width: number) => ((value % width) + width) % width;

/** The arrows move by one card in every state but while the cards are held. */
const stepping = {
  'carousel.next': { actions: 'stepForward' },
  'carousel.previous': { actions: 'stepBack' },
} as const;

/** Scrolling, or about to: a grab holds the cards, Pause stops them. */
const rolling = {
  'drag.start': { target: 'Dragging', actions: 'grab' },
  'carousel.pause': 'Paused',
  ...stepping,
} as const;

/**
 * The testimonials carousel: scrolls 1 px per frame, stops while dragged (the drag moves it by
 * hand), resumes 1 s after release, and loops over tripled content so no edge ever shows.
 * Visitors who prefer reduced motion start paused; they can still drag, step or press play.
 */
export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    input: {} as { cardCount: number; step: number; reducedMotion: boolean },
    events: {} as CarouselEvent,
    tags: {} as 'moving' | 'paused',
  },
  actors: {
    /** Sends `frame.tick` once per frame; the view binds it to requestAnimationFrame. */
    frameClock: fromCallback(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'frame.tick' }), 16);
      return () => clearInterval(id);
    }),
  },
  delays: {
    resumeDelay: carouselMotion.resumeAfterMs,
  },
  actions: {
    advance: assign({
      offset: ({ context }) => wrap(context.offset + carouselMotion.pxPerFrame, context.loopWidth),
    }),
    grab: assign({
      pointerX: ({ event }) => (event.type === 'drag.start' ? event.x : null),
    }),
    dragTo: assign(({ context, event }) => {
      if (event.type !== 'drag.move' || context.pointerX === null) return {};
      return {
        offset: wrap(context.offset + (context.pointerX - event.x), context.loopWidth),
        pointerX: event.x,
      };
    }),
    release: assign({ pointerX: null }),
    stepForward: assign({
      offset: ({ context }) => wrap(context.offset + context.step, context.loopWidth),
    }),
    stepBack: assign({
      offset: ({ context }) => wrap(context.offset - context.step, context.loopWidth),
    }),
  },
  guards: {
    prefersReducedMotion: ({ context }) => context.reducedMotion,
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    offset: 0,
    loopWidth: input.cardCount * input.step,
    step: input.step,
    pointerX: null,
    reducedMotion: input.reducedMotion,
  }),
  initial: 'Starting',
  states: {
    Starting: {
      always: [{ guard: 'prefersReducedMotion', target: 'Paused' }, { target: 'Moving' }],
    },
    Moving: {
      tags: ['moving'],
      invoke: { id: 'frameClock', src: 'frameClock' },
      on: { 'frame.tick': { actions: 'advance' }, ...rolling },
    },
    Dragging: {
      description: 'Held by mouse or touch: only the drag moves the cards.',
      on: {
        'drag.move': { actions: 'dragTo' },
        'drag.end': { target: 'Resuming', actions: 'release' },
      },
    },
    Resuming: {
      description: 'Released: waits a moment before scrolling again.',
      after: { resumeDelay: 'Moving' },
      on: rolling,
    },
    Paused: {
      description: 'Stopped by the visitor or by a reduced-motion preference; moves only by hand.',
      tags: ['paused'],
      on: {
        'carousel.play': 'Moving',
        'drag.start': { actions: 'grab' },
        'drag.move': { actions: 'dragTo' },
        'drag.end': { actions: 'release' },
        ...stepping,
      },
    },
  },
});
