import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkVariable } from '../../server/config';
import { promo } from '../../src/content/hero';
import { defaultExternalLinks, type ExternalLinks } from '../../src/content/links';
import { scheduling } from '../../src/content/scheduling';
import {
  type AccountsApp,
  logIn,
  newPerson,
  registerThroughApi,
  startAccountsApp,
} from './support/accounts';
import { launchBrowser, openPage, saveScreenshot, viewports } from './support/browser';
import { waitForHydration } from './support/hydration';

/**
 * A server whose operator set the promo code and every external link: the built site (the
 * same `dist/` as the rest of the suite, no rebuild) shows those, in the HTML it sends and
 * after hydration, and its pages may frame the new scheduling and video sites.
 */
const PROMO_CODE = 'SPRING25';
const links: ExternalLinks = {
  documentation: 'https://help.example.org/guide',
  blog: 'https://news.example.org/?lang=en&tag=releases',
  community: 'https://forum.example.org/',
  customGpt: 'https://chatgpt.com/g/g-example-assistant',
  scheduling: 'https://meet.example.org/team/onboarding',
  tutorialVideo: 'https://player.example.net/embed/abc123',
  tutorialVideoPage: 'https://player.example.net/watch/abc123',
  x: 'https://x.com/example',
  youtube: 'https://www.youtube.com/@example',
  facebook: 'https://www.facebook.com/example',
  instagram: 'https://www.instagram.com/example',
};

let browser: Browser;
let site: AccountsApp;
const person = newPerson('settings');

beforeAll(async () => {
  site = await startAccountsApp({
    PROMO_CODE,
    ...Object.fromEntries(
      Object.entries(links).map(([name, href]) => [
        linkVariable(name as keyof ExternalLinks),
        href,
      ]),
    ),
  });
  browser = await launchBrowser();
  await registerThroughApi(site, person);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A page that collects errors and Content-Security-Policy violations. */
async function watchedPage(viewport = viewports.desktop) {
  const page = await openPage(browser, viewport);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content.Security.Policy/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  await page.context().addInitScript(() => {
    if (window === window.top) localStorage.setItem('cookieDisclaimerDismissed', 'true');
  });
  return { page, problems };
}

async function open(page: Page, path: string) {
  await page.goto(`${site.url}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await waitForHydration(page);
}

const hrefOf = (page: Page, name: string | RegExp) =>
  page.getByRole('link', { name }).first().getAttribute('href');

const schedulingFrame = (page: Page) =>
  page.getByRole('dialog', { name: scheduling.dialogTitle }).locator('iframe');

describe('the settings an operator configures', () => {
  it('are in the HTML the server sends, before any script runs', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/`);
    const banner = page.getByRole('region', { name: 'Promotion' });
    expect(await banner.getByRole('button').textContent()).toBe(PROMO_CODE);
    expect(await hrefOf(page, /Ask ChatGPT/)).toBe(links.customGpt);
    expect(await hrefOf(page, /^Blog/)).toBe(links.blog);
    expect(await hrefOf(page, /on YouTube/)).toBe(links.youtube);
    expect(await page.content()).not.toContain(defaultExternalLinks.documentation);

    await page.goto(`${site.url}/pricing`);
    await page.getByText(new RegExp(`\\b${PROMO_CODE}\\b`)).waitFor();
    await context.close();
  });

  it('are what the pages show once live: the code copied is the configured one', async () => {
    const { page, problems } = await watchedPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: site.url,
    });
    await open(page, '/');
    await page.getByRole('region', { name: 'Promotion' }).getByRole('button').click();
    await page.getByText(promo.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PROMO_CODE);
    expect(await hrefOf(page, /^Documentation/)).toBe(links.documentation);
    await saveScreenshot(page, 'settings-home-1280', { fullPage: false });

    await open(page, '/pricing');
    await page
      .getByRole('main')
      .getByText(new RegExp(`\\b${PROMO_CODE}\\b`))
      .waitFor();
    await saveScreenshot(page, 'settings-pricing-1280');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('frame the configured scheduling and video sites, offering the video on its own site', async () => {
    const { page, problems } = await watchedPage(viewports.mobile);
    await open(page, '/demo');
    await page
      .getByRole('main')
      .getByRole('button', { name: /Schedule a 1-on-1 Call/ })
      .click();
    const frame = schedulingFrame(page);
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(`${src.origin}${src.pathname}`).toBe(links.scheduling);
    // A visitor who is not signed in has nothing filled in for them.
    expect(src.searchParams.get('email')).toBeNull();
    await page.keyboard.press('Escape');
    await frame.waitFor({ state: 'detached' });

    const videoAsked = page.waitForRequest((request) =>
      request.url().startsWith(`${links.tutorialVideo}?`),
    );
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Play the setup tutorial video' })
      .click();
    await videoAsked;
    const dialog = page.getByRole('dialog', { name: /setup tutorial/ });
    const watch = dialog.getByRole('link', { name: /Watch on YouTube/ });
    await watch.waitFor({ timeout: 20_000 });
    expect(await watch.getAttribute('href')).toBe(links.tutorialVideoPage);
    // The unreachable sites fail to load, but the policy asked for them: no violation.
    expect(problems.filter((problem) => /Security.Policy/i.test(problem))).toEqual([]);
    await page.close();
  });

  it('reach the client-rendered customer area, and the popup knows who is signed in', async () => {
    const { page } = await watchedPage();
    await logIn(page, site.url, person);
    const sidebar = page.getByRole('navigation', { name: 'Customer' });
    expect(await hrefOf(page, /^Community/)).toBe(links.community);
    expect(await sidebar.getByRole('link', { name: /^Documentation/ }).getAttribute('href')).toBe(
      links.documentation,
    );

    await open(page, '/');
    await page.getByRole('main').getByRole('button', { name: 'Schedule a call' }).click();
    const src = new URL((await schedulingFrame(page).getAttribute('src')) ?? '');
    expect(src.searchParams.get('name')).toBe(`${person.firstName} ${person.lastName}`);
    expect(src.searchParams.get('first_name')).toBe(person.firstName);
    expect(src.searchParams.get('last_name')).toBe(person.lastName);
    expect(src.searchParams.get('email')).toBe(person.email);
    await page.close();
  });
});
