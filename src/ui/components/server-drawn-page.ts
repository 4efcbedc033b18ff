import { APP_SHELL_ATTRIBUTE } from './app-shell-slots';

/**
 * Whether `#root` holds a page the server drew (scripts/prerender): a prerendered page, a page
 * of islands, or the signed-in area's app shell; not the bare `index.html`.
 */
export const isServerDrawnPage = (root: HTMLElement | null) =>
  ['data-prerendered', 'data-islands', APP_SHELL_ATTRIBUTE].some((attribute) =>
    root?.hasAttribute(attribute),
  );
