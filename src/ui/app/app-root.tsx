import type { EmotionCache } from '@emotion/cache';
import { StrictMode } from 'react';
import type { SiteSettings } from '../../services/site-settings';
import { App, type AppProps } from './app';
import { PageReadyContext } from './page-ready';
import { SiteSettingsContext } from './site-settings-context';
import { StyleCacheContext } from './style-cache-context';

const ignoreReady = () => {};

type AppRootProps = AppProps & {
  /** Where the prerender step collects Chakra's styles; the browser's is Chakra's scope's own. */
  cache?: EmotionCache;
  /** The promo code and external links of the running site (src/services/site-settings.ts). */
  siteSettings: SiteSettings;
  /** Called once the page's content handles events (see page-ready.ts); not when prerendering. */
  onReady?: () => void;
};

/**
 * The whole tree, one definition for prerendering and for the browser, so both build the same
 * components in the same places (hydration and `useId` depend on it).
 */
export function AppRoot({ cache, siteSettings, onReady, ...app }: AppRootProps) {
  return (
    <StrictMode>
      <StyleCacheContext.Provider value={cache}>
        <SiteSettingsContext.Provider value={siteSettings}>
          <PageReadyContext.Provider value={onReady ?? ignoreReady}>
            <App {...app} />
          </PageReadyContext.Provider>
        </SiteSettingsContext.Provider>
      </StyleCacheContext.Provider>
    </StrictMode>
  );
}
