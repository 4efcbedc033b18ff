import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  pageOfThisTest,
  saveScreenshot,
  seriousAccessibilityViolations,
  type Viewport,
  viewports,
} from './support/browser';

/**
 * The flows studio as `npm run flows:build` writes it, opened from the disk with every request
 * outside its folder refused (no server, no network): a machine picked from the list, played by
 * clicking, and a generated path played on the diagram.
 */
const outDir = join(tmpdir(), `flows-studio-${process.pid}`);
const index = pathToFileURL(join(outDir, 'index.html')).href;
let browser: Browser;

beforeAll(async () => {
  await promisify(execFile)('npx', ['tsx', 'scripts/studio/build.ts'], {
    env: { ...process.env, FLOWS_OUT_DIR: outDir, NODE_ENV: 'production' },
  });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  rmSync(outDir, { recursive: true, force: true });
});

/** A page of this test that may read the studio's folder and nothing else; what it tried is kept. */
async function offlinePage(viewport: Viewport = viewports.desktop) {
  const page = await pageOfThisTest(browser, viewport);
  const refused: string[] = [];
  const errors: string[] = [];
  const folder = pathToFileURL(outDir).href;
  await page.context().route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(folder)) return route.continue();
    refused.push(url);
    return route.abort();
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, refused, errors };
}

const currentState = (page: Page) => page.getByTestId('current-state');

describe('the flows studio, opened from the disk', () => {
  it('lists the machines with their coverage and opens one', async () => {
    const { page, refused, errors } = await offlinePage();
    await page.goto(index);
    await expect.poll(() => page.locator('.machine-list li').count()).toBeGreaterThan(30);
    expect(await page.getByRole('link', { name: /signupWizard/ }).textContent()).toMatch(
      /states 12\/12 · transitions 24\/24/,
    );
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: /signupWizard/ }).click();
    await expect.poll(() => currentState(page).textContent()).toBe('Email.Editing');
    await page.locator('.diagram svg').waitFor();
    expect(await page.locator('.diagram .state').count()).toBe(12);
    expect(await page.locator('.diagram .transition').count()).toBe(24);
    // A state reached by keyboard reads in full below the diagram.
    await page.locator('[data-state="signup.Code"]').focus();
    expect(await page.locator('.state-details').textContent()).toContain('signup.Code');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('plays the sign-up wizard by clicking: a failed check of the e-mail, undone, then the e-mail is free', async () => {
    const { page, refused } = await offlinePage();
    await page.goto(`${index}#/machine/signupWizard`);
    await page
      .getByRole('button', { name: 'field.change (field "emailAddress", value "Ada@Example.com")' })
      .click();
    await page.getByRole('button', { name: 'step.next', exact: true }).click();
    await expect.poll(() => currentState(page).textContent()).toBe('Email.Checking');
    expect(await page.locator('.state.active[data-state="signup.Email.Checking"]').count()).toBe(1);
    await page.getByRole('button', { name: /^checkEmail fails \(HTTP 500/ }).click();
    await expect.poll(() => currentState(page).textContent()).toBe('Email.Editing');
    expect(page.url()).toMatch(
      /#\/machine\/signupWizard\?steps=\d+\.\d+\.\d+&state=Email\.Editing$/,
    );
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => currentState(page).textContent()).toBe('Email.Checking');
    await page.getByRole('button', { name: 'checkEmail succeeds {isPresent: false}' }).click();
    await expect.poll(() => currentState(page).textContent()).toBe('Details.Editing');
    expect(await page.locator('.context').textContent()).toContain(
      '"emailAddress": "Ada@Example.com"',
    );
    // The address is the position: opened again, it plays to the same state.
    const link = page.url();
    await page.goto('about:blank');
    await page.goto(link);
    await expect.poll(() => currentState(page).textContent()).toBe('Details.Editing');
    expect(refused).toEqual([]);
  });

  it('plays a generated path of the sign-up wizard on the diagram in one click', async () => {
    const { page, refused } = await offlinePage();
    await page.goto(`${index}#/machine/signupWizard/paths`);
    await page.getByLabel('Ending in').selectOption('Registered');
    const first = page.locator('.path').first();
    expect(await first.textContent()).toContain('register succeeds');
    await saveScreenshot(page, 'flows-studio-paths-desktop-1280');
    await first.getByRole('button', { name: 'Play it' }).click();
    await expect.poll(() => currentState(page).textContent()).toBe('Registered');
    expect(await page.locator('.state.active[data-state="signup.Registered"]').count()).toBe(1);
    await saveScreenshot(page, 'flows-studio-signup-desktop-1280');
    expect(refused).toEqual([]);
  });

  it('reads at 375 px: a large machine played, nothing wider than the screen', async () => {
    const { page } = await offlinePage(viewports.mobile);
    await page.goto(`${index}#/machine/subscription`);
    await page.locator('.diagram svg').waitFor();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(viewports.mobile.width);
    await saveScreenshot(page, 'flows-studio-subscription-mobile-375');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
