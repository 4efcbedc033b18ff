import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { carouselMotion, testimonials } from '../../src/content/testimonials';
import { carouselMachine } from '../../src/machines/carousel/machine';

const STEP = carouselMotion.cardStepPx;
const LOOP = testimonials.length * STEP;
/** The default frame clock ticks every 16 ms (the view binds requestAnimationFrame instead). */
const FRAME_MS = 16;

function startCarousel(reducedMotion = false) {
  return createActor(carouselMachine, {
    input: { cardCount: testimonials.length, step: STEP, reducedMotion },
  }).start();
}

const offsetOf = (actor: ReturnType<typeof startCarousel>) => actor.getSnapshot().context.offset;

describe('carousel machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has six testimonials, US-state handles, and one claim of execution under 100 ms', () => {
    expect(testimonials).toHaveLength(6);
    expect(testimonials.filter((t) => /under 100 ms/.test(t.text))).toHaveLength(1);
    expect(carouselMotion).toMatchObject({ cardStepPx: 404, pxPerFrame: 1, copies: 3 });
  });

  it('scrolls 1 px per frame', () => {
    const actor = startCarousel();
    expect(actor.getSnapshot().value).toBe('Moving');
    vi.advanceTimersByTime(FRAME_MS * 30);
    expect(offsetOf(actor)).toBe(30);
    actor.stop();
  });

  it('loops back to the start after one copy of the cards', () => {
    const actor = startCarousel();
    for (let i = 0; i < LOOP + 5; i++) actor.send({ type: 'frame.tick' });
    expect(offsetOf(actor)).toBe(5);
    actor.stop();
  });

  it('stops while dragged, follows the drag, and resumes 1 s after release', () => {
    const actor = startCarousel();
    vi.advanceTimersByTime(FRAME_MS * 10);
    actor.send({ type: 'drag.start', x: 500 });
    expect(actor.getSnapshot().value).toBe('Dragging');
    vi.advanceTimersByTime(2000);
    expect(offsetOf(actor)).toBe(10);

    actor.send({ type: 'drag.move', x: 440 });
    expect(offsetOf(actor)).toBe(70);
    actor.send({ type: 'drag.move', x: 460 });
    expect(offsetOf(actor)).toBe(50);

    actor.send({ type: 'drag.end' });
    vi.advanceTimersByTime(990);
    expect(actor.getSnapshot().value).toBe('Resuming');
    expect(offsetOf(actor)).toBe(50);
    vi.advanceTimersByTime(10 + FRAME_MS * 5);
    expect(actor.getSnapshot().value).toBe('Moving');
    expect(offsetOf(actor)).toBeGreaterThan(50);
    actor.stop();
  });

  it('wraps a drag past the start to the end of the loop', () => {
    const actor = startCarousel();
    actor.send({ type: 'drag.start', x: 0 });
    actor.send({ type: 'drag.move', x: 100 });
    expect(offsetOf(actor)).toBe(LOOP - 100);
    actor.stop();
  });

  it('a new grab during the resume wait keeps it still', () => {
    const actor = startCarousel();
    actor.send({ type: 'drag.start', x: 0 });
    actor.send({ type: 'drag.end' });
    vi.advanceTimersByTime(600);
    actor.send({ type: 'drag.start', x: 0 });
    vi.advanceTimersByTime(2000);
    expect(actor.getSnapshot().value).toBe('Dragging');
    expect(offsetOf(actor)).toBe(0);
    actor.stop();
  });

  it('does not move by itself for visitors who prefer reduced motion, but can be stepped', () => {
    const actor = startCarousel(true);
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(offsetOf(actor)).toBe(0);
    actor.send({ type: 'carousel.next' });
    expect(offsetOf(actor)).toBe(STEP);
    actor.send({ type: 'carousel.previous' });
    actor.send({ type: 'carousel.previous' });
    expect(offsetOf(actor)).toBe(LOOP - STEP);
    actor.stop();
  });

  it('pauses and plays on request', () => {
    const actor = startCarousel();
    actor.send({ type: 'carousel.pause' });
    vi.advanceTimersByTime(1000);
    expect(offsetOf(actor)).toBe(0);
    actor.send({ type: 'carousel.play' });
    vi.advanceTimersByTime(FRAME_MS * 3);
    expect(offsetOf(actor)).toBe(3);
    actor.stop();
  });
});
