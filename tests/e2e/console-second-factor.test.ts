import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_APP_CODE_MESSAGE } from '../../server/routes/second-factor';
import { confirmedActionTexts, secondFactorNeededTexts } from '../../src/content/admin/common';
import { customerActions } from '../../src/content/admin/customers';
import { pagePaths } from '../../src/services/contract';
import { pageRegistry } from '../../src/services/page-registry';
import { runCliProcess } from '../server/support/cli-process';
import {
  type AccountsApp,
  browserSession,
  newPerson,
  registerThroughApi,
  startAccountsApp,
  storeSessionIn,
} from './support/accounts';
import { nextTotpCode, setUpAuthenticator } from './support/authenticator';
import { launchBrowser, openPage, saveScreenshot, viewports } from './support/browser';

/**
 * The console's second factor (issue 35). An operator without one is led to set it up. Sudo
 * mode: a weighty action from a session whose second factor is
 * over 10 minutes old (here: a session that began before the authenticator app was set up, so
 * it never gave one) is refused by the server, and the confirmation asks for a code, then the
 * action runs.
 */
let browser: Browser;
let accounts: AccountsApp;
const operator = newPerson('sudo-operator');
const customer = newPerson('sudo-customer');
/** An operator who has not set up a second factor yet. */
const newOperator = newPerson('new-operator');

async function promoteWithoutFactor(person: { email: string }) {
  const promoted = await runCliProcess('admin.ts', ['promote', person.email], {
    env: { DATA_DIR: accounts.app.dataDir },
  });
  expect(promoted.code, promoted.stderr).toBe(0);
}

beforeAll(async () => {
  [browser, accounts] = await Promise.all([launchBrowser(), startAccountsApp()]);
  await registerThroughApi(accounts, operator);
  await registerThroughApi(accounts, customer);
  await registerThroughApi(accounts, newOperator);
  await promoteWithoutFactor(operator);
  await promoteWithoutFactor(newOperator);
});
afterAll(async () => {
  await browser?.close();
  await accounts?.stop();
});

describe('an operator without a second factor', () => {
  it('is led from the console to the Security page', async () => {
    const page = await openPage(browser, viewports.desktop);
    await storeSessionIn(page, accounts.url, await browserSession(accounts.url, newOperator));
    await page.goto(`${accounts.url}${pagePaths.admin.customers}`);
    await page.getByRole('heading', { name: secondFactorNeededTexts.heading }).waitFor();
    // Nothing of the console's data shows: the server refused it all.
    expect(await page.getByRole('table').count()).toBe(0);
    await saveScreenshot(page, 'console-second-factor-needed-1280');
    await page.setViewportSize(viewports.mobile);
    // The lead fits a phone's column: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
      viewports.mobile.width,
    );
    await saveScreenshot(page, 'console-second-factor-needed-375');
    await page.setViewportSize(viewports.desktop);
    await page.getByRole('link', { name: secondFactorNeededTexts.action }).click();
    await page.waitForURL((url) => url.pathname === pageRegistry.customerSecurity.path);
    await page.context().close();
  });
});

describe('a weighty console action with an old second factor', () => {
  it('asks for a code in its confirmation, refuses a wrong one, then runs with a right one', async () => {
    // Signed in with the password alone, then the app set up: the console opens, sudo does not.
    const staleSession = await browserSession(accounts.url, operator);
    await setUpAuthenticator(accounts.url, operator);
    const page = await openPage(browser, viewports.desktop);
    await storeSessionIn(page, accounts.url, staleSession);

    await page.goto(`${accounts.url}${pagePaths.admin.customers}`);
    await page.getByLabel('Search by e-mail or name').fill(customer.email);
    await page.getByRole('row').filter({ hasText: customer.email }).getByRole('link').click();
    await page.getByRole('heading', { name: 'Actions' }).waitFor();
    const until = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await page.getByLabel(customerActions.untilLabel).fill(until);
    await page.getByRole('button', { name: customerActions.grantPro, exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    const confirmLabel = customerActions.confirm.grantPro('', '').confirmLabel;
    await dialog.getByRole('button', { name: confirmLabel }).click();

    const texts = confirmedActionTexts.secondFactor;
    await dialog.getByText(texts.title).waitFor();
    const code = dialog.getByLabel(texts.code);
    await expect.poll(() => code.evaluate((input) => input === document.activeElement)).toBe(true);
    await saveScreenshot(page, 'sudo-mode-code-1280');
    await page.setViewportSize(viewports.mobile);
    await saveScreenshot(page, 'sudo-mode-code-375');
    await page.setViewportSize(viewports.desktop);

    await code.fill('000000');
    await code.press('Enter');
    // The field says why, and the dialog stays for another try.
    await dialog.getByText(WRONG_APP_CODE_MESSAGE).waitFor();
    expect(await dialog.getByText(texts.title).count()).toBe(1);
    await saveScreenshot(page, 'sudo-mode-wrong-code-1280');

    await code.fill(await nextTotpCode(operator.email));
    await dialog.getByRole('button', { name: confirmLabel }).click();
    await page.getByText(customerActions.notices.grantPro).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Given now, the next weighty action runs without asking again.
    await page.getByRole('button', { name: customerActions.lock, exact: true }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: customerActions.confirm.lock('').confirmLabel })
      .click();
    await page.getByText(customerActions.notices.lock).waitFor();
    await page.context().close();
  });
});
