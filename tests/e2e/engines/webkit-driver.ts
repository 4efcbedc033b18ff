import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import WebDriver, { ELEMENT_KEY } from 'webdriver';
import { freePort } from '../support/app-server';
import { viewports } from '../support/browser';
import { type Driver, findOnPage, pageShows, STEP_TIMEOUT_MS, type Target } from './driver';

/** Debian's WebKitGTK driver and browser (packages webkit2gtk-driver and its MiniBrowser). */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const WEBKIT_BROWSER_PATH =
  process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

type SessionOptions = Parameters<typeof WebDriver.newSession>[0];
type ElementReference = { [ELEMENT_KEY]: string };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Tries `attempt` until it gives something, for up to a step's time. Errors count as "not yet":
 * a script run while the page navigates fails, and a click on something still sliding in is
 * intercepted, both for a moment only.
 */
async function retry<T>(what: string, attempt: () => Promise<T | null | false>): Promise<T> {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const result = await attempt();
      if (result) return result;
    } catch (error) {
      lastError = error;
    }
    await pause(100);
  }
  throw new Error(`${what} within ${STEP_TIMEOUT_MS} ms${lastError ? `: ${lastError}` : ''}`);
}

/**
 * WebKit (Safari's engine) as WebKitGTK's MiniBrowser, over classic WebDriver. It needs a display,
 * so its driver runs under `xvfb-run -a` (a virtual X server on a free display).
 */
export async function launchWebKit(): Promise<Driver> {
  const port = await freePort();
  const driverProcess = spawn('xvfb-run', ['-a', WEBKIT_DRIVER_PATH, `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
  });
  // The driver, Xvfb and the browser form a process group of their own: ended whole, and at the
  // latest when this process exits, so no test run that ends without closing leaves them behind.
  const endGroup = () => {
    if (driverProcess.exitCode === null && driverProcess.pid) {
      process.kill(-driverProcess.pid, 'SIGTERM');
    }
  };
  process.once('exit', endGroup);
  const stopDriver = async () => {
    process.off('exit', endGroup);
    if (driverProcess.exitCode !== null) return;
    const exited = once(driverProcess, 'exit');
    endGroup();
    await exited;
  };
  try {
    await retry(`WebKitWebDriver answering on port ${port}`, async () => {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      return response.ok;
    });
    const client = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port,
      path: '/',
      // Failures reach the test as errors; the retries' expected ones need no log lines.
      logLevel: 'silent',
      // A WebKit that stops answering fails its step: the library's defaults (120 s a request,
      // three retries) held one hung MiniBrowser for 20 minutes of test and hook timeouts.
      connectionRetryTimeout: 2 * STEP_TIMEOUT_MS,
      connectionRetryCount: 0,
      // No browserName: WebKitGTK's driver starts the binary named here.
      capabilities: {
        'webkitgtk:browserOptions': { binary: WEBKIT_BROWSER_PATH, args: ['--automation'] },
      } as SessionOptions['capabilities'],
    });
    await client.setWindowRect(null, null, viewports.desktop.width, viewports.desktop.height);

    const run = (fn: (...args: never[]) => unknown, ...args: unknown[]) =>
      client.executeScript(`return (${fn}).apply(null, arguments);`, args as object[]);
    const find = (target: Target) =>
      retry(`No usable ${target.role} '${target.name}'`, async () => {
        const found = (await run(findOnPage, target)) as ElementReference | null;
        return found?.[ELEMENT_KEY] ?? null;
      });

    return {
      goto: (url) => client.navigateTo(url),
      fill: async (label, value) => {
        const field = await find({ role: 'field', name: label });
        const option = (await run(
          (select: Element, wanted: string) =>
            select instanceof HTMLSelectElement
              ? (Array.from(select.options).find((item) => item.value === wanted) ?? null)
              : null,
          { [ELEMENT_KEY]: field },
          value,
        )) as ElementReference | null;
        // A person picks an option by clicking it; WebDriver's click on an option selects it.
        if (option) await client.elementClick(option[ELEMENT_KEY]);
        else await client.elementSendKeys(field, value);
      },
      click: async (role, name) => {
        await retry(`Could not click ${role} '${name}'`, async () => {
          await client.elementClick(await find({ role, name }));
          return true;
        });
      },
      waitForText: async (text) => {
        await retry(`'${text}' never showed`, async () => (await run(pageShows, text)) as boolean);
      },
      url: () => client.getUrl(),
      screenshot: async (path) => {
        // WebKit's screenshot is the last frame painted: let the newest changes paint first.
        await client.executeAsyncScript(
          'const done = arguments[arguments.length - 1];' +
            'requestAnimationFrame(() => requestAnimationFrame(() => done()));',
          [],
        );
        writeFileSync(path, Buffer.from(await client.takeScreenshot(), 'base64'));
      },
      close: async () => {
        await client.deleteSession().catch(() => {});
        await stopDriver();
      },
    };
  } catch (error) {
    await stopDriver();
    throw error;
  }
}
