import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while a page is prerendered and while the browser hydrates it, true from the render
 * right after: what should not weigh on the first render (below-the-fold sections) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
