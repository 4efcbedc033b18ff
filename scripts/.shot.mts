import { launchBrowser, openPage, saveScreenshot, viewports } from '../tests/e2e/support/browser';
const base = process.argv[2] ?? 'http://127.0.0.1:8799';
const paths = (process.argv[3] ?? '/').split(',');
const b = await launchBrowser();
for (const p of paths) for (const [n, vp] of Object.entries(viewports)) {
  const page = await openPage(b, vp);
  await page.goto(base + p); await page.waitForTimeout(800);
  await saveScreenshot(page, `manual${p.replace(/\W/g,'_')}-${n}`);
}
await b.close();
