import { fromCallback } from 'xstate';

/**
 * One `frame.tick` per animation frame while the element is on screen, none while it is off
 * it: a carousel at the foot of the page costs no work while the visitor reads the top.
 * `element` gives the carousel's region once it is in the page (the view's ref).
 */
export const createCarouselActors = (element: () => Element | null) => ({
  frameClock: fromCallback(({ sendBack }) => {
    let frame = 0;
    const loop = () => {
      sendBack({ type: 'frame.tick' });
      frame = requestAnimationFrame(loop);
    };
    const observer = new IntersectionObserver(([entry]) => {
      cancelAnimationFrame(frame);
      if (entry?.isIntersecting) frame = requestAnimationFrame(loop);
    });
    const target = element();
    if (target) observer.observe(target);
    else frame = requestAnimationFrame(loop);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }),
});
