import { type RefObject, useEffect, useState } from 'react';

/** Once loaded, the page waits this long before rendering what nobody scrolled to yet. */
const IDLE_REVEAL_MS = 2000;

/**
 * False at first (when prerendering and hydrating too), true once the placeholder `ref` comes
 * within a screen of the viewport, or once the loaded page has been idle a moment: below-the-
 * fold content renders then, instead of during the page's start-up.
 */
export function useDeferredReveal(ref: RefObject<Element | null>): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (revealed) return;
    const reveal = () => setRevealed(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal();
      },
      { rootMargin: '100% 0px' },
    );
    if (ref.current) observer.observe(ref.current);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const revealWhenIdle = () => {
      timer = setTimeout(() => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(reveal);
        else reveal();
      }, IDLE_REVEAL_MS);
    };
    if (document.readyState === 'complete') revealWhenIdle();
    else window.addEventListener('load', revealWhenIdle, { once: true });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      window.removeEventListener('load', revealWhenIdle);
    };
  }, [ref, revealed]);
  return revealed;
}
