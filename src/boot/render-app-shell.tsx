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
import { adminSections } from '../content/admin-navigation';
import { customerNav, nestedPath } from '../content/customer-navigation';
import { pagePaths } from '../services/contract';
import { placeholderSiteSettings } from '../services/site-settings';
import { createEmotionCache } from '../ui/app/emotion-cache';
import { SiteSettingsContext } from '../ui/app/site-settings-context';
import { CustomerShell } from '../ui/customer/customer-shell';
import { islandStyleTag } from '../ui/public/islands/island-css';
import { system } from '../ui/theme';

export { APP_SHELL_ATTRIBUTE } from '../ui/components/app-shell-slots';

type ShellPlace = { path: string; section: 'customer' | 'admin'; location: string };

/**
 * One shell for each page of the menu and of the console, at the page's path. The server sends
 * the one whose path is the longest start of the address (the area's own path for any other).
 */
export const appShellPlaces: ShellPlace[] = [
  { path: pagePaths.customer.area, section: 'customer', location: '/' },
  ...customerNav.flatMap((item): ShellPlace[] =>
    item.kind === 'internal' && item.path.startsWith(`${pagePaths.customer.area}/`)
      ? [{ path: item.path, section: 'customer', location: nestedPath(item.path) }]
      : [],
  ),
  ...adminSections.map(
    (item): ShellPlace => ({ path: item.path, section: 'admin', location: item.nestedPath }),
  ),
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
