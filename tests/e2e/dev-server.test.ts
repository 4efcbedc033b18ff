import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieBanner } from '../../src/content/cookie-banner';
import { pricingPage } from '../../src/content/plans';
import { launchBrowser, openPage } from './support/browser';
import { waitForHydration } from './support/hydration';

/**
 * Issue 33, point 4: `npm run dev` serves the islands pages as they ship (drawn by the server
 * from the sources, with their island classes, their islands woken on Preact), through Vite's
 * dev server (scripts/dev/islands-dev-plugin.ts). Vite alone here, on a free port: the API
 * server `npm run dev` starts beside it is not needed to draw a public page.
 */
const READY_WITHIN_MS = 45_000;

let vite: ChildProcess | undefined;
let baseUrl = '';
let browser: Browser | undefined;

const freePort = async () => {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
};

/** Vite's dev server as `npm run dev` starts it, in a process group of its own. */
async function startVite() {
  const port = await freePort();
  // Not as a test's Vite (the islands' dev server stays off under Vitest) nor a test build.
  const { VITEST: _vitest, NODE_ENV: _nodeEnv, ...env } = process.env;
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name];
  const child = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  vite = child;
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite exited:\n${output}`);
    const answer = await fetch(`${url}/@vite/client`).catch(() => null);
    if (answer?.ok) return url;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`vite did not start within ${READY_WITHIN_MS} ms:\n${output}`);
}

async function stopVite() {
  const child = vite;
  if (!child?.pid || child.exitCode !== null) return;
  const exited = once(child, 'exit');
  process.kill(-child.pid, 'SIGTERM');
  const killLater = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 5_000);
  await exited;
  clearTimeout(killLater);
}

beforeAll(async () => {
  baseUrl = await startVite();
}, READY_WITHIN_MS + 5_000);
afterAll(async () => {
  await browser?.close();
  await stopVite();
});

describe('npm run dev', () => {
  it('sends an islands page drawn by the server, with its islands and their classes', async () => {
    const answer = await fetch(`${baseUrl}/pricing`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(pricingPage.heading);
    expect(html).toMatch(/<sh-island data-island="pricing-plans"/);
    expect(html).toMatch(/<sh-island data-island="cookie-banner"/);
    expect(html).toContain('<style data-island-styles>');
    expect(html).toMatch(/\.i-cookie-banner__region\{/);
    expect(html).toContain('data-islands="/@islands/src/boot/start-islands.tsx"');
    // The site settings' tokens are filled with the defaults, as the server fills them.
    expect(html).not.toContain('{{site-setting:');
    expect(html).toContain('id="site-settings"');
    // The first page of a fresh clone waits for Vite to pre-bundle the packages and load the
    // renderer's modules (about 10 s here, 20 s with cold caches on a busy machine).
  }, 45_000);

  it('wakes the islands on Preact in the browser: the cookie banner answers', async () => {
    browser = await launchBrowser();
    const page = await openPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page, 'cookie-banner');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: cookieBanner.allowLabel }).click();
    await banner.waitFor({ state: 'hidden' });
    // The islands' runtime comes from the islands' dev server, and is Preact's: its root holds
    // Preact's vnode (`__k`), not React DOM's container.
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(scripts).toContain('/@islands/src/boot/start-islands.tsx');
    const rootKeys = await page.evaluate(() =>
      Object.keys(document.querySelector('sh-island[data-island="cookie-banner"]') ?? {}),
    );
    expect(rootKeys).toContain('__k');
    expect(rootKeys.some((key) => key.startsWith('__react'))).toBe(false);
    expect(errors).toEqual([]);
  }, 40_000);

  it('still serves the single-page app for the other pages', async () => {
    const answer = await fetch(`${baseUrl}/customer`, { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<sh-island');
  });
});
