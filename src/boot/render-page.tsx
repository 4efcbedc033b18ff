/**
 * On the server, for `islands`, `runtime-islands` and `hydrated` pages: renders one page to
 * HTML, at build time (scripts/prerender) and, for `runtime-islands` pages, again by the server
 * when their data changes (server/http/public-pages.ts): the same tree as the browser's, at a
 * given address, with the styles that page uses. A public page is rendered whole with its
 * interactive parts as islands, each rendered alone (render-island.tsx) so the browser can
 * hydrate it alone (src/ui/public/islands, start-islands.tsx).
 */
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { pageDocument } from '../../scripts/prerender/page-html';
import { ISLANDS_SERVER_DIR, ISLANDS_SERVER_FILE } from '../services/build-output';
import type { PublicPageData } from '../services/contract';
import { islandPaths } from '../services/page-registry';
import { placeholderSiteSettings } from '../services/site-settings';
import { AppRoot } from '../ui/app/app-root';
import { createEmotionCache } from '../ui/app/emotion-cache';
import {
  type CollectedIsland,
  IslandCollectorContext,
  islandSlot,
} from '../ui/public/islands/island';
import { islandStyleTag } from '../ui/public/islands/island-css';
import { PublicPageDataContext } from '../ui/public/public-page-data';
import type * as IslandsServer from './render-island';

export {
  prerenderedPaths,
  publicPaths,
  runtimePaths,
  runtimeVariants,
} from '../services/page-registry';

/** The page's markup for `#root`, `<style>` tags holding exactly the CSS it uses, and, for a
 * page made of islands, the address of their runtime (else the browser hydrates it whole). */
export type RenderedPage = { html: string; styleTags: string; islandsRuntime?: string };

export type PageRequest = {
  path: string;
  /** The query, with its `?`, or ''. */
  search?: string;
  data?: PublicPageData;
};

const isIslandsPage = (path: string) => (islandPaths as readonly string[]).includes(path);

let islandsServer: Promise<typeof IslandsServer> | undefined;
/**
 * The islands' renderer, built after this bundle and beside it (scripts/prerender/plugin.ts):
 * found at run time, from this file's address, not by the bundler.
 */
function loadIslandsServer() {
  const file = new URL(`./${ISLANDS_SERVER_DIR}/${ISLANDS_SERVER_FILE}`, import.meta.url);
  islandsServer ??= import(/* @vite-ignore */ file.href);
  return islandsServer;
}

export async function renderPage({
  path,
  search = '',
  data = { releases: [] },
}: PageRequest): Promise<RenderedPage> {
  const cache = createEmotionCache();
  // Without `compat`, emotion writes a <style> beside each styled element on the server; with
  // it, the styles stay in the cache and are extracted below into the head.
  cache.compat = true;
  const islands = isIslandsPage(path) ? new Map<string, CollectedIsland>() : null;
  // `prerender` waits for every lazy page and Suspense boundary. An unbounded chunk size keeps
  // each boundary's content in place: outlined ones would need React's inline reveal scripts,
  // which the Content-Security-Policy forbids.
  const { prelude } = await prerender(
    <IslandCollectorContext.Provider value={islands}>
      <PublicPageDataContext.Provider value={data}>
        {/* The server fills in the running site's settings where their tokens are. */}
        <AppRoot
          cache={cache}
          hashRouting={false}
          ssrPath={path}
          ssrSearch={search}
          siteSettings={placeholderSiteSettings}
        />
      </PublicPageDataContext.Provider>
    </IslandCollectorContext.Provider>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = await new Response(prelude).text();
  let islandsRuntime: string | undefined;
  if (islands) {
    const islandsServer = await loadIslandsServer();
    islandsRuntime = islandsServer.islandsRuntime;
    for (const island of islands.values()) {
      const islandHtml = await islandsServer.renderIsland({ ...island, path, search });
      html = html.replace(islandSlot(island.id), () => islandHtml);
    }
  }
  const emotion = createEmotionServer(cache);
  const styleTags =
    emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) + islandStyleTag();
  return { html, styleTags, islandsRuntime };
}

/** The whole document for a request: the built `index.html` with the page rendered in. */
export async function renderDocument(template: string, request: PageRequest): Promise<string> {
  return pageDocument(template, { path: request.path, ...(await renderPage(request)) });
}
