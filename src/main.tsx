import { holdEarlyInteractions } from './early-interactions';

/**
 * The page's entry: lets the browser paint the prerendered HTML before the app's code runs.
 * Run earlier, the app's start-up would sit between the HTML and its first paint (the module
 * scripts of a fully received page run before it is painted). The app's modules are preloaded
 * by the HTML (see scripts/prerender/preload-app-plugin.ts), so waiting costs no download time.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    // rAF runs just before a paint, the timeout just after it. A hidden tab paints nothing
    // (and runs no rAF) until shown: it need not wait.
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

const earlyInteractions = holdEarlyInteractions();
void afterNextPaint()
  .then(() => import('./start-app'))
  .then(({ startApp }) => startApp({ onReady: earlyInteractions.release }));
