import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceActivationPage } from '../../src/content/devices';
import { emergencyStopTexts as texts } from '../../src/content/emergency-stop';
import { emergencyStop } from '../../src/services/contract';
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
 * Issue 36's emergency stop, end to end: the reference desktop client runs its trading loop, the
 * customer presses 'Stop trading on all devices' in the browser, and the client stops within
 * 10 seconds; resumed from the top bar on a phone, it trades again.
 */
const person = newPerson('stop');
let accounts: AccountsApp;
let browser: Browser;
let clientDir: string;

beforeAll(async () => {
  accounts = await startAccountsApp();
  browser = await launchBrowser();
  await registerThroughApi(accounts, person);
  clientDir = mkdtempSync(join(tmpdir(), 'signalhand-stop-e2e-'));
});
afterAll(async () => {
  await browser?.close();
  await accounts?.stop();
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
});

/** A command of the reference client against the app, as `npm run desktop -- …` runs it. */
function desktop(command: string, args: string[] = [], signal?: AbortSignal) {
  const lines: string[] = [];
  const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
  const done = runDesktop([command, '--server', accounts.url, '--dir', clientDir, ...args], io, {
    env: {},
    signal,
  });
  return { lines, done };
}

/** Waits for a line of the client's matching `pattern` after the `from`th; how long it took. */
async function said(lines: string[], pattern: RegExp, from = 0, withinMs = 15_000) {
  const started = Date.now();
  while (!lines.slice(from).some((line) => pattern.test(line))) {
    if (Date.now() - started > withinMs) {
      throw new Error(`the client did not say ${pattern}:\n${lines.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

/** The device signed in from the client, approved in the browser. */
async function signInDevice(page: Page) {
  const activation = desktop('activate', ['--name', 'Trading PC', '--app-version', '2.0.0']);
  await said(activation.lines, /\(or open \S+\)/);
  const link = activation.lines.join('\n').match(/\(or open (\S+)\)/)?.[1] ?? '';
  await page.goto(link);
  await page.getByRole('button', { name: deviceActivationPage.approve, exact: true }).click();
  await page.getByText(deviceActivationPage.approvedTitle).waitFor();
  expect(await activation.done).toBe(0);
}

/** The dashboard and the Devices page at 1280 and 375 px, named by the stop's state. */
async function screenshots(page: Page, state: 'trading' | 'stopped') {
  for (const [path, name] of [
    ['/customer/dashboard', 'dashboard'],
    ['/customer/devices', 'devices'],
  ] as const) {
    for (const [width, viewport] of [
      [1280, viewports.desktop],
      [375, viewports.mobile],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${accounts.url}${path}`);
      await page.locator(`[data-testid="emergency-stop"][data-state="${state}"]`).waitFor();
      await saveScreenshot(page, `emergency-stop-${name}-${state}-${width}`);
    }
  }
  await page.setViewportSize(viewports.desktop);
}

describe('the emergency stop', () => {
  it('stops a running desktop within 10 s of the press, and resumes it from a phone', async () => {
    const page = await openPage(browser, viewports.desktop);
    await logIn(page, accounts.url, person);
    await signInDevice(page);

    const end = new AbortController();
    const run = desktop('run', ['--tick-ms', '500'], end.signal);
    await said(run.lines, /^Tick 2: trading\.$/);
    await screenshots(page, 'trading');

    // The customer presses the stop on the dashboard, and confirms.
    await page.goto(`${accounts.url}/customer/dashboard`);
    await page.getByRole('button', { name: texts.stopButton }).click();
    const confirm = page.getByRole('alertdialog', { name: texts.confirmStop.title });
    await confirm.waitFor();
    const before = run.lines.length;
    await confirm.getByRole('button', { name: texts.confirmStop.confirm }).click();
    const tookMs = await said(run.lines, /^EMERGENCY STOP/, before);
    expect(tookMs).toBeLessThan(emergencyStop.reactSeconds * 1000);
    await page.getByRole('heading', { name: texts.stoppedBadge }).waitFor();

    // Stopped: no tick while it holds.
    const stoppedAt = run.lines.findIndex((line) => /^EMERGENCY STOP/.test(line));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(run.lines.slice(stoppedAt).filter((line) => line.startsWith('Tick'))).toEqual([]);
    await screenshots(page, 'stopped');

    // Resumed from the top bar on a phone: it trades again.
    await page.setViewportSize(viewports.mobile);
    await page.goto(`${accounts.url}/customer/script-store`);
    await page.getByRole('banner').getByRole('button', { name: texts.resumeButton }).click();
    const resume = page.getByRole('alertdialog', { name: texts.confirmResume.title });
    await resume.waitFor();
    await saveScreenshot(page, 'emergency-stop-resume-dialog-375', { fullPage: false });
    const beforeResume = run.lines.length;
    await resume.getByRole('button', { name: texts.confirmResume.confirm }).click();
    await said(run.lines, /^Trading resumed\.$/, beforeResume);
    await said(run.lines, /^Tick \d+: trading\.$/, beforeResume + 1);
    await saveScreenshot(page, 'emergency-stop-top-bar-375', { fullPage: false });

    end.abort();
    expect(await run.done).toBe(0);
    await page.close();
  });
});
