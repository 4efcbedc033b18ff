import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePolicy } from '../../server/http/security-headers';
import { defaultExternalLinks } from '../../src/content/links';
import { scheduling } from '../../src/content/scheduling';
import {
  type AccountsApp,
  logIn,
  newPerson,
  registerThroughApi,
  startAccountsApp,
} from './support/accounts';
import { launchBrowser, openPage } from './support/browser';

/**
 * The content security policy in a real browser: every page, the scheduling popup, the
 * tutorial video, the customer area and the built-in test checkout run without a single
 * violation. The third-party sites cannot be reached from here, so their frames fail to load,
 * but the policy must allow them to be asked for.
 */
let browser: Browser;
let accounts: AccountsApp;
const person = newPerson('csp');

beforeAll(async () => {
  accounts = await startAccountsApp();
  browser = await launchBrowser();
  await registerThroughApi(accounts, person);
});
afterAll(async () => {
  await browser?.close();
  await accounts?.stop();
});

type Violation = { directive: string; blocked: string; source: string };

/** A page that records every CSP violation of our document, from events and the console. */
async function watchedPage(): Promise<{ page: Page; violations: () => Promise<unknown[]> }> {
  const page = await openPage(browser);
  await page.context().addInitScript(() => {
    if (window !== window.top) return;
    localStorage.setItem('cookieDisclaimerDismissed', 'true');
    const seen: Violation[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      }),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      console.push(message.text());
    }
  });
  return {
    page,
    violations: async () => [
      ...(await page.evaluate(
        () => (window as unknown as { cspViolations?: unknown[] }).cspViolations ?? [],
      )),
      ...console,
    ],
  };
}

async function open(page: Page, path: string) {
  const response = await page.goto(`${accounts.url}${path}`);
  expect(response?.headers()['content-security-policy']).toBe(pagePolicy(defaultExternalLinks));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

describe('the content security policy in the browser', () => {
  it('lets the public pages, the scheduling popup and the tutorial video run', async () => {
    const { page, violations } = await watchedPage();
    await open(page, '/');
    await page.getByRole('heading', { name: 'Trusted by Algo-Traders' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Schedule a call' }).click();
    await page.getByRole('dialog', { name: scheduling.dialogTitle }).locator('iframe').waitFor();
    // Give the frame a moment to be asked for: a blocked frame reports then.
    await page.waitForTimeout(500);
    expect(await violations()).toEqual([]);

    await open(page, '/demo');
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Play the setup tutorial video' })
      .click();
    await page
      .getByRole('dialog', { name: /setup tutorial/ })
      .locator('iframe')
      .waitFor();
    await page.waitForTimeout(500);
    expect(await violations()).toEqual([]);

    for (const path of ['/contact-us', '/pricing', '/login', '/signup']) {
      await open(page, path);
      expect(await violations(), path).toEqual([]);
    }
    await page.close();
  });

  it('lets the customer area and the built-in test checkout run', async () => {
    const { page, violations } = await watchedPage();
    await logIn(page, accounts.url, person);
    for (const path of ['/customer/script-store', '/customer/accounts', '/customer/chat']) {
      await page.goto(`${accounts.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    expect(await violations()).toEqual([]);

    const query = new URLSearchParams({
      priceId: 'price_local_monthly',
      emailAddress: person.email,
      returnUrl: '/customer/accounts',
    });
    await page.goto(`${accounts.url}/api/v2/payment/subscription/checkout-session?${query}`);
    await page.getByText('TEST MODE').waitFor();
    expect(await violations()).toEqual([]);
    // Its form posts to this origin and comes back to the portal.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/customer\/accounts/);
    expect(await violations()).toEqual([]);
    await page.close();
  });
});
