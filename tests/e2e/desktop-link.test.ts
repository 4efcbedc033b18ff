import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceActivationPage, devicesPage } from '../../src/content/devices';
import { runDesktop } from '../../tools/desktop-client/commands';
import {
  type AccountsApp,
  logIn,
  newPerson,
  registerThroughApi,
  startAccountsApp,
} from './support/accounts';
import { launchBrowser, openPage, saveScreenshot, viewports } from './support/browser';

/**
 * Issue 18's journey, with the reference desktop client as the desktop tool: it starts the
 * device sign-in, the customer approves it in the browser, the client verifies its license
 * offline; the customer upgrades to Pro and the next license says so; the customer signs the
 * device out and the client's next fetch is refused.
 */
const person = newPerson('desktop');
const DEVICE_NAME = 'Trading PC';
let accounts: AccountsApp;
let browser: Browser;
let clientDir: string;

beforeAll(async () => {
  accounts = await startAccountsApp();
  browser = await launchBrowser();
  await registerThroughApi(accounts, person);
  clientDir = mkdtempSync(join(tmpdir(), 'signalhand-desktop-e2e-'));
});
afterAll(async () => {
  await browser?.close();
  await accounts?.stop();
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
});

/** Runs a command of the reference client against the app, as `npm run desktop -- …` does. */
function desktop(command: string, ...args: string[]) {
  const lines: string[] = [];
  const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
  const done = runDesktop([command, '--server', accounts.url, '--dir', clientDir, ...args], io, {
    env: {},
  });
  return { lines, done };
}

const waitFor = async (check: () => string | undefined) => {
  for (let tries = 0; tries < 100; tries += 1) {
    const found = check();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the client did not say it in time');
};

async function subscribeToPro(page: Page) {
  await page.goto(`${accounts.url}/customer/accounts`);
  await page.getByRole('button', { name: 'Subscribe monthly' }).click();
  await page.getByText('TEST MODE').waitFor();
  await page.getByRole('button', { name: 'Complete payment' }).click();
  await page.getByTestId('subscription-status').getByText('Status: active').waitFor();
}

describe('the desktop link', () => {
  it('signs a device in from the browser, follows the plan, and ends at its sign-out', async () => {
    const page = await openPage(browser, viewports.desktop);
    await logIn(page, accounts.url, person);

    // The client asks for a code and waits; the customer opens the link it prints.
    const activation = desktop('activate', '--name', DEVICE_NAME, '--app-version', '2.0.0');
    const link = await waitFor(() => activation.lines.join('\n').match(/\(or open (\S+)\)/)?.[1]);
    expect(link).toMatch(/\/customer\/devices\/activate\?code=[A-Z]{4}-[A-Z]{4}$/);
    await page.goto(link);
    await page.getByRole('heading', { name: deviceActivationPage.deviceHeading }).waitFor();
    await page.getByText(DEVICE_NAME).waitFor();
    await saveScreenshot(page, 'desktop-link-approve-1280');
    await page.getByRole('button', { name: deviceActivationPage.approve, exact: true }).click();
    await page.getByText(deviceActivationPage.approvedTitle).waitFor();

    // The client's next poll gets its token and a license it checks offline.
    expect(await activation.done).toBe(0);
    expect(activation.lines.at(-1)).toMatch(/^Signed in: plan trial/);
    const trial = desktop('license');
    expect(await trial.done).toBe(0);
    expect(trial.lines).toContain('Run time: 60 minutes a day.');

    // Pro through the built-in test checkout: the next license says so, with no time limit.
    await subscribeToPro(page);
    const pro = desktop('license');
    expect(await pro.done).toBe(0);
    expect(pro.lines[0]).toMatch(/^License: plan pro/);
    expect(pro.lines.join('\n')).not.toContain('Run time');

    // Signed out from the devices list, behind a confirmation.
    await page.goto(`${accounts.url}/customer/devices`);
    const list = page.getByRole('list', { name: devicesPage.listLabel });
    await list.getByText(DEVICE_NAME).waitFor();
    await saveScreenshot(page, 'desktop-link-devices-1280');
    await page.setViewportSize(viewports.mobile);
    await saveScreenshot(page, 'desktop-link-devices-375');
    await page.setViewportSize(viewports.desktop);
    await page.getByRole('button', { name: devicesPage.revokeLabel(DEVICE_NAME) }).click();
    const confirmation = devicesPage.revokeConfirmation(DEVICE_NAME);
    await page.getByRole('alertdialog', { name: confirmation.title }).waitFor();
    await page.getByRole('button', { name: confirmation.confirmLabel }).click();
    await page.getByText(devicesPage.revoked(DEVICE_NAME)).first().waitFor();

    const refused = desktop('license');
    expect(await refused.done).toBe(1);
    expect(refused.lines.join('\n')).toMatch(/401|signed out/i);
    await page.close();
  });
});
