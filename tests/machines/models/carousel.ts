import type { PathModel } from './path-model';

export const carouselModel: PathModel = {
  // Two cards 3 px apart loop after 6 px: every offset is reached in a few frames.
  inputs: [
    { cardCount: 2, step: 3, reducedMotion: false },
    { cardCount: 2, step: 3, reducedMotion: true },
  ],
  events: [
    { type: 'frame.tick' },
    { type: 'drag.start', x: 4 },
    { type: 'drag.move', x: 3 },
    { type: 'drag.end' },
    { type: 'carousel.pause' },
    { type: 'carousel.play' },
    { type: 'carousel.next' },
    { type: 'carousel.previous' },
  ],
  simplePaths: false,
  invariants: [
    {
      description: 'the offset stays within one copy of the cards, so no edge ever shows',
      holds: ({ context }) => context.offset >= 0 && context.offset < context.loopWidth,
    },
    {
      description: 'while dragged, the carousel knows where the pointer is',
      holds: (snapshot) => !snapshot.matches('Dragging') || snapshot.context.pointerX !== null,
    },
    {
      description: 'a visitor who prefers reduced motion starts paused',
      holds: (snapshot, step) =>
        step.previous !== undefined || !snapshot.context.reducedMotion || snapshot.hasTag('paused'),
    },
  ],
};
