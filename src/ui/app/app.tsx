import { ChakraProvider } from '@chakra-ui/react';
import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { system } from '../theme';
import { AppRoutes } from './app-routes';
import { ScrollToTop } from './scroll-to-top';
import { SessionProvider } from './session-provider';

/** Spec section 2: routing is hash-based when the address had a hash fragment at load. */
export function App({ hashRouting }: { hashRouting: boolean }) {
  return (
    <ChakraProvider value={system}>
      <Router hook={hashRouting ? useHashLocation : undefined}>
        <SessionProvider>
          <ScrollToTop />
          <AppRoutes />
        </SessionProvider>
      </Router>
    </ChakraProvider>
  );
}
