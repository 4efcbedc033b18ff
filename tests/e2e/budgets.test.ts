import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { prerenderedPaths } from '../../src/services/page-registry';
import { launchBrowser, openPage, viewports } from './support/browser';
import { waitForHydration } from './support/hydration';

/**
 * Issue 16's budgets, measured as a visitor's browser meets the site (BENCHMARKS.md):
 * - no page's HTML over 100 kB gzip;
 * - the JavaScript `/` runs before any interaction: every script it loads while its islands
 *   wake (those in view at once, the others on idle) with nobody touching or scrolling it.
 *   The issue's target is 90 kB gzip; the ceiling here is what the islands reach today, so the
 *   figure cannot grow unnoticed (BENCHMARKS.md).
 */
const HTML_BUDGET_BYTES = 100_000;
const JS_TARGET_BYTES = 90_000;
// 240 kB when the islands landed, about 258 kB after the console and the desktop link; 228 to
// 232 kB on 2026-11-24, then 124 kB once the islands ran no Chakra; 123.2 kB on 2026-11-26;
// 116.7 kB on 2026-11-27, once `/` no longer loaded valibot; 55.2 kB the same day, once the
// islands ran on Preact. The ceiling follows what is reached, so the figure cannot grow unnoticed.
const JS_CEILING_BYTES = 60_000;

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const gzipBytes = (content: Uint8Array | string) => gzipSync(content, { level: 9 }).length;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

describe('page weight budgets', () => {
  it.each(prerenderedPaths)(
    `%s sends at most ${kB(HTML_BUDGET_BYTES)} gzip of HTML`,
    async (path) => {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(gzipBytes(html)).toBeLessThanOrEqual(HTML_BUDGET_BYTES);
    },
  );

  it('/ runs no more JavaScript than its ceiling before any interaction', async () => {
    const page = await openPage(browser, viewports.mobile, { reducedMotion: 'no-preference' });
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(
        response.url(),
        response.body().then(gzipBytes, () => 0),
      );
    });
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(scripts.values());
    const total = sizes.reduce((sum, size) => sum + size, 0);
    console.info(
      `/ runs ${kB(total)} gzip of JavaScript in ${sizes.length} files before any interaction ` +
        `(target ${kB(JS_TARGET_BYTES)}, ceiling ${kB(JS_CEILING_BYTES)})`,
    );
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(JS_CEILING_BYTES);
    await page.close();
  });
});
