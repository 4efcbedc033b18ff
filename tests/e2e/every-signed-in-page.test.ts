import type { Browser } from 'playwright-core';
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
  await promoteToAdmin(accounts, operator.email);
});
afterAll(async () => {
  await browser?.close();
  await accounts?.stop();
});

it.each(
  signedInPages.flatMap((page) =>
    Object.values(viewports).map(
      (viewport) => [page.path, viewport.width, page, viewport] as const,
    ),
  ),
)(
  '%s at %i px: drawn for its person, no error, no serious axe violation, no sideways scroll',
  async (path, width, declared, viewport) => {
    const page = await openPage(browser, viewport);
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
    await page.context().close();
  },
);
