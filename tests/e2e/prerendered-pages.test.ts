import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageMeta } from '../../src/content/page-meta';
import { islandPaths, prerenderedPaths, publicPaths } from '../../src/services/page-registry';
import { field } from './support/accounts';
import { launchBrowser, openPage, viewports } from './support/browser';
import { waitForHydration } from './support/hydration';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function rawHtml(path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  return response.text();
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'));

/** Opens `path` with JavaScript on, collecting what React and the page report as errors. */
async function openCollectingErrors(path: string, viewport = viewports.mobile) {
  const page = await openPage(browser, viewport);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
  return { page, errors };
}

describe('prerendered HTML', () => {
  it.each(prerenderedPaths)('%s arrives as HTML with its content, CSS and head', async (path) => {
    const html = await rawHtml(path);
    const head = headOf(html);
    const root = rootOf(html);
    // Public pages and the login are hydrated island by island, with the islands' runtime the
    // page names, sign-up whole (src/boot/browser-entry.tsx).
    const islandsPage = (islandPaths as readonly string[]).includes(path);
    expect(root).toMatch(
      islandsPage
        ? /^<div id="root" data-islands="\/assets\/start-islands-[\w-]+\.js">/
        : /^<div id="root" data-prerendered>/,
    );
    expect(root).toMatch(/<h1[^>]*>/);
    expect(head).toContain('<style data-emotion="sh ');
    expect(head).toContain(`<title>${pageMeta[path].title}</title>`);
    expect(head).toContain(`<meta name="description" content="${pageMeta[path].description}"/>`);
    expect(head).toContain(`<link rel="canonical" href="${baseUrl}${path}" />`);
    // The Content-Security-Policy allows no inline script and no inline event handler; the
    // site's settings ride in a JSON data block, which never runs.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/);
    expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i);
  });

  it('gives every page its own title and description', () => {
    const texts = prerenderedPaths.map((path) => pageMeta[path]);
    expect(new Set(texts.map((text) => text.title)).size).toBe(texts.length);
    expect(new Set(texts.map((text) => text.description)).size).toBe(texts.length);
  });

  it('is readable and styled before any script runs', async () => {
    const context = await browser.newContext({
      viewport: viewports.mobile,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/pricing`);
    const heading = page.getByRole('heading', { level: 1, name: 'Simple pricing, no surprises' });
    expect(await heading.isVisible()).toBe(true);
    // The inlined CSS is in force: the heading is large and the desktop menu hidden on a phone.
    const fontSize = await heading.evaluate((element) => getComputedStyle(element).fontSize);
    expect(Number.parseFloat(fontSize)).toBeGreaterThan(24);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    await context.close();
  });

  it('serves the client-rendered shell for pages that are not prerendered', async () => {
    // The signed-in area gets its app shell instead (tests/e2e/customer-shell.test.ts).
    for (const path of ['/reset-password', '/no/such/page']) {
      const html = await rawHtml(path);
      expect(rootOf(html)).toMatch(/^<div id="root"><\/div>/);
      expect(headOf(html)).not.toContain('<link rel="canonical"');
    }
  });
});

describe('hydration', () => {
  // Each page's own hydration, title and interaction: every-page.test.ts.
  it('keeps the pricing page working after hydration: the period switches the prices', async () => {
    const { page, errors } = await openCollectingErrors('/pricing', viewports.desktop);
    const proPrice = page.locator('[data-price="pro"]');
    const monthly = await proPrice.textContent();
    await page.getByText('Yearly', { exact: true }).click();
    await expect.poll(() => proPrice.textContent()).not.toBe(monthly);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('renders a hash route over the prerendered home with that page head', async () => {
    const { page, errors } = await openCollectingErrors('/#/pricing');
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    expect(await page.title()).toBe(pageMeta['/pricing'].title);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('removes the cookie banner it prerendered for a browser that dismissed it before', async () => {
    const page = await openPage(browser, viewports.mobile);
    await page.goto(`${baseUrl}/about-us`);
    // Clicked as soon as it shows, maybe before hydration: the click is held, then replayed.
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor({ state: 'detached' });
    await page.goto(`${baseUrl}/download`);
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor({ state: 'detached' });
    await page.close();
  });
});

describe('before hydration', () => {
  it('keeps what was typed and clicked until React handles it, and never submits natively', async () => {
    const page = await openPage(browser);
    // The app's code is held back until the form has been used, as on a slow connection.
    let letAppLoad = () => {};
    const appMayLoad = new Promise<void>((resolve) => {
      letAppLoad = resolve;
    });
    // The login form is an island: what wakes it is held back.
    await page.route(/\/assets\/start-(?:app|islands)-[^/]+\.js$/, async (route) => {
      await appMayLoad;
      await route.continue();
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'domcontentloaded' });
    await field(page, 'Email').fill('nobody@example.com');
    await field(page, 'Password').fill('Signal123');
    await page.getByRole('button', { name: 'Login' }).click();
    // A native submit would have put both fields in the address.
    expect(new URL(page.url()).search).toBe('');
    letAppLoad();
    await page.getByText('Invalid email or password.').waitFor();
    expect(await field(page, 'Email').inputValue()).toBe('nobody@example.com');
    expect(new URL(page.url()).search).toBe('');
    await page.close();
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lists every public page at the public address in the sitemap', async () => {
    const response = await fetch(`${baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
    expect(listed).toEqual(publicPaths.map((path) => `${baseUrl}${path}`));
  });

  it('lets robots crawl the site but not the API, and names the sitemap', async () => {
    const response = await fetch(`${baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    const robots = await response.text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).not.toContain('/customer');
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it('sends a crawler that follows a link into the signed-in areas to the login page', async () => {
    for (const path of ['/customer/dashboard', '/admin']) {
      const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      const login = await fetch(new URL(response.headers.get('location') ?? '', baseUrl));
      expect(login.status).toBe(200);
      expect(login.headers.get('x-robots-tag')).toBeNull();
      expect(await login.text()).toContain('Customer Login');
    }
  });
});
