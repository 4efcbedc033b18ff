import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { allPages } from '../../src/services/contract';
import {
  type AccountsApp,
  newPerson,
  pathOf,
  promoteToAdmin,
  registerThroughApi,
  startAccountsApp,
  storeSession,
} from './support/accounts';
import {
  launchBrowser,
  openPage,
  saveScreenshot,
  seriousAccessibilityViolations,
  type Viewport,
  viewports,
} from './support/browser';

/**
 * Every page behind a session, from the page registry, as the person it is for sees it: a
 * customer's pages with a customer's session, the console's with an operator's. A page added
 * to the registry is visited here without a list to remember.
 */
const signedInPages = allPages.filter(
  (page) => page.audience === 'customer' || page.audience === 'operator',
);

let browser: Browser;
let accounts: AccountsApp;
const customer = newPerson('every-page-customer');
const operator = newPerson('every-page-operator');

beforeAll(async () => {
  [browser, accounts] = await Promise.all([launchBrowser(), startAccountsApp()]);
  await registerThroughApi(accounts, customer);
  await registerThroughApi(accounts, operator);
  await promoteToAdmin(accounts, operator);
});
afterAll(async () => {
  await browser?.close();
  await accounts?.stop();
});

/**
 * One signed-in page per person and width, reused from visit to visit (a new page and sign-in
 * per visit cost about three times as much): each visit is still a full load of its address.
 */
const signedInPage = new Map<string, Promise<Page>>();
function pageFor(audience: string, viewport: Viewport): Promise<Page> {
  const key = `${audience} ${viewport.width}`;
  let page = signedInPage.get(key);
  if (!page) {
    page = openPage(browser, viewport).then(async (opened) => {
      await storeSession(opened, accounts.url, audience === 'operator' ? operator : customer);
      return opened;
    });
    signedInPage.set(key, page);
  }
  return page;
}

it.each(
  signedInPages.flatMap((page) =>
    Object.values(viewports).map(
      (viewport) => [page.path, viewport.width, page, viewport] as const,
    ),
  ),
)(
  '%s at %i px: drawn for its person, no error, no serious axe violation, no sideways scroll',
  async (path, width, declared, viewport) => {
    const page = await pageFor(declared.audience, viewport);
    page.removeAllListeners();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await storeSession(page, accounts.url, declared.audience === 'operator' ? operator : customer);
    await page.goto(`${accounts.url}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(pathOf(page)).toBe(path);
    expect(await seriousAccessibilityViolations(page), path).toEqual([]);
    const scrollsSideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(scrollsSideways, `${path} scrolls sideways`).toBe(false);
    await saveScreenshot(page, `signed-in${path.replaceAll('/', '-')}-${width}`);
    expect(errors).toEqual([]);
  },
);
