import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityPage as texts } from '../../src/content/security';
import { accountPaths, pagePaths } from '../../src/services/contract';
import {
  type AccountsApp,
  newPerson,
  pathOf,
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
 * The Security page (issue 35) in Chromium: drawn at both widths without a serious axe
 * violation; another session signed out from it and refused by the server at once; the data
 * downloaded as one JSON file; the account closed, after which it cannot sign in.
 */
const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

let accounts: AccountsApp;
let browser: Browser;

beforeAll(async () => {
  [accounts, browser] = await Promise.all([startAccountsApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await accounts?.stop();
});

async function securityPageOf(person: ReturnType<typeof newPerson>, viewport = viewports.desktop) {
  const page = await openPage(browser, viewport);
  await storeSession(page, accounts.url, person);
  await page.goto(`${accounts.url}${pagePaths.customer.security}`);
  await page.getByRole('heading', { level: 1, name: texts.title }).waitFor();
  await page.getByRole('list', { name: texts.sessions.listLabel }).waitFor();
  return page;
}

const sessionsWith = (token: string) =>
  fetch(`${accounts.url}${accountPaths.sessions}`, {
    headers: { authorization: `Bearer ${token}` },
  });

describe('the Security page', () => {
  it.each(Object.entries(viewports))('is drawn at %s width, axe clean', async (_name, viewport) => {
    const person = newPerson('security-look');
    await registerThroughApi(accounts, person);
    const page = await securityPageOf(person, viewport);
    for (const card of [texts.password, texts.email, texts.sessions, texts.data]) {
      await expect(
        page.getByRole('heading', { level: 2, name: card.title }).isVisible(),
      ).resolves.toBe(true);
    }
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(sideways).toBe(false);
    await saveScreenshot(page, `security-${viewport.width}`);
    await page.screenshot({ path: `/tmp/security-${viewport.width}.png`, fullPage: true });
    await page.context().close();
  });

  it('signs out another session, which the server refuses at once', async () => {
    const person = newPerson('security-sessions');
    await registerThroughApi(accounts, person);
    // Another browser: Firefox on Windows, as its User-Agent says.
    const login = await fetch(`${accounts.url}/api/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': FIREFOX_ON_WINDOWS },
      body: JSON.stringify({ username: person.email, password: person.password }),
    });
    const otherToken = String(((await login.json()) as { authToken: string }).authToken);
    expect((await sessionsWith(otherToken)).status).toBe(200);
    const page = await securityPageOf(person);
    const list = page.getByRole('list', { name: texts.sessions.listLabel });
    const before = await list.getByRole('listitem').count();
    await expect(list.getByText(texts.sessions.thisBrowser).isVisible()).resolves.toBe(true);
    const signOutFirefox = list.getByRole('button', { name: 'Sign out Firefox on Windows' });
    await signOutFirefox.click();
    await page.getByText(texts.sessions.signedOut).waitFor();
    // The list is read again: Firefox is gone from it.
    await signOutFirefox.waitFor({ state: 'detached' });
    await expect(list.getByRole('listitem').count()).resolves.toBe(before - 1);
    expect((await sessionsWith(otherToken)).status).toBe(401);
    await page.context().close();
  });

  it('downloads the data as one JSON file', async () => {
    const person = newPerson('security-export');
    await registerThroughApi(accounts, person);
    const page = await securityPageOf(person);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: texts.data.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^signalhand-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8'));
    expect(data.account).toMatchObject({ emailAddress: person.email, firstName: person.firstName });
    expect(data.sessions.length).toBeGreaterThan(0);
    await page.getByText(texts.data.downloaded).waitFor();
    await page.context().close();
  });

  it('closes the account with the password: signed out, and it cannot sign in again', async () => {
    const person = newPerson('security-close');
    await registerThroughApi(accounts, person);
    const page: Page = await securityPageOf(person, viewports.mobile);
    await page.getByRole('button', { name: texts.data.close, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: texts.data.confirmTitle });
    await dialog.waitFor();
    await dialog.getByLabel(texts.data.password).fill('Not9TheOne');
    await dialog.getByRole('button', { name: texts.data.confirmClose }).click();
    await dialog.getByText('Your password is not right.').waitFor();
    await page.screenshot({ path: '/tmp/security-close-375.png' });
    await dialog.getByLabel(texts.data.password).fill(person.password);
    await dialog.getByRole('button', { name: texts.data.confirmClose }).click();
    await page.waitForURL((url) => url.pathname === pagePaths.login);
    expect(pathOf(page)).toBe(pagePaths.login);
    const login = await fetch(`${accounts.url}/api/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: person.email, password: person.password }),
    });
    expect(login.status).toBe(401);
    await page.context().close();
  });
});
