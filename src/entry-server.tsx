/**
 * Build-time rendering of one page to HTML (see scripts/prerender): the same tree as the
 * browser's, at a given address, with the styles that page uses.
 */
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { placeholderSiteSettings } from './services/site-settings';
import { AppRoot } from './ui/app/app-root';
import { createEmotionCache } from './ui/app/emotion-cache';

export { prerenderedPaths, publicPaths } from './content/page-meta';

/** The page's markup for `#root`, and `<style>` tags holding exactly the CSS it uses. */
export type RenderedPage = { html: string; styleTags: string };

export async function renderPage(path: string): Promise<RenderedPage> {
  const cache = createEmotionCache();
  // Without `compat`, emotion writes a <style> beside each styled element on the server; with
  // it, the styles stay in the cache and are extracted below into the head.
  cache.compat = true;
  // `prerender` waits for every lazy page and Suspense boundary. An unbounded chunk size keeps
  // each boundary's content in place: outlined ones would need React's inline reveal scripts,
  // which the Content-Security-Policy forbids.
  const { prelude } = await prerender(
    // The server fills in the running site's settings where their tokens are.
    <AppRoot
      cache={cache}
      hashRouting={false}
      ssrPath={path}
      siteSettings={placeholderSiteSettings}
    />,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const emotion = createEmotionServer(cache);
  const styleTags = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styleTags };
}
