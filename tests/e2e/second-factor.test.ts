import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondFactorScreen } from '../../src/content/auth-screens';
import { authenticatorTexts as texts } from '../../src/content/authenticator-app';
import { pagePaths } from '../../src/services/contract';
import { TOTP_STEP_MS, totpCode } from '../support/totp';
import {
  type AccountsApp,
  field,
  newPerson,
  type Person,
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

/**
 * The second factor in Chromium (issue 35): the authenticator app set up on the Security page
 * (the key read from the card, codes computed from it as a phone would), a sign-in with a code
 * on /login's second step, and a recovery code that works once. Both screens at both widths,
 * axe clean.
 */
let accounts: AccountsApp;
let browser: Browser;

beforeAll(async () => {
  [accounts, browser] = await Promise.all([startAccountsApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await accounts?.stop();
});

/** A code of a time step not used yet (the server takes each step once). */
function codesOf(secret: string) {
  let last = -1;
  return async () => {
    for (;;) {
      const step = Math.floor(Date.now() / TOTP_STEP_MS);
      const use = Math.max(step, last + 1);
      if (use <= step + 1) {
        last = use;
        return totpCode(secret, use * TOTP_STEP_MS);
      }
      await new Promise((done) => setTimeout(done, (step + 1) * TOTP_STEP_MS - Date.now() + 50));
    }
  };
}

const cardOf = (page: Page) => page.getByRole('region', { name: texts.title });

async function setUpOnSecurityPage(person: Person, viewport: Viewport) {
  const page = await openPage(browser, viewport);
  await storeSession(page, accounts.url, person);
  await page.goto(`${accounts.url}${pagePaths.customer.security}`);
  const card = cardOf(page);
  await card.getByRole('button', { name: texts.start }).click();
  await card.getByRole('img', { name: texts.qrAlt }).waitFor();
  const secret = (await card.locator('code').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  return { page, card, secret };
}

async function signInUpToSecondStep(page: Page, person: Person) {
  await page.goto(`${accounts.url}/login`);
  await field(page, 'Email').fill(person.email);
  await field(page, 'Password').fill(person.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: secondFactorScreen.title }).waitFor();
}

describe('the second factor', () => {
  it('is set up on the Security page, then a sign-in asks for a code from it; a recovery code works once', async () => {
    const person = newPerson('totp');
    await registerThroughApi(accounts, person);
    const { page, card, secret } = await setUpOnSecurityPage(person, viewports.desktop);
    const nextCode = codesOf(secret);
    await card.getByLabel(new RegExp(`^${texts.code}\\*?$`)).fill(await nextCode());
    await card.getByRole('button', { name: texts.confirm }).click();
    const codes = card.getByRole('list', { name: texts.codesTitle });
    await codes.waitFor();
    const recovery = (await codes.getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(recovery).toHaveLength(10);
    await card.getByRole('button', { name: texts.codesDone }).click();
    await card.getByText(texts.on(10)).waitFor();
    await page.context().close();

    // A new browser signs in with the password, then a code computed from the key.
    const login = await openPage(browser, viewports.desktop);
    await signInUpToSecondStep(login, person);
    await field(login, secondFactorScreen.appLabel).fill('000000');
    await login.getByRole('button', { name: secondFactorScreen.submit }).click();
    await login
      .getByRole('alert')
      .getByText(/not right/)
      .waitFor();
    await field(login, secondFactorScreen.appLabel).fill(await nextCode());
    await login.getByRole('button', { name: secondFactorScreen.submit }).click();
    await login.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await login.context().close();

    // A recovery code signs in once; the second time it is refused.
    for (const outcome of ['signed in', 'refused'] as const) {
      const page = await openPage(browser, viewports.desktop);
      await signInUpToSecondStep(page, person);
      await page.getByRole('button', { name: secondFactorScreen.useRecovery }).click();
      await field(page, secondFactorScreen.recoveryLabel).fill(String(recovery[0]));
      await page.getByRole('button', { name: secondFactorScreen.submit }).click();
      if (outcome === 'signed in') {
        await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      } else {
        await page
          .getByRole('alert')
          .getByText(/not right/)
          .waitFor();
      }
      await page.context().close();
    }
  });

  it.each(Object.entries(viewports))(
    'draws the card and the second step at %s width, axe clean',
    async (_name, viewport) => {
      const person = newPerson('totp-look');
      await registerThroughApi(accounts, person);
      const { page, card, secret } = await setUpOnSecurityPage(person, viewport);
      await card.scrollIntoViewIfNeeded();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await saveScreenshot(page, `authenticator-setup-${viewport.width}`);
      await page.screenshot({ path: `/tmp/h3-card-${viewport.width}.png`, fullPage: true });
      await card.getByLabel(new RegExp(`^${texts.code}\\*?$`)).fill(totpCode(secret));
      await card.getByRole('button', { name: texts.confirm }).click();
      await card.getByRole('list', { name: texts.codesTitle }).waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/h3-codes-${viewport.width}.png`, fullPage: true });
      await page.context().close();

      const login = await openPage(browser, viewport);
      await signInUpToSecondStep(login, person);
      expect(await seriousAccessibilityViolations(login)).toEqual([]);
      const sideways = await login.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(sideways).toBe(false);
      await saveScreenshot(login, `login-second-step-${viewport.width}`);
      await login.screenshot({ path: `/tmp/h3-login-${viewport.width}.png`, fullPage: true });
      await login.context().close();
    },
  );
});
