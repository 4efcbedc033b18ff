import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { AppRoutes } from './app-routes';
import { ScrollToTop } from './scroll-to-top';
import { SessionProvider } from './session-provider';

export type AppProps = {
  /** Spec section 2: routing is hash-based when the address had a hash fragment at load. */
  hashRouting: boolean;
  /** The address being prerendered at build time; absent in the browser. */
  ssrPath?: string;
  /** Its query, with the `?`, when prerendering. */
  ssrSearch?: string;
};

/** The app: Chakra's provider is mounted only by the pages that need it (with-chakra.tsx). */
export function App({ hashRouting, ssrPath, ssrSearch }: AppProps) {
  return (
    <Router
      hook={hashRouting ? useHashLocation : undefined}
      ssrPath={ssrPath}
      ssrSearch={ssrSearch}
    >
      <SessionProvider>
        <ScrollToTop />
        <AppRoutes />
      </SessionProvider>
    </Router>
  );
}
