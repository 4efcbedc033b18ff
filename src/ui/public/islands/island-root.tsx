import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { type BaseLocationHook, Router } from 'wouter';
import type { SiteSettings } from '../../../services/site-settings';
import { PageReadyContext, useAnnouncePageReady } from '../../app/page-ready';
import { SiteSettingsContext } from '../../app/site-settings-context';
import { system } from '../../theme';

/**
 * The design system without its global styles: the page's render already put them in the head
 * once; every island drawing them again would serialise and insert them once per island.
 */
const islandSystem = {
  ...system,
  _config: { ...system._config, disableLayers: true },
  _global: [],
} as typeof system;

/**
 * Public pages are separate documents, not routes of one app: a link or `navigate` inside an
 * island loads the next page in full, where its own HTML is ready.
 */
const fullPageLocation: BaseLocationHook = () => [
  window.location.pathname,
  (to: string) => window.location.assign(to),
];

function AnnounceReady() {
  useAnnouncePageReady();
  return null;
}

export type IslandRootProps = {
  cache: EmotionCache;
  siteSettings: SiteSettings;
  /** The address the server renders; absent in the browser. */
  ssr?: { path: string; search: string };
  /** Called once the island handles events (its effects have run); browser only. */
  onReady?: () => void;
  children: ReactNode;
};

/** What every island is rendered in, on the server and when the browser hydrates it. */
export function IslandRoot({ cache, siteSettings, ssr, onReady, children }: IslandRootProps) {
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={islandSystem}>
        <SiteSettingsContext.Provider value={siteSettings}>
          <Router
            hook={ssr ? undefined : fullPageLocation}
            ssrPath={ssr?.path}
            ssrSearch={ssr?.search}
          >
            {children}
            {onReady && (
              <PageReadyContext.Provider value={onReady}>
                <AnnounceReady />
              </PageReadyContext.Provider>
            )}
          </Router>
        </SiteSettingsContext.Provider>
      </ChakraProvider>
    </CacheProvider>
  );
}
