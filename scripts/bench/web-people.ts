import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { accountsPage } from '../../src/content/customer-pages';
import { ADMIN_PAGE_SIZE, PURCHASE_PAGE_SIZE, pagePaths } from '../../src/services/contract';
import type { Audience } from '../../src/services/page-registry';
import {
  type AccountsApp,
  type BrowserSession,
  browserSession,
  newPerson,
  type Person,
  promoteToAdmin,
  registerThroughApi,
  startAccountsApp,
  storeSessionIn,
} from '../../tests/e2e/support/accounts';
import { viewports } from '../../tests/e2e/support/browser';
import { writePurchaseHistory } from '../../tests/e2e/support/purchase-history';

/**
 * How the signed-in pages get their person: a Pro customer, and an operator. Each load signs in
 * afresh, as Accounts and Settings rotate the session they open with.
 */
export type BenchSignIns = Record<
  Extract<Audience, 'customer' | 'operator'>,
  () => Promise<BrowserSession>
>;

/** The app the pages are measured on, with people whose pages are full, as in real use. */
export type BenchWorld = { accounts: AccountsApp; signIns: BenchSignIns; stop(): Promise<void> };

/** A monthly Pro subscription, bought the way a customer buys it: the built-in test checkout. */
async function subscribe(browser: Browser, accounts: AccountsApp, customer: Person) {
  const context = await browser.newContext({ viewport: viewports.desktop });
  try {
    const page = await context.newPage();
    await storeSessionIn(page, accounts.url, await browserSession(accounts.url, customer));
    await page.goto(`${accounts.url}${pagePaths.customer.accounts}`);
    await page.getByRole('button', { name: accountsPage.offer.choices[0].label }).click();
    await page.getByRole('button', { name: 'Complete payment' }).click();
    await page.getByRole('button', { name: accountsPage.subscription.upgrade }).waitFor();
  } finally {
    await context.close();
  }
}

/**
 * A customer with a monthly Pro subscription and a purchase history of more than two pages,
 * and an operator whose customers table has a second page. The history is written into the
 * stopped database (an embedded one has one opener); the rest goes through the app.
 */
export async function startBenchWorld(browser: Browser): Promise<BenchWorld> {
  const dataDir = mkdtempSync(join(tmpdir(), 'signalhand-bench-web-'));
  const customer = newPerson('bench-customer');
  const operator = newPerson('bench-operator');
  const setup = await startAccountsApp({ DATA_DIR: dataDir });
  try {
    await registerThroughApi(setup, customer);
    await registerThroughApi(setup, operator);
    for (let n = 0; n < ADMIN_PAGE_SIZE; n++) {
      await registerThroughApi(setup, newPerson(`bench-other-${n}`));
    }
    await promoteToAdmin(setup, operator);
  } finally {
    await setup.stop();
  }
  await writePurchaseHistory(dataDir, customer.email, 2 * PURCHASE_PAGE_SIZE + 5);
  const accounts = await startAccountsApp({ DATA_DIR: dataDir });
  await subscribe(browser, accounts, customer);
  return {
    accounts,
    signIns: {
      customer: () => browserSession(accounts.url, customer),
      operator: () => browserSession(accounts.url, operator),
    },
    stop: async () => {
      await accounts.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
