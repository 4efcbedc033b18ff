import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RELEASE_KEY_FILE, signReleaseFile } from '../../server/domain/releases';
import { endpoints, pagePaths } from '../../src/services/contract';
import {
  type AccountsApp,
  newPerson,
  promoteToAdmin,
  registerThroughApi,
  startAccountsApp,
  storeSession,
} from './support/accounts';
import { signInThroughApi } from './support/authenticator';
import {
  launchBrowser,
  openPage,
  saveScreenshot,
  seriousAccessibilityViolations,
  viewports,
} from './support/browser';

/**
 * Issue 36, point 2, in Chromium: an operator raises a staged rollout, halts it and yanks the
 * release with a reason on the console's Releases page, each confirmed, and sets the minimum
 * supported version; the feed follows, and the audit log has each.
 */
let browser: Browser;
let accounts: AccountsApp;
let token: string;
const operator = newPerson('release-manager');
const VERSION = '2.1.0';

async function api(method: string, path: string, body?: unknown | FormData) {
  const response = await fetch(`${accounts.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body instanceof FormData || body === undefined
        ? {}
        : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData || body === undefined ? body : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

/** 2.1.0 uploaded with its signature (the demo key in DATA_DIR), published to 5% of devices. */
async function stagedRelease() {
  const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('2.1.0')]);
  const secretKeyPem = readFileSync(join(accounts.app.dataDir, DEMO_RELEASE_KEY_FILE), 'utf8');
  const form = new FormData();
  form.set('version', VERSION);
  form.set('date', '2026-11-20');
  form.set('channel', 'stable');
  form.set('notes', JSON.stringify([{ tag: 'Feature', text: 'Faster clicks' }]));
  form.set('signature.windows-x64', signReleaseFile(bytes, secretKeyPem).signature);
  form.set('file.windows-x64', new Blob([bytes]), 'SignalHand-2.1.0-win-x64.zip');
  await api('POST', `${endpoints.admin}/releases`, form);
  await api('POST', `${endpoints.admin}/releases/${VERSION}/rollout`, { percent: 5 });
  await api('POST', `${endpoints.admin}/releases/${VERSION}/publish`);
}

beforeAll(async () => {
  // Uploaded files in a folder of the test's own, not the working tree's files/.
  const filesDir = mkdtempSync(join(tmpdir(), 'signalhand-rollouts-files-'));
  [browser, accounts] = await Promise.all([
    launchBrowser(),
    startAccountsApp({ FILES_DIR: filesDir }),
  ]);
  await registerThroughApi(accounts, operator);
  await promoteToAdmin(accounts, operator);
  token = String((await signInThroughApi(accounts.url, operator)).authToken);
  await stagedRelease();
});
afterAll(async () => {
  await browser?.close();
  await accounts?.stop();
});

const row = (page: Page) => page.getByTestId(`release-${VERSION}`);

/** Opens a control's dialog, fills its field if it has one, confirms, and waits for the notice. */
async function confirmed(
  page: Page,
  control: string,
  confirm: string,
  notice: RegExp,
  fill?: { label: string; value: string },
) {
  await page.getByRole('button', { name: control }).click();
  const dialog = page.getByRole('alertdialog');
  if (fill) await dialog.getByLabel(fill.label).fill(fill.value);
  await dialog.getByRole('button', { name: confirm }).click();
  await page.getByText(notice).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

const latestVersion = async () =>
  (
    (await (
      await fetch(`${accounts.url}${endpoints.releases}/latest?platform=windows-x64`)
    ).json()) as { version: string }
  ).version;

describe('the console Releases page', () => {
  it('raises, halts and yanks a staged rollout, and sets the minimum version, each confirmed and audited', async () => {
    const page = await openPage(browser, viewports.desktop);
    await storeSession(page, accounts.url, operator);
    await page.goto(`${accounts.url}${pagePaths.admin.releases}`);
    await expect.poll(() => row(page).getByTestId('rollout').textContent()).toBe('5%');
    expect(await latestVersion()).toBe('2.0.0');

    // Raise: the dialog refuses a lower share before any call, then takes 100.
    await row(page)
      .getByRole('button', { name: `Raise the rollout of ${VERSION}` })
      .click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Share of devices (%)').fill('3');
    await dialog.getByRole('button', { name: 'Raise rollout' }).click();
    await dialog.getByText('Give more than 5%.').waitFor();
    await saveScreenshot(page, 'admin-releases-raise-dialog-1280', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await confirmed(
      page,
      `Raise the rollout of ${VERSION}`,
      'Raise rollout',
      /rolled out to 100%/,
      {
        label: 'Share of devices (%)',
        value: '100',
      },
    );
    await expect.poll(() => row(page).getByTestId('rollout').textContent()).toBe('100%');
    expect(await latestVersion()).toBe(VERSION);

    await confirmed(page, `Halt ${VERSION}`, 'Halt rollout', /is halted/);
    await row(page).getByText('Halted').waitFor();
    await confirmed(page, `Yank ${VERSION}`, 'Yank release', /is yanked/, {
      label: 'Reason',
      value: 'Clicks land on the wrong monitor',
    });
    await row(page).getByText('Clicks land on the wrong monitor').waitFor();
    expect(await latestVersion()).toBe('2.0.0');

    await confirmed(
      page,
      'Change the minimum version',
      'Save minimum version',
      /minimum supported version is 2\.0\.0/,
      {
        label: 'Minimum version',
        value: '2.0.0',
      },
    );
    await page.getByTestId('minimum-version').getByText('2.0.0').waitFor();

    const audit = await api('GET', `${endpoints.admin}/audit`);
    const actions = (audit.items as { action: string }[]).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'release.rollout',
        'release.halt',
        'release.yank',
        'release.minimum-version.update',
      ]),
    );
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await saveScreenshot(page, 'admin-releases-after-1280');
    await page.close();
  });

  it('looks as the console does at 1280 and 375 px', async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const page = await openPage(browser, viewport);
      await storeSession(page, accounts.url, operator);
      await page.goto(`${accounts.url}${pagePaths.admin.releases}`);
      await page.getByTestId('release-2.0.0').waitFor();
      await saveScreenshot(page, `admin-releases-${name}-${viewport.width}`);
      // The yank's dialog, with its reason field.
      await page.getByRole('button', { name: 'Yank 2.0.0' }).click();
      await page.getByRole('alertdialog').getByLabel('Reason').waitFor();
      await saveScreenshot(page, `admin-releases-yank-dialog-${name}-${viewport.width}`, {
        fullPage: false,
      });
      await page.close();
    }
  });
});
