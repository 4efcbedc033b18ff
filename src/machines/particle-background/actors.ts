import { fromPromise } from 'xstate';

/** How long the loaded page stays undisturbed before the field starts. */
const SETTLE_MS = 1500;

/**
 * Resolves once the page has loaded, a moment has passed and the browser is idle. The field is
 * decoration: its code (a chunk of its own) and its frames must not compete with the page's
 * own start-up and first interactions, which on a phone share one busy core.
 */
function afterPageSettles(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  return loaded
    .then(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS)))
    .then(
      () =>
        new Promise<void>((resolve) => {
          if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve());
          else resolve();
        }),
    );
}

/** `loadField` loads the field's code (the view's lazy chunk). */
export const createParticleBackgroundActors = (loadField: () => Promise<unknown>) => ({
  waitForFirstPaint: fromPromise<void>(afterPageSettles),
  loadField: fromPromise<void>(async () => {
    await loadField();
  }),
});
