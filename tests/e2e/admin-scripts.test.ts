import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminScriptPath, endpoints, NEW_SCRIPT_ID, pagePaths } from '../../src/services/contract';
import {
  type AccountsApp,
  field,
  logIn,
  newPerson,
  pathOf,
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

/** A 1 by 1 PNG: the picture the operator uploads. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Opens the catalogue table and waits for its rows. */
async function openCatalogue(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}${pagePaths.admin.scripts}`);
  await page.getByRole('heading', { level: 1, name: 'Scripts' }).waitFor();
  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .waitFor();
}

/**
 * Grants the script to the person with this e-mail as the console's customer page does, with
 * the operator's session: they own it from then on.
 */
async function grantScript(page: Page, email: string, scriptId: string) {
  const customers = `${endpoints.admin}/customers`;
  await page.evaluate(
    async ({ customers, email, scriptId }) => {
      const headers = {
        authorization: `Bearer ${localStorage.getItem('authToken')}`,
        'content-type': 'application/json',
      };
      const found = await fetch(`${customers}?search=${encodeURIComponent(email)}`, { headers });
      const { items } = (await found.json()) as { items: Array<{ id: string }> };
      const granted = await fetch(`${customers}/${items[0]?.id}/grants`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ scriptId }),
      });
      if (!granted.ok) throw new Error(`grant: ${granted.status}`);
    },
    { customers, email, scriptId },
  );
}

/** A whole-page screenshot from the top: scrolled down, the sticky top bar is drawn mid-page. */
async function saveWholePage(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

const priceField = (page: Page) => field(page, 'Price \\(USD\\)');

/** The picture the editor shows (the store's, once saved): set by an upload only. */
const currentPicture = (page: Page) =>
  page.getByRole('img', { name: 'The picture the store shows' });

/** The store card drawn by the editor's preview (inert, so found by its test id). */
const previewCard = (page: Page) =>
  page.locator('section[aria-labelledby="script-card-preview"] [data-testid="script-card"]');

/** Issue 17, point 3: the catalogue in the console, and what customers see of its changes. */
describe('the catalogue in the operator console', () => {
  let browser: Browser;
  let accounts: AccountsApp;
  let filesDir: string;
  const operator = newPerson('operator');
  const customer = newPerson('customer');

  beforeAll(async () => {
    // Uploaded pictures land under FILES_DIR: a folder of this run's own, not the repository's.
    filesDir = mkdtempSync(join(tmpdir(), 'signalhand-e2e-files-'));
    [browser, accounts] = await Promise.all([
      launchBrowser(),
      startAccountsApp({ FILES_DIR: filesDir }),
    ]);
    await registerThroughApi(accounts, operator);
    await registerThroughApi(accounts, customer);
    await promoteToAdmin(accounts, operator);
  });
  afterAll(async () => {
    await browser?.close();
    await accounts?.stop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('creates, previews and publishes a script customers then find; unpublishes it; keeps it once owned', {
    timeout: 180_000,
  }, async () => {
    const name = `E2E Scout ${Date.now()}`;
    const page = await openPage(browser, viewports.desktop);
    await logIn(page, accounts.url, operator);
    await openCatalogue(page, accounts.url);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveWholePage(page, 'admin-scripts-1280');

    await page.getByRole('link', { name: 'New script' }).click();
    await page.getByRole('heading', { level: 1, name: 'New script' }).waitFor();
    expect(pathOf(page)).toBe(adminScriptPath(NEW_SCRIPT_ID));
    await field(page, 'Name').fill(name);
    await field(page, 'Description').fill(
      'Buys the first pullback after a breakout, sized by ATR.',
    );
    await page.getByLabel('Upload a picture').setInputFiles({
      name: 'chart.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect
      .poll(() => currentPicture(page).getAttribute('src'))
      .toMatch(/^\/files\/script-images\/.+\.png$/);
    // Only what the product serves: the content type is one of a list.
    await page.getByRole('combobox', { name: /Content type/ }).selectOption('text/plain');
    await priceField(page).fill('12.5');
    await field(page, 'Platform').fill('TradingView');
    await field(page, 'Brokerage').fill('Tradovate');
    await field(page, 'Market').fill('Futures');
    // By role: the form itself is named 'Script' too.
    await page
      .getByRole('textbox', { name: /^Script\*?$/ })
      .fill('//@version=5\nstrategy("E2E Scout")\n');
    await field(page, 'Download file name').fill('e2e-scout.pine');

    // The price is checked as the store shows it: the field says what is wrong.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText("The price is dollars: '0' (free), '49' or '49.99'").waitFor();
    expect(await priceField(page).getAttribute('aria-invalid')).toBe('true');
    await priceField(page).fill('19.99');

    // The preview is the store's own card and detail view, fed with the form.
    await previewCard(page).filter({ hasText: name }).filter({ hasText: '$19.99' }).waitFor();
    await page
      .locator('section[aria-labelledby="script-detail-preview"] h1', { hasText: name })
      .waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveWholePage(page, 'admin-script-editor-1280');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Publish it when it is ready for customers.').waitFor();
    await page.getByRole('heading', { level: 1, name: `Edit ${name}` }).waitFor();
    const editorPath = pathOf(page);
    expect(editorPath).toMatch(new RegExp(`^${pagePaths.admin.scripts}/[0-9a-f-]{36}$`));

    // A reload keeps the operator on the script.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Edit ${name}` }).waitFor();
    expect(await priceField(page).inputValue()).toBe('19.99');

    await page.getByRole('button', { name: `Publish ${name}` }).click();
    const publish = page.getByRole('alertdialog', { name: `Publish ${name}?` });
    await publish.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(`${name} is in the store.`).waitFor();
    await page.getByRole('button', { name: `Unpublish ${name}` }).waitFor();

    // A customer, in a browser of their own, finds it in the store, picture and price.
    const shopper = await openPage(browser, viewports.desktop);
    await logIn(shopper, accounts.url, customer);
    await shopper.goto(`${accounts.url}${pagePaths.customer.scriptStore}`);
    const card = shopper.getByTestId('script-card').filter({ hasText: name });
    await card.waitFor();
    expect(await card.textContent()).toContain('$19.99');
    expect(await card.locator('img').getAttribute('src')).toMatch(/^\/files\/script-images\//);

    // The table's search finds it; Unpublish takes it out of the store at once.
    await openCatalogue(page, accounts.url);
    await page.getByRole('searchbox', { name: 'Search scripts' }).fill(name);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `Unpublish ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: `Unpublish ${name}?` })
      .getByRole('button', { name: 'Unpublish' })
      .click();
    await page.getByText(`${name} left the store.`).waitFor();
    await row.getByText('Unpublished').waitFor();

    await shopper.reload();
    await shopper.getByTestId('script-card').first().waitFor();
    expect(await shopper.getByTestId('script-card').filter({ hasText: name }).count()).toBe(0);

    // Once someone owns it, it cannot be deleted: the dialog says why and stays to cancel.
    await grantScript(page, operator.email, editorPath.split('/').pop() ?? '');
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const remove = page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await remove.getByRole('button', { name: 'Delete' }).click();
    await remove
      .getByRole('alert')
      .filter({ hasText: /unpublish/ })
      .waitFor();
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await remove.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('row').filter({ hasText: name }).waitFor();
    await shopper.close();
    await page.close();
  });

  it('fits the table and the editor on a phone', async () => {
    const page = await openPage(browser, viewports.mobile);
    await logIn(page, accounts.url, operator);
    await openCatalogue(page, accounts.url);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveWholePage(page, 'admin-scripts-375');

    await page.goto(`${accounts.url}${adminScriptPath(NEW_SCRIPT_ID)}`);
    await field(page, 'Name').fill('Pocket Scout');
    await field(page, 'Description').fill('A phone-sized look at the editor and its preview.');
    await priceField(page).fill('0');
    await page.getByLabel('Upload a picture').setInputFiles({
      name: 'chart.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect
      .poll(() => currentPicture(page).getAttribute('src'))
      .toMatch(/^\/files\/script-images\//);
    await previewCard(page).filter({ hasText: 'FREE' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveWholePage(page, 'admin-script-editor-375');
    await page.close();
  });
});
