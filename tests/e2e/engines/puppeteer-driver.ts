import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, viewports } from '../support/browser';
import { type ClickRole, type Driver, findOnPage, pageShows, STEP_TIMEOUT_MS } from './driver';

/** Debian's Firefox ESR, unless `FIREFOX_PATH` names another. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Chromium over the DevTools protocol, or Firefox over WebDriver BiDi (Firefox's own remote
 * agent: no geckodriver), both through puppeteer-core.
 */
export async function launchPuppeteer(engine: 'chromium' | 'firefox'): Promise<Driver> {
  const browser = await puppeteer.launch(
    engine === 'chromium'
      ? { browser: 'chrome', executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }
      : { browser: 'firefox', executablePath: FIREFOX_PATH },
  );
  const page = await browser.newPage();
  await page.setViewport(viewports.desktop);

  const find = async (role: 'field' | ClickRole, name: string) => {
    const handle = await page
      .waitForFunction(findOnPage, { timeout: STEP_TIMEOUT_MS, polling: 100 }, { role, name })
      .catch((error: Error) => {
        throw new Error(`No usable ${role} '${name}' on ${page.url()}: ${error.message}`);
      });
    return handle as ElementHandle<Element>;
  };

  return {
    goto: async (url) => {
      await page.goto(url);
    },
    fill: async (label, value) => {
      const field = await find('field', label);
      if (await field.evaluate((element) => element instanceof HTMLSelectElement)) {
        await field.select(value);
      } else {
        await field.type(value);
      }
    },
    click: async (role, name) => {
      await (await find(role, name)).click();
    },
    waitForText: async (text) => {
      await page
        .waitForFunction(pageShows, { timeout: STEP_TIMEOUT_MS, polling: 100 }, text)
        .catch((error: Error) => {
          throw new Error(`'${text}' never showed on ${page.url()}: ${error.message}`);
        });
    },
    url: async () => page.url(),
    screenshot: async (path) => {
      await page.screenshot({ path: path as `${string}.png` });
    },
    close: () => browser.close(),
  };
}
