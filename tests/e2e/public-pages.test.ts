import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { aiAgentHero, promo } from '../../src/content/hero';
import { installGuide } from '../../src/content/install-guide';
import { defaultExternalLinks, INSTALLER_PATH } from '../../src/content/links';
import { installationAfterDownloadPath } from '../../src/content/navigation';
import { plans } from '../../src/content/plans';
import { platformLogos } from '../../src/content/platforms';
import { scheduling } from '../../src/content/scheduling';
import { testimonials } from '../../src/content/testimonials';
import { versionHistorySection } from '../../src/content/version-history';
import type { IslandName } from '../../src/ui/public/islands/registry';
import {
  launchBrowser,
  openPage,
  type PageOptions,
  pageOfThisTest,
  reusablePages,
  saveScreenshot,
  seriousAccessibilityViolations,
  type Viewport,
  viewports,
} from './support/browser';
import { waitForHydration } from './support/hydration';
import { LATEST_INSTALLER_URL } from './support/installer';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type VisitOptions = PageOptions & {
  viewport?: Viewport;
  beforeLoad?: (page: Page) => Promise<unknown>;
  /** Wait for this island only (see waitForHydration). */
  island?: IslandName;
  /** A page of its own, for a test that changes its context (permissions, for example). */
  ownPage?: boolean;
};

/** The cookie banner already accepted, so it covers nothing. */
const acceptCookies = (page: Page) =>
  page.context().addInitScript(() => {
    // Only our own page: embedded frames (the scheduling page) may have no storage at all.
    if (window === window.top) localStorage.setItem('cookieDisclaimerDismissed', 'true');
  });

/** The desktop page the visits that need nothing of their own reuse, test after test. */
const reusedPage = reusablePages(() => browser, acceptCookies);

/**
 * Opens a public page with the cookie banner accepted: on the reused page, or on one of its own
 * (closed when the test ends) for a visit with its own viewport, motion setting or preparation.
 */
async function visit(path: string, options: VisitOptions = {}): Promise<Page> {
  const ownPage =
    options.ownPage ||
    options.viewport !== undefined ||
    options.reducedMotion !== undefined ||
    options.beforeLoad !== undefined;
  let page: Page;
  if (ownPage) {
    page = await pageOfThisTest(browser, options.viewport, options);
    await acceptCookies(page);
  } else {
    page = await reusedPage();
  }
  await options.beforeLoad?.(page);
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (options.island) {
    // Out of view, an island waits for an idle moment, which a paused clock never gives.
    await page.evaluate(
      (name) =>
        document
          .querySelector(`sh-island[data-island="${name}"]`)
          ?.firstElementChild?.scrollIntoView({ block: 'center' }),
      options.island,
    );
  }
  // Prerendered pages show before React handles them; the checks below are of React's work.
  await waitForHydration(page, options.island);
  return page;
}

/** The home page with its below-the-fold chunk rendered. */
async function visitHome(options: VisitOptions = {}): Promise<Page> {
  const page = await visit('/', options);
  await page.getByRole('heading', { name: 'Trusted by Algo-Traders' }).waitFor();
  return page;
}

const main = (page: Page) => page.getByRole('main');
const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('home', () => {
  it('shows both heroes with their calls to action', async () => {
    const page = await visitHome();
    const content = main(page);
    await content
      .getByRole('heading', { level: 1, name: 'Remove Emotions From the equation' })
      .waitFor();
    await content.getByRole('button', { name: 'Schedule a call' }).waitFor();
    await content
      .getByRole('heading', { level: 2, name: /Next-Gen AI Agent For .* Trading/ })
      .waitFor();

    const download = content.getByRole('link', { name: /Free Download/ });
    // A real link to the guide for a fresh download, which starts the download itself.
    expect(await download.getAttribute('href')).toBe(installationAfterDownloadPath);
    expect(await download.textContent()).toContain('New');
    await content.getByText('No payment required').waitFor();

    const gpt = content.getByRole('link', { name: /Ask ChatGPT/ });
    expect(await gpt.getAttribute('href')).toBe(defaultExternalLinks.customGpt);
    expect(await gpt.getAttribute('target')).toBe('_blank');
    expect(await gpt.getAttribute('rel')).toContain('noopener');

    await content.getByRole('img', { name: /placing a buy order/ }).waitFor();
    for (const platform of platformLogos) {
      await content.getByText(platform.name, { exact: true }).waitFor();
    }
  });

  it('rotates Future, Stocks, Crypto, Option, Forex every 2 s and wraps, Crypto animating slower', async () => {
    const page = await visit('/', {
      reducedMotion: 'no-preference',
      island: 'rotating-word',
      beforeLoad: async (p) => {
        // Time stands still unless the test moves it: every word change is one runFor(2000).
        await p.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
        await p.clock.pauseAt(new Date('2026-01-05T09:00:00Z'));
      },
    });
    const word = page.locator('[data-hero-word]');
    const seen: Array<{ text: string | null; duration: string }> = [];
    for (let i = 0; i < 6; i++) {
      seen.push({
        text: await word.getAttribute('data-hero-word'),
        duration: await word.evaluate((el) => getComputedStyle(el).animationDuration),
      });
      await page.clock.runFor(2000);
    }
    expect(seen.map((s) => s.text)).toEqual([
      'Future',
      'Stocks',
      'Crypto',
      'Option',
      'Forex',
      'Future',
    ]);
    expect(seen.map((s) => s.duration)).toEqual(['0.3s', '0.3s', '0.75s', '0.3s', '0.3s', '0.3s']);
    // Screen readers get the whole list once, not a word every two seconds.
    const heading = page.getByRole('heading', { level: 2, name: /Next-Gen AI Agent For/ });
    expect(await heading.textContent()).toContain(aiAgentHero.words.map((w) => w.text).join(', '));
  });

  it('copies the promo code to the clipboard on click and confirms it for 2 s', async () => {
    const page = await visit('/', { ownPage: true });
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const banner = page.getByRole('region', { name: 'Promotion' });
    await banner.getByText('First month free for new customers.').waitFor();
    const code = banner.getByRole('button', { name: new RegExp(promo.defaultCode) });
    await code.hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.filter({ hasText: 'New customers only. Use code at checkout.' }).waitFor();
    expect(await code.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));

    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await code.click();
    const status = banner.getByRole('status');
    await status.filter({ hasText: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(promo.defaultCode);
    expect(requests).toEqual([]);
    await status.filter({ hasText: 'Copied!' }).waitFor({ state: 'detached', timeout: 4000 });
  });

  it('downloads the installer zip from Free Download, then opens the guide for new installs', async () => {
    const page = await visit('/');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page)
        .getByRole('link', { name: /Free Download/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('SignalHand-Setup-win-x64.zip');
    expect(new URL(download.url()).pathname).toBe(LATEST_INSTALLER_URL);
    const saved = await download.path();
    expect(readFileSync(saved).subarray(0, 2).toString()).toBe('PK');

    await page.getByRole('heading', { level: 1, name: 'Installation Guide' }).waitFor();
    expect(path(page)).toBe('/demo?fromDownload=true');
    await main(page).getByText('Thank you for downloading!').waitFor();
    // Should the download not start, the greeting offers it again.
    const again = main(page).getByRole('link', { name: installGuide.greeting.retryLink });
    expect(await again.getAttribute('href')).toBe(INSTALLER_PATH);
    expect(await again.getAttribute('download')).not.toBeNull();
    // The install steps come first for a visitor whose download has started.
    const firstSection = main(page).getByRole('heading', { level: 2 }).first();
    expect(await firstSection.textContent()).toBe('Install in five steps');
  });

  it('opens the scheduling popup with the content settings and closes it though the site is unreachable', async () => {
    const page = await visit('/');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const trigger = main(page).getByRole('button', { name: 'Schedule a call' });
    await trigger.click();
    const popup = page.getByRole('dialog', { name: scheduling.dialogTitle });
    const frame = popup.locator('iframe');
    await frame.waitFor();
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(`${src.origin}${src.pathname}`).toBe(defaultExternalLinks.scheduling);
    expect(src.searchParams.get('utm_source')).toBe(scheduling.utm.utmSource);
    expect(src.searchParams.get('primary_color')).toBe(scheduling.pageSettings.primaryColor);
    expect(await frame.getAttribute('title')).toBe(scheduling.iframeTitle);
    await popup.getByRole('button', { name: scheduling.closeLabel }).click();
    await frame.waitFor({ state: 'detached' });

    // Escape closes it too, and the focus goes back to the button that opened it.
    await trigger.click();
    await frame.waitFor();
    await page.keyboard.press('Escape');
    await frame.waitFor({ state: 'detached' });
    expect(await trigger.evaluate((button) => button === document.activeElement)).toBe(true);

    // So does a click on the backdrop beside it.
    await trigger.click();
    await frame.waitFor();
    await page.mouse.click(10, 400);
    await frame.waitFor({ state: 'detached' });
    await main(page)
      .getByRole('link', { name: /Free Download/ })
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('selects one feature card at a time, the first by default, by mouse and by keyboard', async () => {
    const page = await visitHome();
    const radio = (name: string) => page.getByRole('radio', { name: new RegExp(name) });
    const detail = page.locator('[data-feature-detail]');
    expect(await radio('Real-world simulation').isChecked()).toBe(true);
    expect(await detail.getAttribute('data-feature-detail')).toBe('simulation');

    await page.getByText('100% Secured', { exact: true }).first().click();
    expect(await radio('100% Secured').isChecked()).toBe(true);
    expect(await radio('Real-world simulation').isChecked()).toBe(false);
    expect(await detail.getAttribute('data-feature-detail')).toBe('secured');
    await detail.getByText('Scripts are stored and executed on your own machine').waitFor();

    await radio('100% Secured').focus();
    await page.keyboard.press('ArrowDown');
    expect(await radio('Smooth Learning Curve').isChecked()).toBe(true);
    expect(await radio('100% Secured').isChecked()).toBe(false);
    expect(await detail.getAttribute('data-feature-detail')).toBe('learning');
  });

  it("shows the chosen feature card's details again when the visitor comes back to the page", async () => {
    const page = await visitHome();
    await page.getByText('Smooth Learning Curve', { exact: true }).first().click();
    await page.goto(`${baseUrl}/pricing`);
    await page.goBack();
    await waitForHydration(page);
    // The browser checks the card again itself, before the island wakes; the details follow.
    expect(await page.getByRole('radio', { name: /Smooth Learning Curve/ }).isChecked()).toBe(true);
    const detail = page.locator('[data-feature-detail]');
    expect(await detail.getAttribute('data-feature-detail')).toBe('learning');
  });

  it('opens several FAQ answers at once and points to the contact page', async () => {
    const page = await visitHome();
    const question = (text: string | RegExp) => page.locator('summary', { hasText: text });
    const isOpen = (text: string | RegExp) =>
      page
        .locator('details', { has: question(text) })
        .evaluate((details: HTMLDetailsElement) => details.open);
    await question('What is your refund policy?').click();
    await question(/work on a Mac/).click();
    expect(await isOpen('What is your refund policy?')).toBe(true);
    expect(await isOpen(/work on a Mac/)).toBe(true);
    await page.getByText(/7-day money-back guarantee/).waitFor();
    await page.getByText(/credit to the original payment method/).waitFor();
    await page.getByText(/Windows virtual machine/).waitFor();
    for (const closed of [/How does .* execute trades/, /TradingView or Thinkorswim/]) {
      expect(await isOpen(closed)).toBe(false);
    }
    await saveScreenshot(page, 'home-faq-open-1280', { fullPage: false });

    await page.getByRole('heading', { name: 'Still have questions?' }).waitFor();
    await main(page).getByRole('link', { name: 'Contact us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(path(page)).toBe('/contact-us');
  });

  it('shows six testimonials once to screen readers, in a tripled loop for the eye', async () => {
    const page = await visitHome();
    const carousel = page.getByRole('region', { name: 'Trusted by Algo-Traders' });
    expect(await carousel.locator('figure').count()).toBe(testimonials.length * 3);
    const readable = carousel.getByRole('figure');
    expect(await readable.count()).toBe(testimonials.length);
    await carousel
      .getByText(/under 100 ms/)
      .first()
      .waitFor();
    for (const { author } of testimonials) {
      await readable.getByText(`@${author.handle}`).waitFor();
    }
  });

  it('scrolls the testimonials, pauses while dragged by the mouse and resumes 1 s after release', async () => {
    const page = await visitHome({ reducedMotion: 'no-preference' });
    const carousel = page.getByRole('region', { name: 'Trusted by Algo-Traders' });
    await carousel.scrollIntoViewIfNeeded();
    const offset = async () => Number(await carousel.getAttribute('data-offset'));
    const state = () => carousel.getAttribute('data-carousel-state');

    const before = await offset();
    await page.waitForTimeout(300);
    expect(await offset()).toBeGreaterThan(before);

    const box = await carousel.boundingBox();
    if (!box) throw new Error('carousel not laid out');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 600, y);
    await page.mouse.down();
    expect(await state()).toBe('Dragging');
    const held = await offset();
    await page.waitForTimeout(400);
    expect(await offset()).toBe(held);

    await page.mouse.move(box.x + 480, y, { steps: 4 });
    expect(await offset()).toBe(held + 120);
    await page.waitForTimeout(300);
    expect(await offset()).toBe(held + 120);

    await page.mouse.up();
    expect(await state()).toBe('Resuming');
    await page.waitForTimeout(500);
    expect(await offset()).toBe(held + 120);
    await page.waitForFunction(
      (el) => el?.getAttribute('data-carousel-state') === 'Moving',
      await carousel.elementHandle(),
      { timeout: 2000 },
    );
    await page.waitForTimeout(200);
    expect(await offset()).toBeGreaterThan(held + 120);
  });

  it('keeps the testimonials still for visitors who prefer reduced motion, with manual controls', async () => {
    const page = await visitHome();
    const carousel = page.getByRole('region', { name: 'Trusted by Algo-Traders' });
    expect(await carousel.getAttribute('data-carousel-state')).toBe('Paused');
    await page.waitForTimeout(300);
    expect(await carousel.getAttribute('data-offset')).toBe('0');
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    expect(await carousel.getAttribute('data-offset')).toBe('404');
    await page.getByRole('button', { name: 'Play testimonials' }).waitFor();
  });

  it('fades the particle field in once it has loaded, its dots drifting, without moving anything', async () => {
    const page = await visit('/', {
      reducedMotion: 'no-preference',
      island: 'rotating-word',
      beforeLoad: (p) =>
        p.context().addInitScript(() => {
          (window as unknown as { shifts: number }).shifts = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
              (window as unknown as { shifts: number }).shifts += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        }),
    });
    const field = page.locator('[data-particles]');
    await page.locator('[data-particles="visible"]').waitFor({ timeout: 15_000 });
    expect(await field.locator('canvas').count()).toBe(1);
    expect(await field.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('1s');
    // White dots are drawn, and they drift: two frames apart in time differ.
    const frame = () =>
      field.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
        const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height);
        const lit: number[] = [];
        pixels?.data.forEach((value, i) => {
          if (i % 4 === 3 && value > 0) lit.push(i);
        });
        return lit;
      });
    const first = await frame();
    expect(first.length).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    expect(await frame()).not.toEqual(first);
    await page.waitForTimeout(1200);
    expect(
      await page.evaluate(() => (window as unknown as { shifts: number }).shifts),
    ).toBeLessThan(0.01);
  });

  it('shows no particle field to visitors who prefer reduced motion', async () => {
    const page = await visitHome();
    await page.waitForTimeout(500);
    expect(await page.locator('[data-particles]').count()).toBe(0);
  });
});

/** A stand-in for the video site: a player that answers as YouTube's does once asked. */
const standInPlayer = (page: Page) =>
  page.route(`${defaultExternalLinks.tutorialVideo}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<script>addEventListener('message', (event) => {
        if (JSON.parse(event.data).event === 'listening') {
          parent.postMessage(JSON.stringify({ event: 'onReady', id: 1 }), '*');
        }
      });</script>`,
    }),
  );

describe('installation guide', () => {
  it('opens the tutorial video in a dialog whose frame exists only while it is open', async () => {
    const page = await visit('/demo');
    await standInPlayer(page);
    expect(await page.locator('iframe').count()).toBe(0);
    await main(page).getByRole('button', { name: 'Play the setup tutorial video' }).click();
    const dialog = page.getByRole('dialog', { name: /setup tutorial/ });
    await dialog.waitFor();
    const frame = dialog.locator('iframe');
    expect(await frame.getAttribute('src')).toContain(defaultExternalLinks.tutorialVideo);
    expect(await frame.getAttribute('title')).toMatch(/setup tutorial/);
    await saveScreenshot(page, 'demo-video-dialog-1280', { fullPage: false });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close video' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The native dialog hides at once; its frame is removed on the `close` event the browser
    // fires in a task after that (a busy machine can tell the two moments apart).
    await expect.poll(() => page.locator('iframe').count()).toBe(0);
  });

  it.each([
    ['1280', viewports.desktop],
    ['375', viewports.mobile],
  ])(
    'offers a plain link to the video when its site cannot be reached (%s px)',
    async (width, viewport) => {
      // Time flows as usual, except where the test moves it on.
      const page = await visit('/demo', { viewport, beforeLoad: (p) => p.clock.install() });
      const videoSite = new URL(defaultExternalLinks.tutorialVideo).origin;
      await page.route(`${videoSite}/**`, (route) => route.abort('internetdisconnected'));
      await main(page).getByRole('button', { name: 'Play the setup tutorial video' }).click();
      const dialog = page.getByRole('dialog', { name: /setup tutorial/ });
      // The frame holds the browser's error page; no player answers in the time it is given.
      await dialog.locator('[data-player="Answering"]').waitFor();
      await page.clock.fastForward(installGuide.video.playerAnswerMs);
      const watch = dialog.getByRole('link', { name: /Watch on YouTube/ });
      await watch.waitFor();
      await dialog.getByText('The video cannot be played here.').waitFor();
      expect(await dialog.locator('iframe').count()).toBe(0);
      expect(await watch.getAttribute('href')).toBe(defaultExternalLinks.tutorialVideoPage);
      expect(await watch.getAttribute('target')).toBe('_blank');
      await saveScreenshot(page, `demo-video-unavailable-${width}`, { fullPage: false });
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    },
  );

  it('keeps the player when it answers', async () => {
    const page = await visit('/demo');
    await standInPlayer(page);
    await main(page).getByRole('button', { name: 'Play the setup tutorial video' }).click();
    const dialog = page.getByRole('dialog', { name: /setup tutorial/ });
    await dialog.locator('[data-player="Playing"] iframe').waitFor();
    expect(await dialog.getByRole('link', { name: /Watch on YouTube/ }).count()).toBe(0);
  });

  it('counts down from 5, opens the documentation in a new tab, and starts over at 5', async () => {
    const page = await visit('/demo', {
      island: 'docs-button',
      beforeLoad: async (p) => {
        // Time stands still unless the test moves it: each runFor is seconds of the countdown.
        await p.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
        await p.clock.pauseAt(new Date('2026-01-05T09:00:00Z'));
      },
    });
    await page
      .context()
      .route(`${defaultExternalLinks.documentation}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Docs</title>' }),
      );
    const button = main(page).getByRole('button', { name: /Official Documentation|Redirecting/ });
    expect(await button.textContent()).toBe('Official Documentation');
    const popups: Page[] = [];
    page.on('popup', (popup) => popups.push(popup));
    await button.click();
    await button.filter({ hasText: 'Redirecting in 5...' }).waitFor();
    await page.clock.runFor(1000);
    await button.filter({ hasText: 'Redirecting in 4...' }).waitFor();
    await page.clock.runFor(3000);
    await button.filter({ hasText: 'Redirecting in 1...' }).waitFor();
    expect(popups).toEqual([]);
    const popupPromise = page.waitForEvent('popup');
    await page.clock.runFor(1000);
    const popup = await popupPromise;
    await popup.waitForURL(`${defaultExternalLinks.documentation}/**`);
    expect(path(page)).toBe('/demo');
    await button.filter({ hasText: 'Official Documentation' }).waitFor();
    expect(await button.getAttribute('data-remaining')).toBe('5');
    await popup.close();

    await button.click();
    await button.filter({ hasText: 'Redirecting in 5...' }).waitFor();
  });

  // The releases themselves come from the server's data: see release-pages.test.ts.
  it('has the version history section and the help, and greets nobody on a direct visit', async () => {
    const page = await visit('/demo');
    await main(page)
      .getByRole('heading', { level: 2, name: versionHistorySection.title })
      .waitFor();
    await main(page).getByRole('button', { name: 'Schedule a 1-on-1 Call' }).waitFor();
    // A direct visit shows the video first and no greeting.
    expect(await main(page).getByText('Thank you for downloading!').count()).toBe(0);
  });
});

describe('pricing', () => {
  it('shows Trial and Pro, Pro chosen by default, and switches between monthly and yearly', async () => {
    const page = await visit('/pricing');
    const price = (id: string) => main(page).locator(`[data-price="${id}"]`);
    const radio = (id: string) => main(page).locator(`[data-plan="${id}"] input[type="radio"]`);
    expect(await radio('pro').isChecked()).toBe(true);
    expect(await radio('trial').isChecked()).toBe(false);
    await main(page).getByText('Most popular').waitFor();
    expect(await price('trial').textContent()).toBe('$0/month');
    expect(await price('pro').textContent()).toBe('$30/month');

    await main(page).getByText('Yearly', { exact: true }).click();
    expect(await price('pro').textContent()).toBe('$300/year');
    expect(await price('trial').textContent()).toBe('$0/year');
    await main(page).getByText('Monthly', { exact: true }).click();
    expect(await price('pro').textContent()).toBe('$30/month');
    // The arrow keys move along the toggle, as along any group of radios.
    await main(page).getByRole('radio', { name: 'Monthly' }).press('ArrowRight');
    expect(await price('pro').textContent()).toBe('$300/year');
    await main(page).getByRole('radio', { name: 'Yearly' }).press('ArrowLeft');
    expect(await price('pro').textContent()).toBe('$30/month');

    const trialCard = main(page).locator('[data-plan="trial"]');
    const proCard = main(page).locator('[data-plan="pro"]');
    await trialCard.getByText('Run Time: 1 hour daily').waitFor();
    await proCard.getByText('Run Time: Unlimited').waitFor();
    for (const row of [
      'Access to Store Marketplace',
      'Request custom script',
      'Tech Support',
      'AI Scriptwriter',
    ]) {
      expect(await trialCard.locator('li', { hasText: row }).textContent()).toContain(
        'Not included',
      );
      expect(await proCard.locator('li', { hasText: row }).textContent()).toContain('(Included)');
    }

    const action = (label: string) => main(page).getByRole('link', { name: new RegExp(label) });
    const pro = plans.find((p) => p.id === 'pro');
    const trial = plans.find((p) => p.id === 'trial');
    expect(await action('Subscribe Now').getAttribute('href')).toBe(pro?.cta.href);
    await trialCard.click();
    expect(await radio('trial').isChecked()).toBe(true);
    expect(await action('Download Now').getAttribute('href')).toBe(trial?.cta.href);

    const getStarted = main(page).getByRole('link', { name: 'Get started' });
    expect(await getStarted.getAttribute('href')).toBe('/customer/accounts');
    // A visitor who is not signed in is sent on to log in first (the customer-area guard), and
    // brought back to the plans afterwards.
    await getStarted.click();
    await page.getByRole('heading', { name: 'Customer Login' }).waitFor();
    expect(path(page)).toBe('/login?returnTo=%2Fcustomer%2Faccounts');
  });
});

describe('download page', () => {
  it('downloads the installer zip and links to the installation instructions', async () => {
    const page = await visit('/download');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('link', { name: 'Download for Windows' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('SignalHand-Setup-win-x64.zip');
    expect(path(page)).toBe('/download');
    await main(page).getByRole('link', { name: 'Installation Instructions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Installation Guide' }).waitFor();
    expect(path(page)).toBe('/demo');
  });
});

describe('contact, about and legal pages', () => {
  it('gives the support e-mail, social links in new tabs and the FAQ', async () => {
    const page = await visit('/contact-us');
    const email = main(page).getByRole('link', { name: 'support@signalhand.io' });
    expect(await email.getAttribute('href')).toBe('mailto:support@signalhand.io');
    for (const [label, href] of [
      ['Facebook', defaultExternalLinks.facebook],
      ['Twitter', defaultExternalLinks.x],
      ['Instagram', defaultExternalLinks.instagram],
    ]) {
      const link = main(page).getByRole('link', { name: new RegExp(`^${label}`) });
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    await main(page).getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    await main(page).locator('summary', { hasText: 'What is your refund policy?' }).waitFor();
  });

  it('states the terms: last updated May 6, 2023, at least 18, the 7-day refund policy', async () => {
    const page = await visit('/terms-and-condition');
    const text = (await main(page).textContent()) ?? '';
    expect(text).toContain('Last updated: May 6, 2023');
    expect(text).toContain('at least 18 years old');
    expect(text).toContain('7-day money-back guarantee');
    expect(text).toContain('credit to the original payment method');
    expect(text).toContain('SignalHand');
    expect(await main(page).getByRole('heading', { level: 2 }).count()).toBeGreaterThan(15);
    await main(page).getByRole('link', { name: 'Refund policy' }).click();
    await page.waitForFunction(() => window.scrollY > 0);
  });

  it('dates the privacy policy January 2024 and explains local storage', async () => {
    const page = await visit('/privacy-policy');
    const text = (await main(page).textContent()) ?? '';
    expect(text).toContain('Last updated: January 2024');
    expect(text).toContain('Cookies and local storage');
    expect(text).toContain('never ask for broker passwords');
  });

  it('tells who makes the product', async () => {
    const page = await visit('/about-us');
    await page.getByRole('heading', { level: 1, name: /We build SignalHand/ }).waitFor();
    await main(page).getByRole('heading', { name: 'Our story' }).waitFor();
    await main(page).getByRole('link', { name: 'Free Download' }).waitFor();
  });
});

describe('an island whose code cannot load', () => {
  it('leaves its page readable and the header working instead of blanking the site', async () => {
    const page = await openPage(browser, viewports.desktop);
    await page.context().route('**/assets/pricing-plans-*.js', (route) => route.abort());
    await page.goto(`${baseUrl}/pricing`);
    await page.getByRole('heading', { level: 1, name: 'Simple pricing, no surprises' }).waitFor();
    await page.locator('sh-island[data-island="pricing-plans"][data-failed]').waitFor({
      state: 'attached',
    });
    expect(await main(page).locator('[data-price="pro"]').isVisible()).toBe(true);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Download' })
      .click();
    await page.getByRole('heading', { level: 1, name: /Download SignalHand/ }).waitFor();
    await page.close();
  });
});
