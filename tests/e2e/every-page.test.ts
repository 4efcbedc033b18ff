import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { cookieBanner } from '../../src/content/cookie-banner';
import { type MetaPath, pageMeta } from '../../src/content/page-meta';
import { pagePaths, pageRegistry, signedInPaths } from '../../src/services/contract';
import {
  launchBrowser,
  reusablePages,
  saveScreenshot,
  seriousAccessibilityViolations,
  viewports,
} from './support/browser';
import { waitForHydration } from './support/hydration';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type VisitedPage = { name: string; path: string; titlePath?: MetaPath };

const titleOf = (path: string): MetaPath | undefined =>
  path in pageMeta ? (path as MetaPath) : undefined;

/**
 * Every page a visitor reaches without an account, from the page registry, by its screenshot
 * name: each page (another address of a page counts as its own visit), each address whose query
 * changes what the server draws, and an area behind a session, which sends the visitor to log
 * in. One visit per page and width checks all of what follows, so the suite pays for each once.
 */
const pages: VisitedPage[] = [
  ...Object.entries(pageRegistry)
    .filter(([, page]) => !signedInPaths.includes(page.path))
    .flatMap(([id, page]) => {
      const titlePath = titleOf('sameAs' in page ? page.sameAs : page.path);
      return [
        { name: id, path: page.path, titlePath },
        ...('variants' in page ? page.variants : []).map((path, index) => ({
          name: `${id}-variant-${index + 1}`,
          path,
          titlePath,
        })),
      ];
    }),
  // A visitor without a session is sent on to log in: that page, reached through the guard.
  { name: 'customer-signed-out', path: pagePaths.customer.area, titlePath: pagePaths.login },
];

/** A page per width, reused from visit to visit; each visit is still a first one. */
const pageAt = reusablePages(() => browser);

/** One interaction per page that only works once React handles it. */
async function interactWith(page: Page, name: string) {
  if (name === 'login' || name === 'customer-signed-out') {
    await page.getByRole('button', { name: 'Show password' }).click();
    await page.getByRole('button', { name: 'Hide password' }).waitFor();
  } else if (['signup', 'register', 'resetPassword'].includes(name)) {
    // An empty e-mail address is refused by the page's own checks, not by a native submit.
    await page.getByRole('button', { name: /Continue|Send/ }).click();
    await page.getByRole('alert').first().waitFor();
    expect(new URL(page.url()).search).toBe('');
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Pricing' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  }
}

it.each(
  pages.flatMap(({ name, path, titlePath }) =>
    Object.values(viewports).map(
      (viewport) => [name, viewport.width, path, titlePath, viewport] as const,
    ),
  ),
)(
  '%s at %i px: its title, no error while React takes over, no serious axe violation, a screenshot',
  async (name, width, path, titlePath, viewport) => {
    const page = await pageAt(viewport);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await waitForHydration(page);
    if (titlePath) expect(await page.title()).toBe(pageMeta[titlePath].title);
    // Hydration reused the head elements instead of adding a second set.
    expect(await page.locator('title').count()).toBe(1);
    expect(await page.locator('meta[name="description"]').count()).toBeLessThanOrEqual(1);

    // With the cookie banner, as a first visit shows it.
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const allow = page.getByRole('button', { name: cookieBanner.allowLabel });
    if (await allow.isVisible()) {
      await allow.click();
      await allow.waitFor({ state: 'detached' });
    }
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, `page-${name}-${width}`);

    if (viewport === viewports.mobile) await interactWith(page, name);
    expect(errors).toEqual([]);
  },
);
