/**
 * Screenshots of pages of a running app at 1280 px and 375 px, for people to look at:
 *   npm run screenshots -- http://127.0.0.1:8787 /,/pricing,/login
 * They land in test-results/screenshots/ (git-ignored), like the browser suite's own.
 */
import { launchBrowser, openPage, saveScreenshot, viewports } from '../tests/e2e/support/browser';

const [baseUrl = 'http://127.0.0.1:8787', pathList = '/'] = process.argv.slice(2);
const browser = await launchBrowser();
try {
  for (const path of pathList.split(',')) {
    for (const [name, viewport] of Object.entries(viewports)) {
      const page = await openPage(browser, viewport);
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      const file = `manual${path.replace(/\W+/g, '-')}-${name}-${viewport.width}`;
      await saveScreenshot(page, file);
      console.log(`test-results/screenshots/${file}.png`);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
