import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { promo } from '../../src/content/hero';
import { scheduling } from '../../src/content/scheduling';
import { launchBrowser, reusablePages, type Viewport, viewports } from './support/browser';
import { waitForHydration } from './support/hydration';
import { LATEST_INSTALLER_URL } from './support/installer';

/**
 * Every control of the prerendered pages tapped the moment the page shows, before its island
 * has woken, on a CPU slowed 4x: each must still do its whole job once the island wakes
 * (CONVENTIONS 18; issue 16).
 */
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** How much slower than this machine the page's CPU runs, as on a mid-range phone. */
const CPU_SLOWDOWN = 4;

/**
 * A page per width, reused from control to control (a new renderer each time costs seconds on
 * the slowed CPU). The tap still lands before hydration: the start script is held back below
 * whether the page's caches are warm or not.
 */
const pageAt = reusablePages(
  () => browser,
  async (page) => {
    // Everything takes four times as long on the slowed CPU.
    page.context().setDefaultTimeout(30_000);
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  },
);

/** The page of that width, its CPU slowed for this test (a setting that navigations may drop). */
async function slowPageAt(viewport: Viewport) {
  const page = await pageAt(viewport);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  onTestFinished(() => cdp.detach());
  return page;
}

/**
 * Opens `path` as a slow phone or a quick visitor meets it: the server-rendered page is on
 * screen, the CPU slowed 4x, and the code that wakes the islands (or the app) is held back
 * until `wake`, so the tap surely lands before hydration.
 */
async function openBeforeTheAppStarts(path: string, viewport: Viewport) {
  const page = await slowPageAt(viewport);
  let wake = () => {};
  const awake = new Promise<void>((resolve) => {
    wake = resolve;
  });
  await page.route(/\/assets\/start-(?:app|islands)-[^/]+\.js$/, async (route) => {
    await awake;
    await route.continue();
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
  return { page, wake };
}

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

type Control = {
  name: string;
  path: string;
  viewport?: Viewport;
  /** The tap, made before the app has started. */
  tap(page: Page): Promise<unknown>;
  /** Everything the control is meant to do, checked once the app is up. */
  didItsJob(page: Page, tapped: unknown): Promise<void>;
};

const main = (page: Page) => page.getByRole('main');

const controls: Control[] = [
  {
    name: "'Free Download': the zip downloads and the installation guide opens",
    path: '/',
    tap: async (page) => {
      const download = page.waitForEvent('download');
      await main(page)
        .getByRole('link', { name: /Free Download/ })
        .click();
      return { download };
    },
    didItsJob: async (page, tapped) => {
      const download = await (tapped as { download: Promise<Download> }).download;
      expect(new URL(download.url()).pathname).toBe(LATEST_INSTALLER_URL);
      await main(page).getByText('Thank you for downloading!').waitFor();
      expect(path(page)).toBe('/demo?fromDownload=true');
    },
  },
  {
    name: 'the promo code: copied, and confirmed',
    path: '/',
    tap: async (page) => {
      // The confirmation shows for 2 s only, which can pass while the slowed page wakes its
      // other islands: note that it showed, whenever it does.
      await page.evaluate((copied) => {
        new MutationObserver((_, observer) => {
          const region = document.querySelector('section[aria-label="Promotion"]');
          if (!region?.textContent?.includes(copied)) return;
          document.documentElement.dataset.promoConfirmed = '';
          observer.disconnect();
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      }, promo.copied);
      await page
        .getByRole('region', { name: 'Promotion' })
        .getByRole('button', { name: new RegExp(promo.defaultCode) })
        .click();
    },
    didItsJob: async (page) => {
      await page.locator('html[data-promo-confirmed]').waitFor({ state: 'attached' });
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(promo.defaultCode);
    },
  },
  {
    name: "'Schedule a call': the scheduling popup opens",
    path: '/',
    tap: (page) => main(page).getByRole('button', { name: 'Schedule a call' }).click(),
    didItsJob: (page) =>
      page.getByRole('dialog', { name: scheduling.dialogTitle }).locator('iframe').waitFor(),
  },
  {
    name: "the cookie banner's 'Allow': the banner goes, and stays gone",
    path: '/',
    tap: (page) => page.getByRole('button', { name: 'Allow' }).click(),
    didItsJob: async (page) => {
      await page.getByRole('region', { name: 'Cookie consent' }).waitFor({ state: 'detached' });
      expect(await page.evaluate(() => localStorage.getItem('cookieDisclaimerDismissed'))).toBe(
        'true',
      );
    },
  },
  {
    name: 'the header menu on a phone: the drawer opens',
    path: '/',
    viewport: viewports.mobile,
    tap: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
    didItsJob: (page) => page.getByRole('dialog').getByRole('link', { name: 'Pricing' }).waitFor(),
  },
  {
    name: 'a feature card: chosen, and its details shown',
    path: '/',
    tap: (page) => main(page).getByText('100% Secured', { exact: true }).first().click(),
    didItsJob: async (page) => {
      const detail = main(page).locator('[data-feature-detail]');
      await expect.poll(() => detail.getAttribute('data-feature-detail')).toBe('secured');
      expect(
        await main(page)
          .getByRole('radio', { name: /100% Secured/ })
          .isChecked(),
      ).toBe(true);
    },
  },
  {
    name: "'See pricing': the pricing page opens",
    path: '/',
    tap: (page) => main(page).getByRole('link', { name: 'See pricing' }).click(),
    didItsJob: async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Simple pricing, no surprises' }).waitFor();
      expect(path(page)).toBe('/pricing');
    },
  },
  {
    name: "the plan toggle: 'Yearly' shows yearly prices",
    path: '/pricing',
    tap: (page) => main(page).getByText('Yearly', { exact: true }).click(),
    didItsJob: async (page) => {
      const proPrice = main(page).locator('[data-price="pro"]');
      await expect.poll(() => proPrice.textContent()).toBe('$300/year');
    },
  },
  {
    name: 'a FAQ question: its answer opens',
    path: '/contact-us',
    tap: (page) =>
      main(page).locator('summary', { hasText: 'What is your refund policy?' }).click(),
    didItsJob: async (page) => {
      const item = main(page).locator('details', { hasText: 'What is your refund policy?' });
      await expect
        .poll(() => item.evaluate((details: HTMLDetailsElement) => details.open))
        .toBe(true);
      await main(page)
        .getByText(/7-day money-back guarantee/)
        .waitFor();
    },
  },
  {
    name: 'the tutorial video: its dialog opens',
    path: '/demo',
    tap: (page) =>
      main(page).getByRole('button', { name: 'Play the setup tutorial video' }).click(),
    didItsJob: (page) => page.getByRole('dialog', { name: /setup tutorial/ }).waitFor(),
  },
  {
    name: "'Official Documentation': the countdown starts",
    path: '/demo',
    tap: (page) => main(page).getByRole('button', { name: 'Official Documentation' }).click(),
    didItsJob: (page) =>
      main(page)
        .getByRole('button', { name: /Redirecting in [1-5]\.\.\./ })
        .waitFor(),
  },
  {
    name: "the login's 'Show password': the password shows",
    path: '/login',
    viewport: viewports.mobile,
    tap: (page) => page.getByRole('button', { name: 'Show password' }).click(),
    didItsJob: async (page) => {
      await page.getByRole('button', { name: 'Hide password', pressed: true }).waitFor();
      expect(await page.locator('input[name="password"]').getAttribute('type')).toBe('text');
    },
  },
  {
    name: "'Download for Windows': the zip downloads",
    path: '/download',
    tap: async (page) => {
      const download = page.waitForEvent('download');
      await main(page).getByRole('link', { name: 'Download for Windows' }).click();
      return { download };
    },
    didItsJob: async (page, tapped) => {
      const download = await (tapped as { download: Promise<Download> }).download;
      expect(new URL(download.url()).pathname).toBe(LATEST_INSTALLER_URL);
      expect(path(page)).toBe('/download');
    },
  },
];

describe('a control tapped before the app has started', () => {
  const tapThenCheck = async (control: Control) => {
    const { page, wake } = await openBeforeTheAppStarts(
      control.path,
      control.viewport ?? viewports.desktop,
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const tapped = await control.tap(page);
    wake();
    await waitForHydration(page);
    await control.didItsJob(page, tapped);
    expect(errors).toEqual([]);
  };
  it.each(controls)('$name', tapThenCheck);
});
