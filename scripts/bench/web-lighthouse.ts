import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import type { BrowserSession } from '../../tests/e2e/support/accounts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/e2e/support/browser';

/** The figures one Lighthouse run gives a page: scores out of 100, times in ms. */
export type RunFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
};

/**
 * What to measure: an address, a session to put in place first, and where to write the run's
 * whole Lighthouse report (its long tasks, its LCP element), if at all.
 */
export type Target = { url: string; session?: BrowserSession; reportFile?: string };

/**
 * Lighthouse's two ways of slowing the page to a mid-range phone on a slow 4G: `simulate`
 * loads at full speed and computes the slow timings from the trace (it can miss a late paint,
 * such as an island's); `devtools` slows the CPU and network while the page really loads.
 */
export type Throttling = 'simulate' | 'devtools';

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Puts the session in place through a JSON endpoint of the same origin, so no page asset lands
 * in the browser cache before Lighthouse measures a cold load.
 */
async function seedSession(port: number, origin: string, session: BrowserSession) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]?.newPage();
    if (!page) throw new Error('Chromium has no default context');
    await page.goto(`${origin}/api/health`);
    await page.evaluate(({ localStorage: entries, cookie }) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      // biome-ignore lint/suspicious/noDocumentCookie: the very text the app writes (signedInCookie).
      document.cookie = cookie;
    }, session);
    await page.close();
  } finally {
    // Leaves Chromium running: closing a CDP connection only detaches.
    await browser.close();
  }
}

/**
 * One Lighthouse run in a fresh Chromium (Lighthouse's default mobile emulation), like one
 * `lighthouse <url> --throttling-method=<throttling>` on the command line.
 */
export async function runLighthouse(
  target: Target,
  throttling: Throttling = 'simulate',
): Promise<RunFigures> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
  });
  try {
    if (target.session) {
      await seedSession(chrome.port, new URL(target.url).origin, target.session);
    }
    const result = await lighthouse(
      target.url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          throttlingMethod: throttling,
          // Lighthouse clears the origin's storage by default, which would sign the session out.
          disableStorageReset: Boolean(target.session),
        },
      },
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${target.url}`);
    if (target.reportFile) writeFileSync(target.reportFile, JSON.stringify(result.lhr));
    const { categories, audits } = result.lhr;
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    return {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      seo: score(categories.seo?.score),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndex: metric('speed-index'),
    };
  } finally {
    chrome.kill();
  }
}
