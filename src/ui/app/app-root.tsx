import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { App, type AppProps } from './app';
import { PageReadyContext } from './page-ready';

const ignoreReady = () => {};

type AppRootProps = AppProps & {
  cache: EmotionCache;
  /** Called once the page's content handles events (see page-ready.ts); not when prerendering. */
  onReady?: () => void;
};

/**
 * The whole tree, one definition for prerendering and for the browser, so both build the same
 * components in the same places (hydration and `useId` depend on it).
 */
export function AppRoot({ cache, onReady, ...app }: AppRootProps) {
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <PageReadyContext.Provider value={onReady ?? ignoreReady}>
          <App {...app} />
        </PageReadyContext.Provider>
      </CacheProvider>
    </StrictMode>
  );
}
