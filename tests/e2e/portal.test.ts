import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSession } from './support/accounts';
import { type RunningApp, startApp } from './support/app-server';
import {
  launchBrowser,
  openPage,
  reusablePages,
  saveScreenshot,
  seriousAccessibilityViolations,
  type Viewport,
  viewports,
} from './support/browser';
import { waitForHydration } from './support/hydration';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink';

const SUPPORT = 'support@signalhand.test';
const CUSTOMER = {
  email: 'ada@example.com',
  password: 'Secret123',
  first: 'Ada',
  last: 'Lovelace',
};
/** From the seed: page 1 (newest 10) holds both; the first is free, the second paid. */
const FREE_SCRIPT = 'RSI Reversal Scout';
const PAID_SCRIPT = 'EMA Crossover Pro';

let browser: Browser;
let sink: SmtpSink;
let app: RunningApp;

async function api(path: string, body: unknown) {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Signs the customer up the way the wizard does, reading the code from the mail. */
async function createCustomer() {
  await api('/api/v2/auth/verification/send', {
    emailAddress: CUSTOMER.email,
    firstName: CUSTOMER.first,
    lastName: CUSTOMER.last,
    type: 'REGISTRATION',
  });
  const mail = await sink.waitFor(CUSTOMER.email, (m) => /\b\d{6}\b/.test(m.text));
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  await api('/api/v2/auth/register', {
    emailAddress: CUSTOMER.email,
    firstName: CUSTOMER.first,
    lastName: CUSTOMER.last,
    verificationCode: code,
    referrerDetails: 'A friend',
    password: CUSTOMER.password,
    termsAccepted: true,
  });
}

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startApp({
    STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
    SMTP_URL: sink.url,
    SUPPORT_EMAIL: SUPPORT,
  });
  browser = await launchBrowser();
  await createCustomer();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await sink?.stop();
});

// Each page of the registry as first drawn (dashboard, store, contact) is checked by axe and
// for sideways scrolling at both widths in every-signed-in-page; here, the states only a
// journey reaches (a detail, a dialog, a failure).

/** A page per width, reused from test to test (its storage, so its session, cleared). */
const pageAt = reusablePages(() => browser);

/** A page signed in as the customer. */
async function signedIn(path: string, viewport: Viewport = viewports.desktop): Promise<Page> {
  const page = await pageAt(viewport);
  await storeSession(page, app.url, CUSTOMER);
  await page.goto(`${app.url}${path}`);
  // The app shell shows the dashboard's heading before the app runs: wait for the app's.
  await waitForHydration(page);
  return page;
}

/** Counts the list calls the page makes (`GET /api/v2/store/script`). */
function countListCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v2/store/script') calls.push(url.search);
  });
  return calls;
}

const cards = (page: Page) => page.getByTestId('script-card');
const sidebarItem = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Customer' }).getByRole('link', { name });

async function noHorizontalScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

describe('the customer layout', () => {
  it('logs in through the login page and lands on the dashboard with four groups', async () => {
    const page = await openPage(browser);
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.locator('input[name="password"]').fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/customer');
    for (const group of ['Installation', 'Trading Actions', 'Information', 'Account']) {
      expect(await page.getByRole('heading', { level: 2, name: group }).isVisible()).toBe(true);
    }
    for (const link of ['Download', 'Contact Support', 'Script Store', 'AI Chat', 'Accounts']) {
      expect(await page.getByRole('main').getByRole('link', { name: link }).count()).toBe(1);
    }
    expect(await page.getByTestId('sidebar-user-name').textContent()).toBe('Ada Lovelace');
    expect(await sidebarItem(page, 'Dashboard').getAttribute('aria-current')).toBe('page');
    expect(await sidebarItem(page, 'AI Chat').textContent()).toContain('PRO');
    await saveScreenshot(page, 'portal-dashboard-1280');

    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.getByRole('heading', { name: 'Customer Login' }).waitFor();
    await page.close();
  });

  it('marks the item of the second path segment, the dashboard for unknown paths', async () => {
    const page = await signedIn('/customer/dashboard');
    const expected: Array<[string, string]> = [
      ['/customer/script-store', 'Script Store'],
      ['/customer/chat', 'AI Chat'],
      ['/customer/accounts', 'Accounts'],
      ['/customer/contact-us', 'Contact Us'],
      ['/customer/settings', 'Settings'],
      ['/customer/no-such-page', 'Dashboard'],
      ['/customer', 'Dashboard'],
    ];
    for (const [path, item] of expected) {
      await page.goto(`${app.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Accounts and Settings refresh the token as they open: leaving mid-call would lose it.
      await page.waitForLoadState('networkidle');
      const current = page.locator('nav[aria-label="Customer"] [aria-current="page"]');
      expect(await current.count(), path).toBe(1);
      expect(await current.textContent(), path).toContain(item);
    }
    expect(await page.getByRole('heading', { level: 1, name: 'Dashboard' }).isVisible()).toBe(true);
  });

  it('collapses the sidebar to 5rem and expands it to 13rem', async () => {
    const page = await signedIn('/customer');
    const sidebar = page.locator('#customer-sidebar');
    expect((await sidebar.boundingBox())?.width).toBe(208);
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.waitForFunction(
      () => document.getElementById('customer-sidebar')?.getBoundingClientRect().width === 80,
    );
    expect(await page.getByTestId('sidebar-user-name').count()).toBe(0);
    await sidebarItem(page, 'Script Store').click();
    await page.getByRole('heading', { level: 1, name: 'Script Store' }).waitFor();
    expect(await sidebarItem(page, 'Script Store').getAttribute('aria-current')).toBe('page');
    expect(
      await page.getByRole('button', { name: 'Expand sidebar' }).getAttribute('aria-expanded'),
    ).toBe('false');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.waitForFunction(
      () => document.getElementById('customer-sidebar')?.getBoundingClientRect().width === 208,
    );
  });

  it('closes the open sidebar when the window narrows to phone width', async () => {
    const page = await signedIn('/customer');
    expect(
      await page.getByRole('button', { name: 'Collapse sidebar' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    expect(
      await page.getByRole('button', { name: 'Expand sidebar' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });
});

describe('the script store', () => {
  it('pages through the store and back, fetching each page once', async () => {
    const page = await openPage(browser);
    const calls = countListCalls(page);
    await storeSession(page, app.url, CUSTOMER);
    await page.goto(`${app.url}/customer/script-store`);
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(10);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await cards(page).first().textContent()).toContain(PAID_SCRIPT);
    await page.waitForFunction(() =>
      Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
    );
    await saveScreenshot(page, 'portal-store-1280');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2').waitFor();
    await cards(page).first().waitFor();
    const secondPage = await cards(page).count();
    expect(secondPage).toBeGreaterThan(0);
    expect(secondPage).toBeLessThan(10);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Page 1').waitFor();
    expect(await cards(page).count()).toBe(10);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2').waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    // Another page of the portal and back: the cache lives with the customer area.
    await sidebarItem(page, 'Dashboard').click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await sidebarItem(page, 'Script Store').click();
    await cards(page).first().waitFor();
    expect(calls, JSON.stringify(calls)).toEqual(['?limit=10&offset=0', '?limit=10&offset=10']);
    await page.close();
  });

  it('opens a free script with its content link, and Back returns to the grid', async () => {
    const page = await signedIn('/customer/script-store');
    await cards(page)
      .filter({ hasText: FREE_SCRIPT })
      .getByRole('link', { name: FREE_SCRIPT, exact: true })
      .click();
    const content = page.getByTestId('script-content');
    await content.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(FREE_SCRIPT);
    const link = page.getByRole('link', { name: 'Download Script' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(
      /^\/api\/v2\/store\/script\/content\/RSI%20Reversal%20Scout\?expires=\d+&signature=/,
    );
    const download = await page.request.get(`${app.url}${href}`);
    expect(download.status()).toBe(200);
    expect(await download.text()).toContain('RSI Reversal Scout');
    await saveScreenshot(page, 'portal-detail-1280');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back' }).click();
    await cards(page).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/customer/script-store');
  });

  it('shows the limited view of a paid script; buying it through the test checkout unlocks it', async () => {
    const page = await signedIn(`/customer/script-store/${encodeURIComponent(PAID_SCRIPT)}`);
    await page
      .getByText(
        'Access forbidden. You are not authorized to view full details. You may purchase the script for access.',
      )
      .waitFor();
    expect(await page.getByTestId('script-content').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(PAID_SCRIPT);
    await saveScreenshot(page, 'portal-limited-1280');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const checkoutRequest = page.waitForRequest((request) =>
      request.url().includes('/api/v2/payment/checkout-session'),
    );
    await page.getByRole('button', { name: 'Purchase Script' }).click();
    const url = new URL((await checkoutRequest).url());
    expect(url.searchParams.get('emailAddress')).toBe(CUSTOMER.email);
    expect(url.searchParams.get('product')).toBe(PAID_SCRIPT);
    await page.getByRole('heading', { name: 'Test checkout' }).waitFor();
    await page.getByRole('button', { name: 'Complete payment' }).click();
    await page.waitForURL((address) => address.pathname === '/customer/script-store');
    await page.goto(`${app.url}/customer/script-store/${encodeURIComponent(PAID_SCRIPT)}`);
    await page.getByTestId('script-content').waitFor();
  });

  it('says an unknown script is not found', async () => {
    const page = await signedIn('/customer/script-store/No%20Such%20Script');
    await page.getByText('Script not found. Please try again later.').waitFor();
  });

  it('sends a custom script request that reaches support, then hides the success message', async () => {
    const page = await signedIn('/customer/script-store');
    await page.getByRole('button', { name: 'Request Custom Script' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Custom Script' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    for (const message of [
      'Name is required',
      'Description is required',
      'Platform is required',
      'Phone number is required',
    ]) {
      expect(await dialog.getByText(message).isVisible(), message).toBe(true);
    }
    await dialog.getByLabel('Name').fill('NQ opening drive');
    await dialog
      .getByLabel('Description')
      .fill('Buy the first pullback after a strong opening drive.');
    // People read the real name; the request carries the spec's spelling.
    await dialog.getByLabel('Platform').selectOption({ label: 'ThinkOrSwim' });
    await dialog.getByLabel('Phone Number').fill('+1 555 010 2030');
    await saveScreenshot(page, 'portal-custom-request-1280', { fullPage: false });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const sent = page.waitForRequest((request) =>
      request.url().endsWith('/api/v2/store/script/custom'),
    );
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    expect((await sent).postDataJSON().platform).toBe('ThikOrSwim');
    const success = page.getByText(
      'Your request to create a custom script has been received. Our support team will contact you shortly.',
    );
    await success.waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const mail = await sink.waitFor(
      SUPPORT,
      (m) => m.subject === 'Custom script request: NQ opening drive',
    );
    expect(mail.text).toContain('ThikOrSwim');
    expect(mail.text).toContain(CUSTOMER.email);
    await success.waitFor({ state: 'hidden', timeout: 5_000 });
    await page.getByRole('button', { name: 'Request Custom Script' }).click();
    expect(await page.getByRole('dialog').getByLabel('Name').inputValue()).toBe('');
  });
});

describe('contact us', () => {
  it('checks the form, sends the message to support and a receipt to the sender', async () => {
    const page = await signedIn('/customer/contact-us');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Contact Us Directly');
    expect(await page.getByLabel('First Name').inputValue()).toBe(CUSTOMER.first);
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      'Email is required',
      'Phone code is required',
      'Phone number is required',
      'Please provide a reason for contact',
    ]) {
      expect(await page.getByText(message).isVisible(), message).toBe(true);
    }
    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByLabel('Phone code').selectOption('+44');
    await page.getByLabel('Phone Number').fill('20 7946 0018');
    await page
      .getByLabel('Reason to Contact')
      .fill('The BUY region is not detected on my second monitor.');
    await saveScreenshot(page, 'portal-contact-1280');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByText(
        'Your information has been submitted and one of our team members will reach out to you shortly.',
      )
      .waitFor();
    const toSupport = await sink.waitFor(
      SUPPORT,
      (m) => m.subject === 'Support request from Ada Lovelace',
    );
    expect(toSupport.text).toContain('+44 20 7946 0018');
    await sink.waitFor(CUSTOMER.email, (m) => m.subject.startsWith('We received your message'));
  });

  it.each(Object.entries(viewports))(
    'gives the failure sentence with the reason when the network fails (%s)',
    async (_, viewport) => {
      const page = await signedIn('/customer/contact-us', viewport);
      // The connection drops: the browser's own network error, no answer from the server.
      await page.route('**/api/v2/customer/support', (route) => route.abort('connectionfailed'));
      await page.getByLabel('Phone code').selectOption('+44');
      await page.getByLabel('Phone Number').fill('20 7946 0018');
      await page.getByLabel('Reason to Contact').fill('Does the scanner work on Linux?');
      await page.getByRole('button', { name: 'Submit' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toBe(
        'There was an error submitting your information. Please try again later. Network error. Please try again later.',
      );
      expect(await page.getByLabel('Reason to Contact').inputValue()).toBe(
        'Does the scanner work on Linux?',
      );
      await saveScreenshot(page, `portal-contact-network-failure-${viewport.width}`);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    },
  );
});

describe('at 375 px', () => {
  it('keeps a 4rem rail, opens a 15rem sidebar over the page, and nothing scrolls sideways', async () => {
    const page = await signedIn('/customer', viewports.mobile);
    const sidebar = page.locator('#customer-sidebar');
    expect((await sidebar.boundingBox())?.width).toBe(64);
    await noHorizontalScroll(page);
    await saveScreenshot(page, 'portal-dashboard-375');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.waitForFunction(
      () => document.getElementById('customer-sidebar')?.getBoundingClientRect().width === 240,
    );
    await saveScreenshot(page, 'portal-sidebar-open-375', { fullPage: false });
    await sidebarItem(page, 'Script Store').click();
    await cards(page).first().waitFor();
    expect((await sidebar.boundingBox())?.width).toBe(64);
    await page.waitForFunction(() =>
      Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
    );
    await noHorizontalScroll(page);
    await saveScreenshot(page, 'portal-store-375');

    await page.getByRole('button', { name: 'Request Custom Script' }).click();
    await page.getByRole('dialog').waitFor();
    await saveScreenshot(page, 'portal-custom-request-375', { fullPage: false });
    await page.getByRole('button', { name: 'Cancel' }).click();

    for (const [path, name] of [
      [`/customer/script-store/${encodeURIComponent(FREE_SCRIPT)}`, 'portal-detail-375'],
      [`/customer/script-store/${encodeURIComponent(PAID_SCRIPT)}`, 'portal-limited-375'],
    ] as const) {
      await page.goto(`${app.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await noHorizontalScroll(page);
      await saveScreenshot(page, name);
      expect(await seriousAccessibilityViolations(page), path).toEqual([]);
    }
  });
});
