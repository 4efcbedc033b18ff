import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode, useEffect } from 'react';
import { App, type AppProps } from './app';

type AppRootProps = AppProps & {
  cache: EmotionCache;
  /** Called once React handles the page (see early-interactions.ts); not when prerendering. */
  onReady?: () => void;
};

/**
 * The whole tree, one definition for prerendering and for the browser, so both build the same
 * components in the same places (hydration and `useId` depend on it).
 */
export function AppRoot({ cache, onReady, ...app }: AppRootProps) {
  // The root's effects run once the first render or hydration is committed.
  useEffect(() => onReady?.(), [onReady]);
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <App {...app} />
      </CacheProvider>
    </StrictMode>
  );
}
