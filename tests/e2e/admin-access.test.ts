import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSections } from '../../src/content/admin-navigation';
import { pagePaths } from '../../src/services/contract';
import {
  type AccountsApp,
  logIn,
  newPerson,
  pathOf,
  promoteToAdmin,
  registerThroughApi,
  startAccountsApp,
} from './support/accounts';
import { launchBrowser, openPage, viewports } from './support/browser';

/** Issue 17, point 1: the console and its sidebar item are for operators only. */
describe('the operator console in the browser', () => {
  let browser: Browser;
  let accounts: AccountsApp;
  const operator = newPerson('operator');
  const customer = newPerson('customer');

  beforeAll(async () => {
    [browser, accounts] = await Promise.all([launchBrowser(), startAccountsApp()]);
    await registerThroughApi(accounts, operator);
    await registerThroughApi(accounts, customer);
    await promoteToAdmin(accounts, operator);
  });
  afterAll(async () => {
    await browser?.close();
    await accounts?.stop();
  });

  it("shows a customer no 'Operations' item and sends them away from /admin", async () => {
    const page = await openPage(browser, viewports.desktop);
    await logIn(page, accounts.url, customer);
    const menu = page.getByRole('navigation', { name: 'Customer' });
    await menu.getByRole('link', { name: 'Settings' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Operations' }).count()).toBe(0);
    await page.goto(`${accounts.url}${pagePaths.admin.customers}`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(pathOf(page)).toBe(pagePaths.customer.area);
    await page.close();
  });

  for (const viewport of Object.values(viewports)) {
    it(`takes an operator through every section in the same frame at ${viewport.width} px`, async () => {
      const page = await openPage(browser, viewport);
      await logIn(page, accounts.url, operator);
      const sidebarToggle = page.getByRole('button', { name: 'Expand sidebar' });
      if (await sidebarToggle.isVisible()) await sidebarToggle.click();
      await page
        .getByRole('navigation', { name: 'Customer' })
        .getByRole('link', { name: 'Operations' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
      const sections = page.getByRole('navigation', { name: 'Operations' });
      for (const section of adminSections) {
        await sections.getByRole('link', { name: section.label, exact: true }).click();
        await page.getByRole('heading', { level: 1, name: section.label }).waitFor();
        expect(pathOf(page)).toBe(section.path);
        expect(
          await sections
            .getByRole('link', { name: section.label, exact: true })
            .getAttribute('aria-current'),
        ).toBe('page');
        // Each section's axe check and screenshot, at both widths, are every-signed-in-page's.
      }
      await page.close();
    });
  }
});
