/**
 * At build time, for `app-shell` pages: renders the signed-in area's app shell
 * (scripts/prerender/app-shell-plugin.ts), the frame of /customer and /admin, drawn from the
 * app's own components before anyone is known, for the server to send at once while the app
 * loads (signed-in-early-start.ts, then start-app.tsx, take it over in the browser).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { nestedAdminPath } from '../content/admin-navigation';
import { nestedPath } from '../content/customer-navigation';
import { pagePaths } from '../services/contract';
import { allPages } from '../services/page-registry';
import { placeholderSiteSettings } from '../services/site-settings';
import { createEmotionCache } from '../ui/app/emotion-cache';
import { SiteSettingsContext } from '../ui/app/site-settings-context';
import { CustomerShell } from '../ui/customer/customer-shell';
import { islandStyleTag } from '../ui/public/islands/island-css';
import { system } from '../ui/theme';

export { APP_SHELL_ATTRIBUTE } from '../ui/components/app-shell-slots';

type ShellPlace = { path: string; section: 'customer' | 'admin'; location: string };

/**
 * One shell for each page of the signed-in area in the page registry, at the page's path (the
 * area's own path too, for the pages of one record). The server sends the one whose path is the
 * longest start of the address (the area's own path for any other).
 */
export const appShellPlaces: ShellPlace[] = [
  { path: pagePaths.customer.area, section: 'customer', location: '/' },
  ...allPages.flatMap((page): ShellPlace[] => {
    if (page.delivery !== 'app-shell') return [];
    if (page.audience === 'operator') {
      return [{ path: page.path, section: 'admin', location: nestedAdminPath(page.path) }];
    }
    return [{ path: page.path, section: 'customer', location: nestedPath(page.path) }];
  }),
];

/** The shell's markup (head elements first, as React writes them), and the CSS it uses. */
export async function renderAppShell({ path, section, location }: ShellPlace) {
  const cache = createEmotionCache();
  // Styles stay in the cache, to go into the head, rather than beside each element.
  cache.compat = true;
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>
        <SiteSettingsContext.Provider value={placeholderSiteSettings}>
          <Router ssrPath={path}>
            <CustomerShell section={section} location={location} />
          </Router>
        </SiteSettingsContext.Provider>
      </ChakraProvider>
    </CacheProvider>,
  );
  const html = await new Response(prelude).text();
  const emotion = createEmotionServer(cache);
  const styleTags =
    emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) + islandStyleTag();
  return { html, styleTags };
}
