/**
 * How an island looks in a page's HTML, for the code that runs before React does
 * (src/boot/browser-entry.tsx, src/boot/start-islands.tsx): no React here, so the 3 kB entry can
 * use it.
 */

/** The element wrapping each island in a page's HTML; `display: contents` (see theme.ts). */
export const ISLAND_TAG = 'sh-island';

/** The island `target` is in, while it is still asleep (not hydrated, not failed), or null. */
export const asleepIslandOf = (target: Element) =>
  target.closest(`${ISLAND_TAG}[data-island]:not([data-hydrated]):not([data-failed])`);
