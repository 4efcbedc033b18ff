/**
 * In the browser, the single-page app's start (React): hydrates a `hydrated` page (/signup),
 * replaces an `app-shell` page's frame (/customer, /admin) with the app, or renders an `app`
 * page (/reset-password, hash routes) from nothing; loaded by browser-entry.tsx.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { connectInspector } from '../machines/inspector';
import { readSiteSettings } from '../services/site-settings';
import { AppRoot } from '../ui/app/app-root';
import { loadPageChunk } from '../ui/app/app-routes';
import { installIslandStylesheet } from '../ui/app/island-stylesheet';
import { isSignedInOnSignedOutOnlyPage } from '../ui/app/signed-out-only';
import { isServerDrawnPage } from '../ui/components/server-drawn-page';

// `npm run dev:inspect`: stream every actor to the Stately inspector (development only).
if (import.meta.env.DEV && import.meta.env.VITE_INSPECT === 'true') {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  connectInspector(createBrowserInspector().inspect);
}

/** What the prerender step puts in the head besides the shared tags (scripts/prerender). */
const PRERENDERED_HEAD_ELEMENTS =
  'title, meta[name="description"], meta[name="robots"], link[rel="canonical"]';

/** How long early clicks and typing may wait for hydration at most (early-interactions.ts). */
const READY_AT_THE_LATEST_MS = 10_000;

/**
 * Hydrates the prerendered page, or renders the app when there is none to reuse. `onReady`
 * runs once React handles the page's events (see page-ready.ts).
 */
export async function startApp({ onReady }: { onReady: () => void }): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  // Waits only over the bare index.html, which has no island classes in its head.
  await installIslandStylesheet();
  const path = window.location.pathname;
  const hashRouting = window.location.hash.length > 1;
  const app = (
    <AppRoot hashRouting={hashRouting} siteSettings={readSiteSettings()} onReady={onReady} />
  );

  // The server sends prerendered HTML for the public pages (see scripts/prerender). It shows the
  // page for the path, so it is hydrated only when the browser would render that same page: not
  // for a hash route, nor for a sign-in page a signed-in person is sent on from.
  const showsPrerenderedPage =
    root.hasAttribute('data-prerendered') && !hashRouting && !isSignedInOnSignedOutOnlyPage(path);

  if (showsPrerenderedPage) {
    // The page's own chunk first, so hydration finds every component of the page ready.
    void loadPageChunk(path).then(() => {
      // A transition lets React hydrate in slices and yield to the browser in between.
      startTransition(() => {
        hydrateRoot(root, app);
      });
    });
  } else {
    // Rendering over a prerendered page or an app shell replaces it: its head elements go too,
    // or the new page's title and description would come second.
    const drawnByServer = isServerDrawnPage(root);
    if (drawnByServer) {
      for (const element of document.head.querySelectorAll(PRERENDERED_HEAD_ELEMENTS)) {
        element.remove();
      }
    }
    // In a transition too: React renders in slices that yield to the browser, and the page
    // on screen (the app shell) stays until the first page is ready to replace it.
    startTransition(() => {
      createRoot(root).render(app);
    });
    // A page the server drew stays on screen, its controls tapped meanwhile held, until the
    // app's first page replaces it and announces itself; else nothing was there to tap.
    if (!drawnByServer) onReady();
  }
  // Should a page never announce itself, clicks are not held back for ever.
  setTimeout(onReady, READY_AT_THE_LATEST_MS);
}
