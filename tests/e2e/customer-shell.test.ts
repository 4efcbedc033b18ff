import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '../../src/services/signed-in-cookie';
import {
  type AccountsApp,
  field,
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
  type Viewport,
  viewports,
} from './support/browser';
import { waitForHydration } from './support/hydration';

/** The sidebar's items (spec section 2) a customer sees (their links' names start so). */
const MENU = [
  'Dashboard',
  'Script Store',
  'AI Chat',
  'Accounts',
  'Documentation',
  'Contact Us',
  'Settings',
];
const DASHBOARD_GROUPS = ['Installation', 'Trading Actions', 'Information', 'Account'];

let browser: Browser;
let accounts: AccountsApp;
const person = newPerson('shell');

beforeAll(async () => {
  [browser, accounts] = await Promise.all([launchBrowser(), startAccountsApp()]);
  await registerThroughApi(accounts, person);
});
afterAll(async () => {
  await Promise.all([browser?.close(), accounts?.stop()]);
});

/** The page as the server sends it to a browser that holds a session. */
async function rawHtml(path: string): Promise<string> {
  const response = await fetch(`${accounts.url}${path}`, {
    headers: { cookie: `${SIGNED_IN_COOKIE}=1` },
  });
  expect(response.status).toBe(200);
  return response.text();
}

/**
 * A browser with scripts off that says it holds a session (its cookie): what the shell is for
 * before the app runs. The session itself is never read, so none is stored.
 */
async function scriptlessSignedInContext(viewport?: Viewport) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false });
  await context.addCookies([{ name: SIGNED_IN_COOKIE, value: '1', url: accounts.url }]);
  return context;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Customer' });

/**
 * Notes, from before the page's first byte, every layout shift, and whether the page ever showed
 * the app's loading spinner (the shell must give way to the page itself, not to a spinner).
 */
async function watchTheSwap(page: Page) {
  await page.addInitScript(() => {
    const seen = { shifts: 0, spinner: false };
    Object.assign(window, { __shellSwap: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
        seen.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (document.querySelector('[role="status"][aria-label="Loading page"]')) seen.spinner = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

const swapSeen = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __shellSwap: { shifts: number; spinner: boolean } }).__shellSwap,
  );

describe('the customer area app shell', () => {
  it('is sent for every path of the area, with no inline script', async () => {
    const dashboard = await rawHtml('/customer/dashboard');
    expect(dashboard).toContain('<div id="root" data-app-shell>');
    expect(dashboard).toContain('<title>Dashboard · SignalHand</title>');
    // The app's code loads once the shell is painted, not beside it (src/boot/browser-entry.tsx).
    expect(dashboard).not.toContain('rel="modulepreload"');
    expect(dashboard).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/);
    expect(dashboard).not.toMatch(/<[^>]+\son[a-z]+=/i);
    // Unknown pages show the dashboard; a script's page is the store's.
    expect(await rawHtml('/customer')).toContain('<title>Dashboard · SignalHand</title>');
    expect(await rawHtml('/customer/no-such-page')).toContain(
      '<title>Dashboard · SignalHand</title>',
    );
    expect(await rawHtml('/customer/script-store/Some%20Script')).toContain(
      '<title>Script Store · SignalHand</title>',
    );
    expect(await rawHtml('/admin/scripts')).toContain('<title>Scripts · SignalHand</title>');
    // The build's files are reached by the paths above only.
    expect((await fetch(`${accounts.url}/app-shell/customer.html`)).status).toBe(404);
  });

  it.each([
    ['desktop', viewports.desktop],
    ['mobile', viewports.mobile],
  ] as Array<[string, Viewport]>)(
    'draws the sidebar, the top bar and the dashboard before any script runs (%s)',
    async (name, viewport) => {
      const context = await scriptlessSignedInContext(viewport);
      const page = await context.newPage();
      await page.goto(`${accounts.url}/customer/dashboard`);
      for (const item of MENU) {
        expect(await menu(page).getByRole('link', { name: item }).isVisible()).toBe(true);
      }
      expect(
        await menu(page).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
      ).toBe('page');
      // Open on a wide screen, closed on a phone: as the app starts on each.
      const open = viewport === viewports.desktop;
      expect(await page.getByRole('button', { name: 'Collapse sidebar' }).isVisible()).toBe(open);
      expect(await page.getByRole('button', { name: 'Expand sidebar' }).isVisible()).toBe(!open);
      expect(await page.getByRole('button', { name: 'Sign Out', exact: true }).isVisible()).toBe(
        true,
      );
      expect(await page.getByRole('heading', { level: 1, name: 'Dashboard' }).isVisible()).toBe(
        true,
      );
      for (const group of DASHBOARD_GROUPS) {
        expect(await page.getByRole('heading', { level: 2, name: group }).isVisible()).toBe(true);
      }
      // Nobody is named before the session is read.
      expect(await page.getByText(person.firstName).count()).toBe(0);
      await saveScreenshot(page, `customer-shell-no-js-${name}-${viewport.width}`);
      await context.close();
    },
  );

  it('shows placeholders where a page other than the dashboard will come', async () => {
    const context = await scriptlessSignedInContext();
    const page = await context.newPage();
    await page.goto(`${accounts.url}/customer/accounts`);
    expect(await page.getByRole('status', { name: 'Loading your page' }).isVisible()).toBe(true);
    expect(
      await menu(page).getByRole('link', { name: 'Accounts' }).getAttribute('aria-current'),
    ).toBe('page');
    await context.close();
  });

  it.each([
    ['desktop', viewports.desktop],
    ['mobile', viewports.mobile],
  ] as Array<[string, Viewport]>)(
    'gives way to the app in one step, without a spinner or a shift, and works (%s)',
    async (name, viewport) => {
      const page = await openPage(browser, viewport);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await storeSession(page, accounts.url, person);
      await watchTheSwap(page);
      await page.goto(`${accounts.url}/customer/dashboard`);
      await waitForHydration(page);
      expect(await page.getByTestId('sidebar-user-name').count()).toBe(
        viewport === viewports.desktop ? 1 : 0,
      );
      await expect
        .poll(() => page.getByRole('paragraph').filter({ hasText: 'Welcome back, Ada.' }).count())
        .toBe(1);
      expect(await swapSeen(page)).toEqual({ shifts: 0, spinner: false });
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await saveScreenshot(page, `customer-shell-app-${name}-${viewport.width}`);

      // The app runs the page: the sidebar toggles, and the menu changes page without a reload.
      const toggle = page.getByRole('button', { name: /(Collapse|Expand) sidebar/ });
      const expanded = await toggle.getAttribute('aria-expanded');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).not.toBe(expanded);
      if (viewport === viewports.mobile) await toggle.click();
      await page.evaluate(() => Object.assign(window, { __samePage: true }));
      await menu(page).getByRole('link', { name: 'Contact Us' }).click();
      await page.getByRole('heading', { level: 1, name: 'Contact Us Directly' }).waitFor();
      expect(pathOf(page)).toBe('/customer/contact-us');
      expect(await page.evaluate(() => '__samePage' in window)).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('holds a tap on the shell until the app is up, then does it in the app', async () => {
    const page = await openPage(browser);
    await storeSession(page, accounts.url, person);
    // The app's code is held back, as on a slow connection, so the tap surely meets the shell.
    let letAppStart = () => {};
    const appMayStart = new Promise<void>((resolve) => {
      letAppStart = resolve;
    });
    await page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
      await appMayStart;
      await route.continue();
    });
    await page.goto(`${accounts.url}/customer/dashboard`, { waitUntil: 'domcontentloaded' });
    await menu(page).getByRole('link', { name: 'Contact Us' }).click();
    expect(pathOf(page)).toBe('/customer/dashboard');
    letAppStart();
    // The app drew its own menu over the shell's: the tap is replayed on its same link.
    await page.getByRole('heading', { level: 1, name: 'Contact Us Directly' }).waitFor();
    expect(pathOf(page)).toBe('/customer/contact-us');
    await page.close();
  });

  it('sends a visitor without a session to the login page at once, and back after logging in', async () => {
    const page = await openPage(browser);
    const settings = `${accounts.url}/customer/settings`;
    const response = await page.goto(settings);
    // The server redirected: the document is the login page's own, none of the area was sent.
    expect(response?.request().redirectedFrom()?.url()).toBe(settings);
    expect(await response?.text()).not.toContain('data-app-shell');
    const { pathname, search } = new URL(page.url());
    expect(`${pathname}${search}`).toBe('/login?returnTo=%2Fcustomer%2Fsettings');
    await field(page, 'Email').fill(person.email);
    await field(page, 'Password').fill(person.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(pathOf(page)).toBe('/customer/settings');
    // The browser now says it holds a session: a reload gets the area's page itself.
    expect((await page.reload())?.request().redirectedFrom()).toBeNull();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    // Signing out takes that back.
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Customer Login' }).waitFor();
    expect((await page.goto(settings))?.request().redirectedFrom()?.url()).toBe(settings);
    await page.close();
  });

  it('also sends a browser holding a session but not the cookie (a session older than it) back where it was', async () => {
    const page = await openPage(browser);
    await storeSession(page, accounts.url, person);
    await page.context().clearCookies();
    await page.goto(`${accounts.url}/customer/settings`);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(pathOf(page)).toBe('/customer/settings');
    // The app renewed the cookie from the session: the next visit is direct.
    expect((await page.reload())?.request().redirectedFrom()).toBeNull();
    await page.close();
  });
});
