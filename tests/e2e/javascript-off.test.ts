import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { aboutPage } from '../../src/content/about';
import { contactPage } from '../../src/content/contact';
import { downloadPage } from '../../src/content/download';
import { faqItems, stillHaveQuestions } from '../../src/content/faq';
import { featureCards } from '../../src/content/features';
import { footer } from '../../src/content/footer';
import { installGuide } from '../../src/content/install-guide';
import { privacy } from '../../src/content/legal/privacy';
import { terms } from '../../src/content/legal/terms';
import { plans, pricingPage } from '../../src/content/plans';
import { platformLogos } from '../../src/content/platforms';
import { testimonials, testimonialsSection } from '../../src/content/testimonials';
import { versionHistorySection } from '../../src/content/version-history';
import { launchBrowser, viewports } from './support/browser';

/**
 * Issue 16, point 1: every public page's whole content is in the HTML the server sends, and
 * reads with JavaScript turned off (a crawler, a reader with scripts off, a slow phone).
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: viewports.mobile,
  });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

/** Each text is on the page and shown (not in a collapsed, hidden part). */
async function expectShown(texts: readonly string[]) {
  for (const text of texts) {
    const found = page.getByText(text, { exact: false }).first();
    expect(await found.isVisible(), `"${text}" is shown`).toBe(true);
  }
}

/** Each text is in the page's HTML. */
async function expectInPage(texts: readonly string[]) {
  for (const text of texts) {
    expect(await page.getByText(text).count(), `"${text}" is in the page`).toBeGreaterThan(0);
  }
}

describe('the public pages with JavaScript turned off', () => {
  it('/ holds the heroes, the three feature cards, the platforms, every FAQ question and answer, the testimonials and the footer', async () => {
    await page.goto(`${baseUrl}/`);
    expect(featureCards).toHaveLength(3);
    await expectShown(featureCards.flatMap((card) => [card.title, card.content]));
    await expectShown(platformLogos.map((platform) => platform.name));
    await expectShown(faqItems.map((item) => item.question));
    // Every answer is in the HTML, and opens under its question without any script.
    await expectInPage(faqItems.map((item) => item.answer));
    const refund = faqItems.find((item) => item.question === 'What is your refund policy?');
    if (!refund) throw new Error('The FAQ has no refund question');
    await page.getByText(refund.question).click();
    await expectShown([refund.answer]);
    await expectShown([stillHaveQuestions.title, testimonialsSection.title]);
    // The carousel shows some cards at a time; every testimonial is in the page, readable.
    for (const testimonial of testimonials) {
      expect(await page.getByText(testimonial.text).count()).toBeGreaterThan(0);
      expect(await page.getByText(testimonial.author.name).count()).toBeGreaterThan(0);
    }
    await expectShown([footer.copyright(new Date().getFullYear())]);
  });

  it('/pricing holds both plans with their prices', async () => {
    await page.goto(`${baseUrl}/pricing`);
    await expectShown([pricingPage.heading, ...plans.map((plan) => plan.description)]);
    expect(await page.locator('[data-price="pro"]').textContent()).toBe('$30/month');
  });

  it('/demo holds the guide, the help and the version history', async () => {
    await page.goto(`${baseUrl}/demo`);
    await expectShown([installGuide.title, installGuide.help.title, versionHistorySection.title]);
  });

  it('/download holds the download link and what happens next', async () => {
    await page.goto(`${baseUrl}/download`);
    await expectShown([downloadPage.heading, downloadPage.afterTitle, ...downloadPage.after]);
    const link = page.getByRole('link', { name: downloadPage.button });
    expect(await link.getAttribute('href')).toMatch(/\.zip$/);
  });

  it('/contact-us, /about-us and the legal pages hold their text', async () => {
    await page.goto(`${baseUrl}/contact-us`);
    expect(await page.getByRole('heading', { level: 1, name: contactPage.title }).isVisible()).toBe(
      true,
    );
    await expectShown([contactPage.email.address]);
    await expectInPage(faqItems.map((item) => item.answer));
    await page.goto(`${baseUrl}/about-us`);
    await expectShown([aboutPage.title]);
    for (const [path, document] of [
      ['/terms-and-condition', terms],
      ['/privacy-policy', privacy],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      for (const section of document.sections) {
        const heading = page.getByRole('heading', { name: section.heading }).first();
        expect(await heading.isVisible(), `"${section.heading}" is shown`).toBe(true);
      }
    }
  });
});
