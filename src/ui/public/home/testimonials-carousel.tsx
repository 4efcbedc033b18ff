import { useSelector } from '@xstate/react';
import { type ReactNode, type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { LuChevronLeft, LuChevronRight, LuPause, LuPlay } from 'react-icons/lu';
import {
  carouselMotion,
  testimonialsSection as section,
  testimonials,
} from '../../../content/testimonials';
import { createCarouselActors } from '../../../machines/carousel/actors';
import { carouselMachine } from '../../../machines/carousel/machine';
import {
  selectCarouselState,
  selectIsPaused,
  selectOffset,
} from '../../../machines/carousel/selectors';
import { useMachineActor } from '../../hooks/use-machine-actor';
import { useMediaQuery, usePrefersReducedMotion } from '../../hooks/use-media-query';
import { defineIsland } from '../islands/island';
import { TestimonialCard } from './testimonial-card';
import { GAP_PX, styles } from './testimonials-carousel.styles';

type CarouselProps = {
  /** The page's heading above, which names the carousel. */
  headingId: string;
};

/** 'Trusted by Algo-Traders': six testimonials scrolling in an endless loop. */
export const TestimonialsCarousel = defineIsland(
  'testimonials',
  function TestimonialsCarousel({ headingId }: CarouselProps) {
    const reducedMotion = usePrefersReducedMotion();
    const wide = useMediaQuery('(min-width: 48em)');
    const step = wide ? carouselMotion.cardStepPx : carouselMotion.compactCardStepPx;
    // A new layout or motion preference starts a fresh carousel with the matching step.
    return (
      <CarouselTrack
        key={`${step}-${reducedMotion}`}
        step={step}
        reducedMotion={reducedMotion}
        headingId={headingId}
      />
    );
  },
);

function CarouselTrack({
  step,
  reducedMotion,
  headingId,
}: CarouselProps & { step: number; reducedMotion: boolean }) {
  const region = useRef<HTMLElement>(null);
  const carousel = useMachineActor(carouselMachine, {
    provide: () => ({ actors: createCarouselActors(() => region.current) }),
    input: { cardCount: testimonials.length, step, reducedMotion },
  });
  const offset = useSelector(carousel, selectOffset);
  const stateName = useSelector(carousel, selectCarouselState);
  const paused = useSelector(carousel, selectIsPaused);
  const loopWidth = testimonials.length * step;
  const track = useRef<HTMLDivElement>(null);
  const looped = useLoopCopies(track);

  // The cards never change while the track moves: built once per step, not once per frame.
  const cards = useMemo(
    () => (
      <div className={styles.list}>
        {testimonials.map((testimonial) => (
          <TestimonialCard
            key={testimonial.author.name}
            testimonial={testimonial}
            width={`${step - GAP_PX}px`}
          />
        ))}
      </div>
    ),
    [step],
  );

  const endDrag = () => carousel.send({ type: 'drag.end' });
  return (
    <div className={styles.carousel}>
      <section
        ref={region}
        aria-roledescription="carousel"
        aria-labelledby={headingId}
        data-carousel-state={stateName}
        data-offset={offset}
        className={styles.region}
        onPointerDown={(event) => {
          if (event.pointerType === 'mouse' && event.button !== 0) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          carousel.send({ type: 'drag.start', x: event.clientX });
        }}
        onPointerMove={(event) => carousel.send({ type: 'drag.move', x: event.clientX })}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onLostPointerCapture={endDrag}
      >
        <div
          ref={track}
          className={styles.track}
          // With its copies, the readable list is the middle one: one list's width to the left.
          style={{ transform: `translate3d(${-((looped ? loopWidth : 0) + offset)}px, 0, 0)` }}
        >
          {cards}
        </div>
      </section>
      <div className={styles.controls}>
        <ControlButton
          label={section.previous}
          onClick={() => carousel.send({ type: 'carousel.previous' })}
        >
          <LuChevronLeft />
        </ControlButton>
        <ControlButton
          label={paused ? section.play : section.pause}
          onClick={() => carousel.send({ type: paused ? 'carousel.play' : 'carousel.pause' })}
        >
          {paused ? <LuPlay /> : <LuPause />}
        </ControlButton>
        <ControlButton
          label={section.next}
          onClick={() => carousel.send({ type: 'carousel.next' })}
        >
          <LuChevronRight />
        </ControlButton>
      </div>
    </div>
  );
}

/**
 * The copies of the list before and after it that make the loop seamless (`carouselMotion`):
 * copies of the drawn list's DOM, made once it is drawn, not components. React builds and
 * hydrates the six cards once, not three times (a third of the home page's elements), and
 * the page's HTML holds each testimonial once. They are hidden from assistive technology and
 * inert, and carry no ids. Made once: a new step draws a new track (see its key). True once
 * they are in place.
 */
function useLoopCopies(track: RefObject<HTMLDivElement | null>) {
  const [looped, setLooped] = useState(false);
  useLayoutEffect(() => {
    const list = track.current?.firstElementChild;
    if (!(list instanceof HTMLElement)) return;
    const copyOf = () => {
      const copy = list.cloneNode(true) as HTMLElement;
      for (const withId of copy.querySelectorAll('[id]')) withId.removeAttribute('id');
      copy.setAttribute('aria-hidden', 'true');
      copy.inert = true;
      return copy;
    };
    const perSide = (carouselMotion.copies - 1) / 2;
    const before = Array.from({ length: perSide }, copyOf);
    const after = Array.from({ length: perSide }, copyOf);
    list.before(...before);
    list.after(...after);
    setLooped(true);
    return () => {
      for (const copy of [...before, ...after]) copy.remove();
      setLooped(false);
    };
  }, [track]);
  return looped;
}

/** One of the round buttons under the track: Previous, Play or Pause, Next. */
function ControlButton(props: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      className={styles.control}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}
