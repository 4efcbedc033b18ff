/**
 * In the browser, every page's one script (index.html names it), whatever its delivery
 * (`PageDelivery`, src/services/page-registry.ts): it waits for the first paint of what the
 * server drew, holds early clicks and typing, then wakes an `islands` or `runtime-islands`
 * page's islands (start-islands.tsx) or starts the single-page app for the `hydrated`,
 * `app-shell` and `app` pages (start-app.tsx).
 */

import { isSignedInOnSignedOutOnlyPage } from '../ui/app/signed-out-only';
import { isServerDrawnPage } from '../ui/components/server-drawn-page';
import { asleepIslandOf } from '../ui/public/islands/island-tag';
import { holdEarlyInteractions } from './early-interactions';
import { startSignedInAreaEarly } from './signed-in-early-start';
import type * as IslandsRuntime from './start-islands';

/**
 * Resolves once a page the server drew (a prerendered page, an islands page, or the signed-in
 * area's app shell) has been painted. Started earlier, the app's start-up would sit between the
 * HTML and its first paint (the module scripts of a fully received page run before it is
 * painted; for the app shell, Lighthouse measured first paints of 1.0 to 3.3 s from run to run
 * while the app's evaluation raced the paint). Its download starts
 * then too, not with the HTML: a 150 kB download beside the page's would hold back the first
 * paint on a slow mobile connection (measured with Lighthouse: FCP 2.3 s with the app
 * preloaded, 1.0 s without; BENCHMARKS.md). The browser's own paint entry is the signal, not
 * timers: nothing to wait for in an empty page, a hidden tab, or a browser without paint timing.
 */
function afterServerDrawnPagePaints(root: HTMLElement | null): Promise<void> {
  const waits =
    isServerDrawnPage(root) &&
    document.visibilityState === 'visible' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!waits) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

const root = document.getElementById('root');
/**
 * A page the server rendered whole names its islands' runtime, built apart on Preact
 * (scripts/prerender/islands-build.ts): only its islands run, each on its own. With a hash
 * route the address names another page, and a signed-in person on the login page goes on: the
 * single-page app renders those instead.
 */
const islandsRuntime = root?.dataset.islands;
if (
  islandsRuntime &&
  window.location.hash.length <= 1 &&
  !isSignedInOnSignedOutOnlyPage(window.location.pathname)
) {
  const earlyInteractions = holdEarlyInteractions({ zoneOf: asleepIslandOf });
  void afterServerDrawnPagePaints(root)
    .then((): Promise<typeof IslandsRuntime> => import(/* @vite-ignore */ islandsRuntime))
    .then(({ hydrateIslands }) => hydrateIslands(earlyInteractions));
} else {
  const earlyInteractions = holdEarlyInteractions();
  // The stored person is named in the shell before its first paint; their area's code loads
  // after it, beside the app's.
  const loadSignedInArea = startSignedInAreaEarly();
  void afterServerDrawnPagePaints(root)
    .then(() => Promise.all([loadSignedInArea(), import('./start-app')]))
    .then(([, { startApp }]) => startApp({ onReady: () => earlyInteractions.release() }));
}
