import type { SnapshotFrom } from 'xstate';
import type { carouselMachine } from './machine';

type CarouselSnapshot = SnapshotFrom<typeof carouselMachine>;

/** How far the track has scrolled into one copy of the cards, in px. */
export const selectOffset = (snapshot: CarouselSnapshot) => snapshot.context.offset;

/** Stopped by the visitor or a reduced-motion preference: the button offers Play. */
export const selectIsPaused = (snapshot: CarouselSnapshot) => snapshot.hasTag('paused');

/** The state's name, which the page exposes (`data-carousel-state`) for the browser tests. */
export const selectCarouselState = (snapshot: CarouselSnapshot) => String(snapshot.value);
