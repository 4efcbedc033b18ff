import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkVariable, loadConfig } from '../../server/config';
import { staticSite } from '../../server/http/static-site';
import { PRERENDER_DIR, PRERENDER_MANIFEST } from '../../src/services/build-output';
import {
  defaultExternalLinks,
  externalLinkNames,
  SITE_SETTINGS_ELEMENT_ID,
  type SiteSettings,
  siteSettingPlaceholder,
} from '../../src/services/contract';
import { SIGNED_IN_COOKIE } from '../../src/services/signed-in-cookie';
import { call } from './support/auth';
import { suiteDatabase } from './support/databases';
import { paymentPaths } from './support/payments';
import { buildTestApp, fakeBuiltSite } from './support/test-app';

const configured: SiteSettings = {
  promoCode: 'SPRING25',
  links: {
    ...defaultExternalLinks,
    blog: 'https://news.example.org/?lang=en&tag=releases',
    scheduling: 'https://meet.example.org/team/onboarding',
    tutorialVideo: 'https://player.example.net/embed/abc123',
    tutorialVideoPage: 'https://player.example.net/watch/abc123',
  },
};

/** A built site whose home page was prerendered with tokens, as `vite build` leaves it. */
function builtSiteWithPrerenderedHome(markup: string): string {
  const root = fakeBuiltSite();
  mkdirSync(join(root, PRERENDER_DIR));
  writeFileSync(
    join(root, PRERENDER_DIR, 'index.html'),
    `<!doctype html><html><head><link rel="canonical" href="/" /></head><body><div id="root" data-prerendered>${markup}</div></body></html>`,
  );
  writeFileSync(
    join(root, PRERENDER_DIR, PRERENDER_MANIFEST),
    JSON.stringify({ pages: { '/': 'index.html' }, sitemap: ['/'] }),
  );
  return root;
}

const homeMarkup =
  `<button aria-label="Promo code ${siteSettingPlaceholder('promoCode')}. Click to copy code">` +
  `${siteSettingPlaceholder('promoCode')}</button>` +
  `<a href="${siteSettingPlaceholder('links.blog')}">Blog</a>`;

/** The settings the page carries for the browser, as the browser parses them. */
function settingsIn(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${SITE_SETTINGS_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

describe('configuration of the external links', () => {
  it('names one variable per link', () => {
    expect(linkVariable('documentation')).toBe('LINK_DOCUMENTATION');
    expect(linkVariable('customGpt')).toBe('LINK_CUSTOM_GPT');
    expect(linkVariable('tutorialVideoPage')).toBe('LINK_TUTORIAL_VIDEO_PAGE');
  });

  it('keeps the content defaults unless a variable is set, an empty one counting as unset', () => {
    expect(loadConfig({}).links).toEqual(defaultExternalLinks);
    expect(loadConfig({ LINK_BLOG: '' }).links).toEqual(defaultExternalLinks);
    const config = loadConfig(
      Object.fromEntries(
        externalLinkNames.map((name) => [linkVariable(name), ` https://${name}.example.org/x `]),
      ),
    );
    for (const name of externalLinkNames) {
      expect(config.links[name]).toBe(`https://${name}.example.org/x`);
    }
  });

  it('refuses an address that is not https, naming the variable', () => {
    for (const value of [
      'http://docs.example.org',
      'docs.example.org',
      'javascript:alert(1)',
      'https://',
    ]) {
      expect(() => loadConfig({ LINK_DOCUMENTATION: value }), value).toThrow(/LINK_DOCUMENTATION/);
    }
    expect(() => loadConfig({ LINK_SCHEDULING: 'ftp://x', PORT: 'eighty' })).toThrow(
      /PORT.*LINK_SCHEDULING/,
    );
  });
});

describe('the site settings in the pages the server sends', () => {
  const site = staticSite(builtSiteWithPrerenderedHome(homeMarkup), {
    publicUrl: 'https://app.example.com',
    siteSettings: configured,
  });

  it('fills the configured promo code and links into the prerendered HTML', async () => {
    const html = await (await site.request('/')).text();
    expect(html).toContain('<button aria-label="Promo code SPRING25. Click to copy code">SPRING25');
    expect(html).toContain('<a href="https://news.example.org/?lang=en&amp;tag=releases">Blog</a>');
    expect(html).not.toContain('{{site-setting:');
    expect(settingsIn(html)).toEqual(configured);
  });

  it('sends the same page compressed', async () => {
    const plain = await (await site.request('/')).text();
    const brotli = await site.request('/', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(plain);
    const gzip = await site.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);
  });

  it('gives the client-rendered pages the same settings', async () => {
    for (const path of ['/customer/dashboard', '/reset-password', '/index.html']) {
      const response = await site.request(path, {
        headers: { 'Accept-Encoding': 'gzip', cookie: `${SIGNED_IN_COOKIE}=1` },
      });
      expect(response.status).toBe(200);
      const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
      expect(html).toContain('<div id="root"></div>');
      expect(settingsIn(html), path).toEqual(configured);
    }
  });

  it('keeps the data inert: a value cannot end the element or add markup', async () => {
    const hostile = {
      ...configured,
      links: { ...configured.links, blog: 'https://x.example/</script><script>alert(1)</script>' },
    };
    const html = await (
      await staticSite(builtSiteWithPrerenderedHome(homeMarkup), { siteSettings: hostile }).request(
        '/',
      )
    ).text();
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('href="https://x.example/&lt;/script&gt;&lt;script&gt;');
    expect(settingsIn(html)).toEqual(hostile);
  });

  it('refuses to start on a build holding a setting it does not know', () => {
    const root = builtSiteWithPrerenderedHome(
      `<a href="${siteSettingPlaceholder('links.forum')}">`,
    );
    expect(() => staticSite(root, { siteSettings: configured })).toThrow(/links\.forum.*rebuild/);
  });
});

describe('one promo code and one set of links for the checkout, the pages and the policy', () => {
  const database = suiteDatabase('pglite');
  let app: ReturnType<typeof buildTestApp>;

  beforeAll(async () => {
    app = buildTestApp(database, {
      staticDir: builtSiteWithPrerenderedHome(homeMarkup),
      settings: {
        sessionTtlSeconds: 3600,
        publicUrl: 'http://app.test',
        supportEmail: 'support@app.test',
        promoCode: configured.promoCode,
        links: configured.links,
      },
    });
  });

  it('shows on the page the code the checkout accepts', async () => {
    const page = await (await app.request('/')).text();
    const payment = await call(app, 'GET', paymentPaths.config);
    expect(payment.body.promoCode).toBe('SPRING25');
    expect(settingsIn(page)).toEqual(configured);
  });

  it('lets pages frame the configured scheduling and video sites', async () => {
    const policy = (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain('frame-src https://meet.example.org https://player.example.net;');
  });
});
