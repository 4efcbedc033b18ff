import { simpleParser } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScripts } from '../../server/domain/catalogue';
import { freePort, type RunningApp, startApp } from './support/app-server';
import { launchBrowser, openPage, saveScreenshot, viewports } from './support/browser';

const EMAIL = 'pro.buyer@example.com';
const PASSWORD = 'Secret123';
const PRO_ROLE = 'ROLE_PRO_SUBSCRIBED_CUSTOMER';
const paid = seedScripts.find((script) => script.price !== '0');

let browser: Browser;
let app: RunningApp;
let sink: SMTPServer;
const mails: Array<{ to: string; text: string }> = [];

/** This suite runs its own app, with an SMTP sink to read the sign-up code from. */
beforeAll(async () => {
  const smtpPort = await freePort();
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
          mails.push({ to, text: parsed.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  sink.on('error', () => {});
  await new Promise<void>((resolve) => sink.listen(smtpPort, '127.0.0.1', resolve));
  app = await startApp({
    STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  });
  browser = await launchBrowser();
  await register();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await new Promise<void>((resolve) => (sink ? sink.close(() => resolve()) : resolve()));
});

async function api(path: string, body: unknown) {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return response.json();
}

async function register() {
  const person = { emailAddress: EMAIL, firstName: 'Grace', lastName: 'Hopper' };
  await api('/api/v2/auth/verification/send', { ...person, type: 'REGISTRATION' });
  let code: string | undefined;
  for (let tries = 0; tries < 50 && !code; tries += 1) {
    code = mails.find((mail) => mail.to.includes(EMAIL))?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await api('/api/v2/auth/register', {
    ...person,
    verificationCode: code,
    referrerDetails: 'A friend',
    password: PASSWORD,
    termsAccepted: true,
  });
}

async function logIn(page: Page) {
  await page.goto(`${app.url}/login`);
  await page.locator('input[name="username"]').fill(EMAIL);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/customer/);
}

const cancelButton = (page: Page) =>
  page.getByRole('button', { name: 'Cancel Subscription', exact: true });

const storedRoles = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}').roles ?? []) as string[]);

describe('payments in the browser', () => {
  it('subscribes with the promo code, upgrades, cancels, reinstates, buys a script', async () => {
    if (!paid) throw new Error('the seed needs a paid script');
    const page = await openPage(browser, viewports.desktop);
    await logIn(page);

    await page.goto(`${app.url}/customer/accounts`);
    await page.getByRole('heading', { name: 'Account Dashboard' }).waitFor();
    await page.getByText('FIRSTMONTHFREE').waitFor();
    await screenshotAtBothWidths(page, 'payments-accounts-none');
    await page.getByRole('button', { name: 'Subscribe monthly' }).click();

    await page.getByText('TEST MODE').waitFor();
    expect(await page.locator('input[type="password"], input[name*="card" i]').count()).toBe(0);
    await saveScreenshot(page, 'payments-test-checkout-1280');
    await page.setViewportSize(viewports.mobile);
    await saveScreenshot(page, 'payments-test-checkout-375');
    await page.setViewportSize(viewports.desktop);
    await page.getByLabel('Promo code (optional)').fill('FIRSTMONTHFREE');
    await page.getByRole('button', { name: 'Complete payment' }).click();

    // Back with refresh=true: the token is refreshed once and the query removed.
    await page.getByTestId('subscription-status').getByText('Status: active').waitFor();
    await page.waitForURL((url) => !url.search.includes('refresh'));
    expect(new URL(page.url()).pathname).toBe('/customer/accounts');
    // The session is written by the session's own actor, which may follow the page's by a tick.
    await expect.poll(() => storedRoles(page), { timeout: 5000 }).toContain(PRO_ROLE);
    await screenshotAtBothWidths(page, 'payments-accounts-active');

    await page.getByRole('button', { name: 'Upgrade to Annual Subscription' }).click();
    await page.getByRole('alertdialog').getByText('additional charge').waitFor();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('heading', { name: 'Schedule Info' }).waitFor();
    await screenshotAtBothWidths(page, 'payments-accounts-scheduled');

    await page.goto(`${app.url}/customer/settings`);
    await page.getByRole('heading', { name: 'Purchase Info' }).waitFor();
    await cancelButton(page).click();
    await page.getByRole('button', { name: 'No, Keep Subscription' }).waitFor();
    await page.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await page.getByText('Your subscription is cancelled').waitFor();
    // Nothing is left to cancel: the button goes once the page has reloaded.
    await cancelButton(page).waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Purchase history' }).waitFor();
    await screenshotAtBothWidths(page, 'payments-settings-cancelled');
    await page.reload();
    await page.getByRole('table', { name: 'Purchase history' }).waitFor();
    expect(await cancelButton(page).count()).toBe(0);

    await page.goto(`${app.url}/customer/accounts`);
    await page.getByTestId('subscription-status').getByText('Status: cancelled').waitFor();
    await screenshotAtBothWidths(page, 'payments-accounts-cancelled');
    await page.getByRole('button', { name: 'Reinstate Subscription' }).click();
    await page.getByRole('alertdialog').getByText('additional cost').waitFor();
    await page.getByRole('button', { name: 'Reinstate', exact: true }).click();
    await page.getByTestId('subscription-status').getByText('Status: active').waitFor();

    // A paid script through the test checkout: then it is purchased, with its content.
    const query = new URLSearchParams({ emailAddress: EMAIL, product: paid.scriptName });
    await page.goto(`${app.url}/api/v2/payment/checkout-session?${query}`);
    await page.getByText('TEST MODE').waitFor();
    await page.getByRole('button', { name: 'Complete payment' }).click();
    await page.waitForURL(/\/customer\/script-store$/);
    const detail = await page.evaluate(async (name) => {
      const response = await fetch(`/api/v2/store/script/details/${encodeURIComponent(name)}`, {
        headers: { authorization: `Bearer ${localStorage.getItem('authToken')}` },
      });
      return { status: response.status, body: await response.json() };
    }, paid.scriptName);
    expect(detail.status).toBe(200);
    expect(detail.body.isPurchased).toBe(true);
    expect(detail.body.contentLink).not.toBe('');
    // On screen: the card now offers Get Info, which opens the script with its content.
    await page.getByLabel(`Get Info: ${paid.scriptName}`).click();
    await page.getByTestId('script-content').waitFor();

    // Reinstated, the subscription can be cancelled again.
    await page.goto(`${app.url}/customer/settings`);
    const rows = page.getByRole('table', { name: 'Purchase history' }).locator('tbody tr');
    await rows.first().waitFor();
    await cancelButton(page).waitFor();
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain(paid.scriptName);
    expect(await rows.nth(1).textContent()).toContain('first month free');
    expect(await rows.nth(1).textContent()).toContain('$0.00');
    await saveScreenshot(page, 'payments-settings-1280');

    await page.setViewportSize(viewports.mobile);
    await saveScreenshot(page, 'payments-settings-375');
    await page.context().close();
  });
});

/**
 * The same screen at 1280 px and at 375 px, then back to the desktop width with the sidebar
 * open again. Narrowed to a phone's width, the sidebar closes itself.
 */
async function screenshotAtBothWidths(page: Page, name: string) {
  await saveScreenshot(page, `${name}-1280`);
  await page.setViewportSize(viewports.mobile);
  await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
  await saveScreenshot(page, `${name}-375`);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await page.setViewportSize(viewports.desktop);
}
