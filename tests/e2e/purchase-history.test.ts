import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsPage } from '../../src/content/customer-pages';
import { PURCHASE_PAGE_SIZE } from '../../src/services/contract';
import {
  type AccountsApp,
  newPerson,
  type Person,
  registerThroughApi,
  startAccountsApp,
  storeSession,
} from './support/accounts';
import { launchBrowser, pageOfThisTest, saveScreenshot, viewports } from './support/browser';
import { historyScriptName, writePurchaseHistory } from './support/purchase-history';

/** Two pages and a part: the history needs "Show older purchases" twice. */
const HELD = 2 * PURCHASE_PAGE_SIZE + 5;

let browser: Browser;
let app: AccountsApp;
let dataDir: string;
let person: Person;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'signalhand-history-e2e-'));
  person = newPerson('history');
  const setup = await startAccountsApp({ DATA_DIR: dataDir });
  try {
    await registerThroughApi(setup, person);
  } finally {
    await setup.stop();
  }
  await writePurchaseHistory(dataDir, person.email, HELD);
  [browser, app] = await Promise.all([launchBrowser(), startAccountsApp({ DATA_DIR: dataDir })]);
}, 120_000);
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const olderButton = (page: Page) => page.getByRole('button', { name: settingsPage.older });

describe('a long purchase history in Settings', () => {
  it.each([
    ['table', viewports.desktop, 'tbody tr'],
    ['cards', viewports.mobile, 'ul > li'],
  ] as const)(
    'shows the newest page as %s, then older pages on demand',
    async (label, viewport, item) => {
      const page = await pageOfThisTest(browser, viewport);
      await storeSession(page, app.url, person);
      await page.goto(`${app.url}/customer/settings`);
      const card = page.locator('main');
      const rows = card.locator(item).filter({ hasText: 'History Script' });
      const shown = (count: number) =>
        page.getByRole('status').filter({ hasText: settingsPage.shown(count) });
      await olderButton(page).waitFor();
      expect(await rows.count()).toBe(PURCHASE_PAGE_SIZE);
      expect(await rows.first().textContent()).toContain(historyScriptName(HELD));
      expect(await shown(PURCHASE_PAGE_SIZE).count()).toBe(1);
      await saveScreenshot(page, `settings-history-${label}-${viewport.width}`);

      // By keyboard: the button keeps the focus while a page loads, so Enter again loads the
      // next one.
      await olderButton(page).focus();
      await page.keyboard.press('Enter');
      await shown(2 * PURCHASE_PAGE_SIZE).waitFor();
      expect(await rows.count()).toBe(2 * PURCHASE_PAGE_SIZE);
      expect(await olderButton(page).evaluate((button) => button === document.activeElement)).toBe(
        true,
      );
      await page.keyboard.press('Enter');
      await olderButton(page).waitFor({ state: 'detached' });
      expect(await rows.count()).toBe(HELD);
      expect(await rows.last().textContent()).toContain(historyScriptName(1));
      // No purchase is a subscription: nothing to cancel.
      expect(await page.getByRole('button', { name: settingsPage.cancel }).count()).toBe(0);
    },
  );
});
