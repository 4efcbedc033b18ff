import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsApp,
  logIn,
  newPerson,
  pathOf,
  registerThroughApi,
  startAccountsApp,
} from './support/accounts';
import { launchBrowser, openPage } from './support/browser';

const REFRESH = '**/api/v2/auth/refresh';

let browser: Browser;
let accounts: AccountsApp;

beforeAll(async () => {
  [browser, accounts] = await Promise.all([launchBrowser(), startAccountsApp()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), accounts?.stop()]);
});

/**
 * Issue 32, point 4: a token is refreshed once, and the old one keeps a minute. A page that goes
 * away while the answer is on its way loses the new token; it must not sign the person out.
 */
describe('a refresh whose answer the page never got', () => {
  it.each([
    ['reloaded, asking again as it opens', '/customer/accounts'],
    ['left for a page that does not refresh', '/customer'],
  ])('keeps the person signed in when the page is %s', async (_, next) => {
    const person = newPerson('refresh');
    await registerThroughApi(accounts, person);
    const page = await openPage(browser);
    await logIn(page, accounts.url, person);
    const oldToken = await page.evaluate(() => localStorage.getItem('authToken'));

    // Accounts refreshes the token as it opens: the server answers, the page never hears it.
    let answered: (token: string) => void = () => {};
    const made = new Promise<string>((resolve) => {
      answered = resolve;
    });
    await page.route(REFRESH, async (route) => {
      const response = await route.fetch();
      answered(((await response.json()) as { authToken: string }).authToken);
    });
    await page.goto(`${accounts.url}/customer/accounts`);
    const newToken = await made;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto(`${accounts.url}${next}`);

    // The page asks again with the browser's key and is given the same new token.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('authToken')), { timeout: 10_000 })
      .toBe(newToken);
    expect(pathOf(page)).toBe(next);
    expect(await page.evaluate(() => localStorage.getItem('refreshingToken'))).toBeNull();

    // Anyone else refreshing the old token is refused: it forks into nothing.
    const again = await fetch(`${accounts.url}/api/v2/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ authToken: oldToken }),
    });
    expect(again.status).toBe(401);
    await page.close();
  });
});
