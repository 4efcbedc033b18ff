import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { cookieBanner } from '../../src/content/cookie-banner';
import { installationAfterDownloadPath } from '../../src/content/navigation';
import { pageMeta } from '../../src/content/page-meta';
import { pagePaths } from '../../src/services/contract';
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

/**
 * Every page a visitor reaches without an account, by its screenshot name. One visit per page
 * and width checks all of what follows, so the suite pays for each page load once.
 */
const pages: Array<[name: string, path: string, titlePath?: keyof typeof pageMeta]> = [
  ['home', pagePaths.home, pagePaths.home],
  ['demo', pagePaths.installation, pagePaths.installation],
  ['demo-from-download', installationAfterDownloadPath, pagePaths.installation],
  ['pricing', pagePaths.pricing, pagePaths.pricing],
  ['download', pagePaths.download, pagePaths.download],
  ['contact', pagePaths.contact, pagePaths.contact],
  ['about', pagePaths.about, pagePaths.about],
  ['terms', pagePaths.terms, pagePaths.terms],
  ['privacy', pagePaths.privacy, pagePaths.privacy],
  ['login', pagePaths.login, pagePaths.login],
  ['signup', pagePaths.signup, pagePaths.signup],
  ['reset-password', pagePaths.resetPassword, pagePaths.resetPassword],
  // A visitor without a session is sent on to log in: that page, reached through the guard.
  ['customer-signed-out', pagePaths.customer.area, pagePaths.login],
];

/** A page per width, reused from visit to visit; each visit is still a first one. */
const pageAt = reusablePages(() => browser);

/** One interaction per page that only works once React handles it. */
async function interactWith(page: Page, name: string) {
  if (name === 'login' || name === 'customer-signed-out') {
    await page.getByRole('button', { name: 'Show password' }).click();
    await page.getByRole('button', { name: 'Hide password' }).waitFor();
  } else if (name === 'signup' || name === 'reset-password') {
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
  pages.flatMap(([name, path, titlePath]) =>
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
