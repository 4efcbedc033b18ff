import { ChakraProvider } from '@chakra-ui/react';
import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { system } from '../theme';
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

export function App({ hashRouting, ssrPath, ssrSearch }: AppProps) {
  return (
    <ChakraProvider value={system}>
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
    </ChakraProvider>
  );
}
