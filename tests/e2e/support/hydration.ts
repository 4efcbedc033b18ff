import type { Page } from 'playwright-core';
import type { IslandName } from '../../../src/ui/public/islands/registry';

/** Polled on an interval, not on animation frames, which a test's paused clock may stop. */
const POLL_MS = 100;

/**
 * Resolves once React owns the page: prerendered pages show their content before React
 * hydrates them, so a test that checks what React does next waits for this. A public page is
 * hydrated island by island (src/boot/start-islands.tsx): it waits for every island; a page of the
 * single-page app (also one drawn over a public page's HTML, as a hash route is), for React to
 * own its first heading. With `only`, just that island: with the page's clock paused, the
 * islands below the fold wait for idle moments that never come.
 */
export const waitForHydration = (page: Page, only?: IslandName) =>
  page.waitForFunction(
    (only) => {
      const islands = document.querySelectorAll(
        only ? `sh-island[data-island="${only}"]` : 'sh-island',
      );
      if (islands.length > 0) {
        return [...islands].every((island) => island.hasAttribute('data-hydrated'));
      }
      const heading = document.querySelector('h1');
      return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    },
    only,
    { polling: POLL_MS },
  );
