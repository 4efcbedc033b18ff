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

const LOGGED_OUT = 'You are logged out. Please login again.';
/** Seconds: long enough to see the customer area, short enough to wait for. */
const SESSION_TTL = 5;

let browser: Browser;
let accounts: AccountsApp;

beforeAll(async () => {
  [browser, accounts] = await Promise.all([
    launchBrowser(),
    startAccountsApp({ SESSION_TTL: String(SESSION_TTL) }),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), accounts?.stop()]);
});

describe('the session timer', () => {
  it('logs the person out when the session expires: the notice, then /login', async () => {
    const person = newPerson('expiry');
    await registerThroughApi(accounts, person);
    const page = await openPage(browser);
    await logIn(page, accounts.url, person);
    expect(pathOf(page)).toBe('/customer');
    const expiresIn = Number(await page.evaluate(() => localStorage.getItem('expiresIn')));
    expect(expiresIn - Date.now()).toBeGreaterThan(0);
    expect(expiresIn - Date.now()).toBeLessThanOrEqual(SESSION_TTL * 1000 + 1000);

    await page
      .getByRole('heading', { level: 1, name: 'Customer Login' })
      .waitFor({ timeout: (SESSION_TTL + 5) * 1000 });
    expect(Date.now()).toBeGreaterThanOrEqual(expiresIn);
    expect(pathOf(page)).toBe('/login');
    expect(await page.getByRole('status').filter({ hasText: LOGGED_OUT }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await page.close();
  });

  it('logs out at once when the stored session expired while the browser was closed', async () => {
    const page = await openPage(browser);
    await page.goto(`${accounts.url}/login`);
    await page.evaluate(() => {
      localStorage.setItem('expiresIn', String(Date.now() - 1000));
      localStorage.setItem(
        'user',
        JSON.stringify({ firstName: 'A', lastName: 'B', emailAddress: 'a@b.co', roles: [] }),
      );
      localStorage.setItem('authToken', 'stale-token');
    });
    // Its signed-in cookie expired with it: the server sends the browser to the login page,
    // whose app finds the stale session and ends it.
    await page.goto(`${accounts.url}/customer`);
    await page.getByRole('status').filter({ hasText: LOGGED_OUT }).waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await page.getByRole('heading', { level: 1, name: 'Customer Login' }).isVisible()).toBe(
      true,
    );
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await page.close();
  });
});
