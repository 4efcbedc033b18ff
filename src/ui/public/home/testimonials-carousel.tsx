import { Box, Flex, HStack, IconButton, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
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
import { inspect } from '../../../machines/inspector';
import { SectionHeading } from '../../components/section-heading';
import { useMediaQuery, usePrefersReducedMotion } from '../../hooks/use-media-query';
import { defineIsland } from '../islands/island';
import { TestimonialCard } from './testimonial-card';

/** The gap between cards (spacing token 6): the card is the step minus this. */
const GAP_PX = 24;

/** 'Trusted by Algo-Traders': six testimonials scrolling in an endless loop. */
export const TestimonialsCarousel = defineIsland('testimonials', function TestimonialsCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const wide = useMediaQuery('(min-width: 48em)');
  const step = wide ? carouselMotion.cardStepPx : carouselMotion.compactCardStepPx;
  return (
    <Stack gap={{ base: '8', md: '12' }}>
      <SectionHeading id="testimonials-heading" eyebrow={section.eyebrow} title={section.title} />
      {/* A new layout or motion preference starts a fresh carousel with the matching step. */}
      <CarouselTrack key={`${step}-${reducedMotion}`} step={step} reducedMotion={reducedMotion} />
    </Stack>
  );
});

function CarouselTrack({ step, reducedMotion }: { step: number; reducedMotion: boolean }) {
  const region = useRef<HTMLDivElement>(null);
  const [machine] = useState(() =>
    carouselMachine.provide({ actors: createCarouselActors(() => region.current) }),
  );
  const carousel = useActorRef(machine, {
    input: { cardCount: testimonials.length, step, reducedMotion },
    inspect,
  });
  const offset = useSelector(carousel, selectOffset);
  const stateName = useSelector(carousel, selectCarouselState);
  const paused = useSelector(carousel, selectIsPaused);
  const loopWidth = testimonials.length * step;

  // The cards never change while the track moves: built once per step, not once per frame.
  const copies = useMemo(
    () =>
      Array.from({ length: carouselMotion.copies }, (_, copy) => (
        <Flex
          // biome-ignore lint/suspicious/noArrayIndexKey: the copies are identical by design.
          key={copy}
          gap={`${GAP_PX}px`}
          pe={`${GAP_PX}px`}
          // Only the middle copy is read out; the others exist for the seamless loop.
          aria-hidden={copy === 1 ? undefined : true}
          inert={copy === 1 ? undefined : true}
        >
          {testimonials.map((testimonial) => (
            <TestimonialCard
              key={testimonial.author.name}
              testimonial={testimonial}
              width={`${step - GAP_PX}px`}
            />
          ))}
        </Flex>
      )),
    [step],
  );

  const endDrag = () => carousel.send({ type: 'drag.end' });
  return (
    <Stack gap="6">
      <Box
        ref={region}
        role="region"
        aria-roledescription="carousel"
        aria-labelledby="testimonials-heading"
        data-carousel-state={stateName}
        data-offset={offset}
        overflow="hidden"
        cursor="grab"
        touchAction="pan-y"
        _active={{ cursor: 'grabbing' }}
        maskImage="linear-gradient(90deg, transparent, black 4%, black 96%, transparent)"
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
        <Flex
          w="max-content"
          style={{ transform: `translate3d(${-(loopWidth + offset)}px, 0, 0)` }}
          willChange="transform"
        >
          {copies}
        </Flex>
      </Box>
      <HStack justify="center" gap="2">
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
      </HStack>
    </Stack>
  );
}

/** One of the round buttons under the track: Previous, Play or Pause, Next. */
function ControlButton(props: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <IconButton aria-label={props.label} variant="outline" rounded="full" onClick={props.onClick}>
      {props.children}
    </IconButton>
  );
}
