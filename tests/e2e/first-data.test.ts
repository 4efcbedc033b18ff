import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PageId, pagePaths, pageRegistry } from '../../src/services/page-registry';
import { signedInPages } from '../../src/ui/app/signed-in-pages';
import {
  type AccountsApp,
  newPerson,
  promoteToAdmin,
  registerThroughApi,
  startAccountsApp,
  storeSession,
} from './support/accounts';
import { launchBrowser, openPage, viewports } from './support/browser';

/** Every signed-in page that declares the calls it makes first (a `*.data.ts` module). */
const pagesWithFirstData = (Object.keys(signedInPages) as (keyof typeof signedInPages)[]).filter(
  (id) => 'data' in signedInPages[id],
);

/**
 * Issue 34: a page's first data is requested beside its code by the app shell's early start,
 * and the page's own first calls take those answers: each is asked for once, not twice.
 */
describe("a signed-in page's first data", () => {
  let browser: Browser;
  let accounts: AccountsApp;
  const operator = newPerson('first-data-operator');
  const customer = newPerson('first-data-customer');

  beforeAll(async () => {
    [browser, accounts] = await Promise.all([launchBrowser(), startAccountsApp()]);
    await registerThroughApi(accounts, operator);
    await registerThroughApi(accounts, customer);
    await promoteToAdmin(accounts, operator);
  });
  afterAll(async () => {
    await browser?.close();
    await accounts?.stop();
  });

  it('is declared by some pages', () => {
    expect(pagesWithFirstData.length).toBeGreaterThan(0);
  });

  /** The API GETs a page makes from `load` until the network is quiet. */
  async function callsOf(
    id: PageId,
    load: (page: Page, path: string) => Promise<unknown>,
    person = pageRegistry[id].audience === 'operator' ? operator : customer,
  ): Promise<string[]> {
    const page = await openPage(browser, viewports.mobile);
    await storeSession(page, accounts.url, person);
    const { path } = pageRegistry[id];
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
        calls.push(`${url.pathname}${url.search}`);
      }
    });
    await load(page, path);
    // Quiet: no new call for a second (a navigation in the app has no load state to wait for).
    let seen = -1;
    while (seen !== calls.length) {
      seen = calls.length;
      await page.waitForTimeout(1000);
    }
    await page.close();
    return calls;
  }

  const openDirectly = (page: Page, path: string) =>
    page.goto(`${accounts.url}${path}`, { waitUntil: 'networkidle' });

  const frames = new Map<string, Promise<string[]>>();
  /** What the area's frame asks for on any page, for one audience (opened at the dashboard). */
  const framesCalls = (audience: string) => {
    const person = audience === 'operator' ? operator : customer;
    if (!frames.has(audience)) {
      frames.set(audience, callsOf('customerDashboard', openDirectly, person));
    }
    return frames.get(audience) as Promise<string[]>;
  };

  it.each(pagesWithFirstData)(
    '%s asks for each first call once, and only for its own',
    async (id) => {
      // What the page asks for when the app is already running (no early start)...
      const byTheApp = await callsOf(id, async (page, path) => {
        await page.goto(`${accounts.url}${pagePaths.customer.dashboard}`, {
          waitUntil: 'networkidle',
        });
        await page.evaluate((to) => {
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
      });
      // ...and what the area's frame asks for on any page (opened at its dashboard).
      const byTheFrame = await framesCalls(pageRegistry[id].audience);
      const opened = await callsOf(id, openDirectly);
      const twice = (calls: string[]) =>
        calls.filter((call, index) => calls.indexOf(call) !== index);
      // Asked for twice by the page (the frame's own repeats are the frame's business)...
      expect(twice(opened).filter((call) => !twice(byTheFrame).includes(call))).toEqual([]);
      // ...and nothing asked ahead that the page does not ask for itself.
      expect(
        opened.filter((call) => !byTheApp.includes(call) && !byTheFrame.includes(call)),
      ).toEqual([]);
    },
  );
});
