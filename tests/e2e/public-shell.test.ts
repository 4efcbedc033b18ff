import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { footer } from '../../src/content/footer';
import { defaultExternalLinks } from '../../src/content/links';
import { headerNav, type NavItem } from '../../src/content/navigation';
import {
  launchBrowser,
  openPage,
  reusablePages,
  saveScreenshot,
  seriousAccessibilityViolations,
  type Viewport,
  viewports,
} from './support/browser';
import { waitForHydration } from './support/hydration';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A page per width, reused from test to test, each visit still a first one (no storage). */
const pageAt = reusablePages(() => browser);

async function visit(path: string, viewport: Viewport = viewports.desktop): Promise<Page> {
  const page = await pageAt(viewport);
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
}

/** Where a menu item leads: its route, or the (default) address of its external link. */
const hrefOf = (item: NavItem) =>
  item.kind === 'external' ? defaultExternalLinks[item.link] : item.href;

const homeHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /Remove Emotions/ });

describe('header', () => {
  it('links the logo home and every menu item to its page or, for external ones, a new tab', async () => {
    const page = await visit('/pricing');
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    for (const item of headerNav) {
      const link = mainNav.getByRole('link', { name: item.label });
      expect(await link.getAttribute('href')).toBe(hrefOf(item));
      expect(await link.getAttribute('target')).toBe(item.kind === 'external' ? '_blank' : null);
    }
    expect(await mainNav.getByRole('link', { name: 'Pricing' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.getByRole('link', { name: 'SignalHand home' }).first().click();
    await homeHeading(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('takes visitors to Log In and Sign up', async () => {
    const page = await visit('/');
    await page.getByRole('link', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: 'Customer Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.goBack();
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
  });

  it('collapses into a menu button under 768 px that opens an accessible drawer', async () => {
    const page = await visit('/', viewports.mobile);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    for (const item of headerNav) {
      expect(await drawer.getByRole('link', { name: item.label }).isVisible()).toBe(true);
    }
    expect(await drawer.getByRole('link', { name: 'Log In' }).isVisible()).toBe(true);
    await saveScreenshot(page, 'shell-mobile-menu-375', { fullPage: false });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Pricing' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/pricing');
  });
});

describe('footer', () => {
  it('shows the brand, social links in new tabs, main and legal links, copyright and disclaimer', async () => {
    const page = await visit('/');
    const pageFooter = page.getByRole('contentinfo');
    for (const social of footer.socialLinks) {
      const link = pageFooter.getByRole('link', { name: social.label });
      expect(await link.getAttribute('href')).toBe(defaultExternalLinks[social.link]);
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    for (const item of [...footer.mainLinks, ...footer.legalLinks]) {
      const name = item.kind === 'external' ? `${item.label} (opens in a new tab)` : item.label;
      const link = pageFooter.getByRole('link', { name, exact: true });
      expect(await link.getAttribute('href')).toBe(hrefOf(item));
      expect(await link.getAttribute('target')).toBe(item.kind === 'external' ? '_blank' : null);
    }
    const text = (await pageFooter.textContent()) ?? '';
    expect(text).toContain(`© ${new Date().getFullYear()} ${footer.companyName}`);
    expect(text).toContain('All rights reserved');
    expect(text).toContain('personalised financial advice');
    expect(text).toContain('qualified financial advisor');

    await pageFooter.getByRole('link', { name: 'Terms and Conditions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/terms-and-condition');
  });
});

describe('cookie banner', () => {
  it('shows until Allow is clicked and stays gone after a reload', async () => {
    const page = await visit('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    await saveScreenshot(page, 'home-with-cookie-banner-1280', { fullPage: false });
    await banner.getByRole('button', { name: 'Allow' }).click();
    await banner.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('cookieDisclaimerDismissed'))).toBe(
      'true',
    );
    await page.reload();
    await homeHeading(page).waitFor();
    // The prerendered page carries the banner, transparent, until hydration removes it.
    await waitForHydration(page);
    expect(await banner.count()).toBe(0);
  });
});

describe('routing', () => {
  it('routes by the hash when the address has one', async () => {
    // A page of its own: on a page already at `/`, going to `/#/pricing` would not load anew.
    const page = await openPage(browser);
    await page.goto(`${baseUrl}/#/pricing`);
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    const installation = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Installation',
    });
    expect(await installation.getAttribute('href')).toBe('#/demo');
    await installation.click();
    await page.getByRole('heading', { level: 1, name: 'Installation Guide' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/demo');
    await page.close();
  });

  it('serves the page itself on a direct visit or reload of a deep link', async () => {
    const page = await visit('/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
  });

  it('shows the home content for an unknown path', async () => {
    const page = await visit('/no/such/page');
    await homeHeading(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
  });

  it('answers an unknown API path with a JSON 404 in the error shape', async () => {
    const response = await fetch(`${baseUrl}/api/unknown`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: 'API endpoint not found' });
  });
});
