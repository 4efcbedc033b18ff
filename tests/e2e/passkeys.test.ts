import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeyTexts as texts } from '../../src/content/passkeys';
import { pagePaths } from '../../src/services/contract';
import {
  type AccountsApp,
  field,
  newPerson,
  type Person,
  registerThroughApi,
  startAccountsApp,
  storeSession,
} from './support/accounts';
import { freePort } from './support/app-server';
import {
  launchBrowser,
  openPage,
  saveScreenshot,
  seriousAccessibilityViolations,
  type Viewport,
  viewports,
} from './support/browser';

/**
 * Passkeys in Chromium (issue 35), with its virtual authenticator (CDP WebAuthn: a platform
 * authenticator that keeps discoverable credentials and verifies the user): one added on the
 * Security page, a sign-in with it on /login, then renamed and removed. The site is reached as
 * localhost, which PUBLIC_URL names: a passkey belongs to a domain, never to an IP address.
 */
let accounts: AccountsApp;
let browser: Browser;
let site: string;

beforeAll(async () => {
  const port = await freePort();
  site = `http://localhost:${port}`;
  [accounts, browser] = await Promise.all([
    startAccountsApp({ PORT: String(port), PUBLIC_URL: site }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await accounts?.stop();
});

/** A page whose browser has a passkey authenticator built in (a laptop's, say). */
async function pageWithAuthenticator(viewport: Viewport): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await openPage(browser, viewport);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { page, cdp };
}

const cardOf = (page: Page) => page.getByRole('region', { name: texts.title });

async function addPasskey(page: Page, person: Person, name: string) {
  await storeSession(page, site, person);
  await page.goto(`${site}${pagePaths.customer.security}`);
  const card = cardOf(page);
  await card.getByRole('button', { name: texts.add }).click();
  await field(page, texts.name).fill(name);
  await card.getByLabel(new RegExp(`^${texts.password}\\*?$`)).fill(person.password);
  await card.getByRole('button', { name: texts.create }).click();
  await card.getByText(texts.added).waitFor();
  await card.getByRole('list', { name: texts.listLabel }).getByText(name).waitFor();
  return card;
}

describe('passkeys', () => {
  it('adds one on the Security page, signs in with it on /login, renames and removes it', async () => {
    const person = newPerson('passkey');
    await registerThroughApi(accounts, person);
    const { page } = await pageWithAuthenticator(viewports.desktop);
    await addPasskey(page, person, 'Test laptop');

    // Signed out, the same browser signs in with the passkey alone: no e-mail, no password.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${site}/login`);
    expect(await field(page, 'Email').getAttribute('autocomplete')).toBe('username webauthn');
    await page.getByRole('button', { name: texts.signIn }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    await page.goto(`${site}${pagePaths.customer.security}`);
    const card = cardOf(page);
    const list = card.getByRole('list', { name: texts.listLabel });
    await list.getByText(/last used/).waitFor();

    await card.getByRole('button', { name: texts.renameNamed('Test laptop') }).click();
    await field(page, texts.name).fill('Desk');
    await card.getByRole('button', { name: texts.save }).click();
    await card.getByText(texts.renamed).waitFor();
    await list.getByText('Desk').waitFor();

    await card.getByRole('button', { name: texts.removeNamed('Desk') }).click();
    await card.getByLabel(new RegExp(`^${texts.password}\\*?$`)).fill(person.password);
    await card.getByRole('button', { name: texts.remove, exact: true }).click();
    await card.getByText(texts.removed).waitFor();
    await card.getByText(texts.none).waitFor();
    await page.context().close();
  });

  it.each(Object.entries(viewports))(
    'draws the card and the login page at %s width, axe clean',
    async (_name, viewport) => {
      const person = newPerson('passkey-look');
      await registerThroughApi(accounts, person);
      const { page } = await pageWithAuthenticator(viewport);
      const card = await addPasskey(page, person, 'Work laptop');
      await card.scrollIntoViewIfNeeded();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await saveScreenshot(page, `passkeys-card-${viewport.width}`);
      await card.getByRole('button', { name: texts.add }).click();
      await saveScreenshot(page, `passkeys-card-adding-${viewport.width}`, { fullPage: false });

      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${site}/login`);
      await page.getByRole('button', { name: texts.signIn }).waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await saveScreenshot(page, `passkeys-login-${viewport.width}`, { fullPage: false });
      await page.context().close();
    },
  );
});
