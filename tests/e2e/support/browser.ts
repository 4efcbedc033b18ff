import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { onTestFinished } from 'vitest';

/** The system Chromium (Debian's package), unless `CHROMIUM_PATH` names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What this closed network needs: no sandbox as root, no GPU, no calls home (see the README). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The system Chromium with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

export type Viewport = { width: number; height: number };

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
} satisfies Record<string, Viewport>;

export type PageOptions = {
  /**
   * Pages prefer reduced motion by default, so animations cannot make tests flaky; tests of
   * motion itself (the carousel, the particles) ask for 'no-preference'.
   */
  reducedMotion?: 'reduce' | 'no-preference';
};

/** A page in a fresh context (own storage), as axe needs: pages made via a context. */
export async function openPage(
  browser: Browser,
  viewport: Viewport = viewports.desktop,
  { reducedMotion = 'reduce' }: PageOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport, reducedMotion });
  // Fail in seconds, not half a minute: every page here is local.
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

/** A page in a fresh context that belongs to the running test: closed when the test ends. */
export async function pageOfThisTest(
  browser: Browser,
  viewport: Viewport = viewports.desktop,
  options: PageOptions = {},
): Promise<Page> {
  const page = await openPage(browser, viewport, options);
  onTestFinished(() => page.context().close());
  return page;
}

/**
 * Pages a test file reuses from test to test, one per viewport: a new page costs a renderer
 * process and a cold start of the page's scripts, about 2.8 s a visit of a public page here
 * against 1 s on a reused page (BENCHMARKS.md, "Test run"). Each use starts clean of what the
 * last test left: storage, cookies, routes, listeners and a changed size. `prepare` runs once
 * on a new page (an init script, for example). A test that changes the context itself
 * (permissions, a clock) takes a page of its own (`pageOfThisTest`).
 */
export function reusablePages(
  browser: () => Browser,
  prepare?: (page: Page) => Promise<unknown>,
): (viewport?: Viewport) => Promise<Page> {
  const pages = new Map<number, Page>();
  return async (viewport = viewports.desktop) => {
    const page = pages.get(viewport.width);
    if (!page) {
      const opened = await openPage(browser(), viewport);
      await prepare?.(opened);
      pages.set(viewport.width, opened);
      return opened;
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    page.removeAllListeners();
    // A test may have resized it (the sidebar's phone-width test does).
    await page.setViewportSize(viewport);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.context().clearCookies();
    return page;
  };
}

export const screenshotDir = join(process.cwd(), 'test-results', 'screenshots');

/**
 * Screenshots go to a git-ignored folder for people to look at: the whole page by default,
 * only the viewport for overlays (drawers, dialogs, banners) that float over it.
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
}

/**
 * Runs axe on the page as it is now and returns the serious and critical violations. In axe's
 * legacy mode: the same rules, run in the page itself. The default mode opens a blank page in
 * the context to merge the frames' results, which doubled each check (home page 3.3 s to 1.4 s,
 * measured); what only it adds, checking inside cross-origin frames, is the third parties'
 * content (the video and scheduling embeds), not ours.
 */
export async function seriousAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      // The element itself too: a generated class name alone does not say which one it is.
      targets: violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`),
    }));
}
