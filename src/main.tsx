import { holdEarlyInteractions } from './early-interactions';

/**
 * Resolves once a prerendered page has been painted. Started earlier, the app's start-up would
 * sit between the HTML and its first paint (the module scripts of a fully received page run
 * before it is painted). The app's modules are preloaded by the HTML (see
 * scripts/prerender/preload-app-plugin.ts), so waiting costs no download time. The browser's
 * own paint entry is the signal, not timers: nothing to wait for in an empty shell, a hidden
 * tab, or a browser without paint timing.
 */
function afterPrerenderedPagePaints(): Promise<void> {
  const waits =
    document.getElementById('root')?.hasAttribute('data-prerendered') &&
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

const earlyInteractions = holdEarlyInteractions();
void afterPrerenderedPagePaints()
  .then(() => import('./start-app'))
  .then(({ startApp }) => startApp({ onReady: earlyInteractions.release }));
