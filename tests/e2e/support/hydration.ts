import type { Page } from 'playwright-core';

/**
 * Resolves once React owns the page's first heading: prerendered pages show their content
 * before React hydrates them, so a test that checks what React does next waits for this.
 */
export const waitForHydration = (page: Page) =>
  page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
