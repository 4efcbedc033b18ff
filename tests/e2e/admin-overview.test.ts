import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScripts } from '../../server/domain/catalogue';
import { overviewTexts } from '../../src/content/admin/overview';
import {
  endpoints,
  OVERVIEW_DAYS,
  type PaymentConfig,
  PRO_PRICE_USD,
  pagePaths,
} from '../../src/services/contract';
import { formatCents } from '../../src/ui/signed-in/format';
import {
  type AccountsApp,
  logIn,
  newPerson,
  type Person,
  promoteToAdmin,
  registerThroughApi,
  startAccountsApp,
} from './support/accounts';
import {
  launchBrowser,
  openPage,
  saveScreenshot,
  seriousAccessibilityViolations,
  viewports,
} from './support/browser';

const paid = seedScripts.find((script) => script.price !== '0');
const scriptCents = Math.round(Number(paid?.price) * 100);
const monthlyCents = PRO_PRICE_USD.MONTHLY * 100;

/**
 * Follows a checkout link to the built-in test checkout and completes it, as the customer's
 * 'Complete payment' does: the purchase is recorded as paid.
 */
async function payThroughTestCheckout(accounts: AccountsApp, path: string) {
  const started = await fetch(`${accounts.url}${path}`, { redirect: 'manual' });
  expect(started.status, path).toBe(303);
  const checkout = new URL(started.headers.get('location') ?? '', accounts.url);
  const completed = await fetch(checkout, {
    method: 'POST',
    body: new URLSearchParams({ decision: 'complete' }),
    redirect: 'manual',
  });
  expect(completed.status, checkout.pathname).toBe(303);
}

async function contactSupport(accounts: AccountsApp, person: Person) {
  const response = await fetch(`${accounts.url}${endpoints.support}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: person.firstName,
      lastName: person.lastName,
      emailAddress: person.email,
      phoneCode: '+1',
      phoneNumber: '5550100',
      reasonToContact: 'How do I run a script on two accounts?',
    }),
  });
  expect(response.status).toBe(200);
}

/** A figure's card: its label (the term) and its value (the first definition). */
async function figure(page: Page, key: keyof typeof overviewTexts.figures) {
  const card = page.getByTestId(`figure-${key}`);
  return {
    label: await card.getByRole('term').textContent(),
    value: await card.getByRole('definition').first().textContent(),
  };
}

/** Issue 17, point 2: the operator's figures and the 30-day chart, with real data behind them. */
describe('the console overview in the browser', () => {
  let browser: Browser;
  let accounts: AccountsApp;
  const operator = newPerson('operator');
  const buyer = newPerson('buyer');
  const subscriber = newPerson('subscriber');

  beforeAll(async () => {
    if (!paid) throw new Error('the seed needs a paid script');
    [browser, accounts] = await Promise.all([launchBrowser(), startAccountsApp()]);
    for (const person of [operator, buyer, subscriber]) await registerThroughApi(accounts, person);
    await promoteToAdmin(accounts, operator);

    const script = new URLSearchParams({ emailAddress: buyer.email, product: paid.scriptName });
    await payThroughTestCheckout(accounts, `${endpoints.payment.scriptCheckout}?${script}`);
    const config = (await (
      await fetch(`${accounts.url}${endpoints.payment.config}`)
    ).json()) as PaymentConfig;
    const plan = new URLSearchParams({
      priceId: config.prices.monthly,
      emailAddress: subscriber.email,
      returnUrl: pagePaths.customer.accounts,
    });
    await payThroughTestCheckout(accounts, `${endpoints.payment.subscriptionCheckout}?${plan}`);
    await contactSupport(accounts, buyer);
  });
  afterAll(async () => {
    await browser?.close();
    await accounts?.stop();
  });

  it('shows each figure, the chart and its table, at 1280 and at 375 px', async () => {
    const page = await openPage(browser, viewports.desktop);
    await logIn(page, accounts.url, operator);
    await page.goto(`${accounts.url}${pagePaths.admin.overview}`);
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();

    const texts = overviewTexts.figures;
    // Customers leave the operator out; the subscriber paid the full month (no promo code).
    await page.getByTestId('figure-customers').getByText('2', { exact: true }).waitFor();
    expect(await figure(page, 'customers')).toEqual({ label: texts.customers.label, value: '2' });
    expect(await figure(page, 'proSubscribers')).toEqual({
      label: texts.proSubscribers.label,
      value: '1',
    });
    expect(await figure(page, 'monthlyRecurringRevenue')).toEqual({
      label: texts.monthlyRecurringRevenue.label,
      value: formatCents(monthlyCents),
    });
    expect(await figure(page, 'scriptsSold')).toEqual({
      label: texts.scriptsSold.label,
      value: '1',
    });
    await page.getByText(texts.scriptsSold.help(formatCents(scriptCents))).waitFor();
    expect(await figure(page, 'revenue')).toEqual({
      label: texts.revenue.label,
      value: formatCents(scriptCents + monthlyCents),
    });
    expect(await figure(page, 'openRequests')).toEqual({
      label: texts.openRequests.label,
      value: '0',
    });
    expect(await figure(page, 'unansweredSupport')).toEqual({
      label: texts.unansweredSupport.label,
      value: '1',
    });

    // The chart: one image named by its title, with today's bar and the revenue line drawn.
    const chart = page.getByRole('img', { name: overviewTexts.chart.title });
    await chart.locator('.recharts-bar-rectangle path').first().waitFor();
    expect(await chart.locator('.recharts-line path').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'admin-overview-1280');

    // The same numbers as a table, behind its disclosure: one row per day.
    await page.getByText(overviewTexts.chart.tableSummary).click();
    const table = page.getByRole('table', { name: overviewTexts.chart.title });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(OVERVIEW_DAYS);
    expect(await table.locator('tbody tr').last().textContent()).toContain(
      formatCents(scriptCents + monthlyCents),
    );
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // On a phone the figures stack and the chart fits the width: nothing scrolls sideways.
    await page.setViewportSize(viewports.mobile);
    await page.waitForFunction(
      (width) => (document.querySelector('.recharts-surface')?.clientWidth ?? width) < width,
      viewports.mobile.width,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
      viewports.mobile.width,
    );
    // The table's three columns fit too, with no scrolling inside its frame.
    expect(
      await table.evaluate((element) => {
        const frame = element.parentElement as HTMLElement;
        return frame.scrollWidth <= frame.clientWidth;
      }),
    ).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'admin-overview-375');
    await page.context().close();
  });
});
