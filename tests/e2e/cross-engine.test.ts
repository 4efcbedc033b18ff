import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedScripts } from '../../server/domain/catalogue';
import { authMessages } from '../../src/content/auth-messages';
import { chatTexts } from '../../src/content/chat';
import { cookieBanner } from '../../src/content/cookie-banner';
import { promo, removeEmotionsHero } from '../../src/content/hero';
import { authNav } from '../../src/content/navigation';
import { LOGGED_OUT_MESSAGE } from '../../src/content/session-messages';
import { type Driver, STEP_TIMEOUT_MS } from './engines/driver';
import { launchPuppeteer } from './engines/puppeteer-driver';
import { launchWebKit } from './engines/webkit-driver';
import { type AccountsApp, newPerson, startAccountsApp } from './support/accounts';
import { screenshotDir } from './support/browser';
import { codeFrom } from './support/mail-sink';

/** Customers use Chrome, Firefox and Safari: each engine gets the same journeys. */
const engines: Record<string, () => Promise<Driver>> = {
  chromium: () => launchPuppeteer('chromium'),
  firefox: () => launchPuppeteer('firefox'),
  webkit: launchWebKit,
};

const paid = seedScripts.find((script) => script.price !== '0');

let app: AccountsApp;

beforeAll(async () => {
  mkdirSync(screenshotDir, { recursive: true });
  app = await startAccountsApp();
});
afterAll(async () => {
  await app?.stop();
});

/**
 * The main journeys of a customer, written once: in each engine, one new person goes from the
 * home page through sign-up, login, a Pro subscription, the chat and a purchase. The steps run
 * in order and build on each other, as a person's visit would; a screenshot of where each one
 * ended goes to test-results/screenshots (engines-<engine>-<step>.png).
 */
describe.each(Object.entries(engines))('the main journeys in %s', (engine, launch) => {
  const person = newPerson(engine);
  let browser: Driver;
  const path = async () => new URL(await browser.url()).pathname;
  async function waitForPath(expected: string) {
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    while ((await path()) !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await path()).toBe(expected);
  }

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  let step = 0;
  afterEach(async () => {
    step += 1;
    await browser?.screenshot(join(screenshotDir, `engines-${engine}-${step}.png`));
  });

  it('home: the hero shows, the cookie banner goes, the header leads to sign-up', async () => {
    await browser.goto(app.url);
    await browser.waitForText(removeEmotionsHero.title);
    await browser.click('button', cookieBanner.allowLabel);
    await browser.click('link', authNav.signup.label);
    // The home page says 'Create Account' too: the address says the sign-up page has opened.
    await waitForPath(authNav.signup.href);
    await browser.waitForText('Create Account');
  });

  it('sign-up with the code from the mail', async () => {
    await browser.goto(`${app.url}${authNav.signup.href}`);
    await browser.fill('Email', person.email);
    await browser.click('button', 'Continue');
    await browser.fill('First name', person.firstName);
    await browser.fill('Last name', person.lastName);
    await browser.fill('Password', person.password);
    await browser.fill('Confirm password', person.password);
    await browser.fill('How did you hear about us?', 'YouTube');
    await browser.click('checkbox', 'accept the Terms');
    const sentAt = Date.now();
    await browser.click('button', 'Continue');
    await browser.waitForText(authMessages.signup.sent);
    const mail = await app.mail.waitForMail(person.email, { since: sentAt });
    await browser.fill('Verification code', codeFrom(mail));
    await browser.click('button', 'Sign Up');
    // The sidebar greets the new customer by name.
    await browser.waitForText(`${person.firstName} ${person.lastName}`);
    expect(await path()).toBe('/customer');
  });

  it('sign-out, then login', async () => {
    await browser.click('button', 'Sign Out');
    await browser.waitForText(LOGGED_OUT_MESSAGE);
    expect(await path()).toBe(authNav.login.href);
    await browser.fill('Email', person.email);
    await browser.fill('Password', person.password);
    await browser.click('button', 'Login');
    await browser.waitForText(`${person.firstName} ${person.lastName}`);
    expect(await path()).toBe('/customer');
  });

  it('Accounts: a monthly subscription through the test checkout, first month free', async () => {
    await browser.click('link', 'Accounts');
    await browser.waitForText(promo.defaultCode);
    await browser.click('button', 'Subscribe monthly');
    await browser.waitForText('TEST MODE');
    await browser.fill('Promo code (optional)', promo.defaultCode);
    await browser.click('button', 'Complete payment');
    await browser.waitForText('Status: active');
    expect(await path()).toBe('/customer/accounts');
  });

  it('chat: the Pro AI chat answers (the offline assistant), and its code copies', async () => {
    await browser.click('link', 'AI Chat');
    await browser.waitForText(chatTexts.subtitle);
    await browser.fill(chatTexts.inputLabel, 'Write a 9/21 EMA crossover script');
    await browser.click('button', chatTexts.generate);
    await browser.waitForText('class MovingAverageCrossover');
    // The reply is formatted: its code sits in a block with a copy button.
    await browser.click('button', `${chatTexts.copy} python ${chatTexts.code}`);
    await browser.waitForText(chatTexts.copied);
    expect(await path()).toBe('/customer/chat');
  });

  it('store: a paid script bought through the test checkout, then opened', async () => {
    if (!paid) throw new Error('the seed needs a paid script');
    await browser.click('link', 'Script Store');
    await browser.click('button', `Purchase ${paid.scriptName}`);
    await browser.waitForText('TEST MODE');
    await browser.click('button', 'Complete payment');
    await browser.click('link', `Get Info: ${paid.scriptName}`);
    await browser.waitForText('Script content');
    expect(await path()).toMatch(/^\/customer\/script-store\/./);
  });
});
