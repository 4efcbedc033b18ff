import { Box, Flex, Link } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useLocation } from 'wouter';
import { siteShell } from '../../content/site-shell';
import { LoadErrorBoundary, PageLoadError } from '../components/load-error-boundary';
import { RouteFallback } from '../components/route-fallback';
import { CookieBanner } from './cookie-banner';
import { PublicRoutes } from './public-routes';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PublicShell() {
  const [location] = useLocation();
  return (
    <Flex direction="column" minH="100dvh">
      <Link
        href="#main"
        // The address may carry a hash route, so move focus without touching the hash.
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        position="absolute"
        left="4"
        top="-20"
        zIndex="skipLink"
        px="4"
        py="2"
        bg="brand.solid"
        color="brand.contrast"
        rounded="md"
        _focusVisible={{ top: '4' }}
      >
        {siteShell.skipToContent}
      </Link>
      <SiteHeader />
      <Box as="main" id="main" tabIndex={-1} flex="1" outline="none">
        {/* A page that failed to load leaves the header and footer working; the next page retries. */}
        <LoadErrorBoundary key={location} fallback={<PageLoadError />}>
          <Suspense fallback={<RouteFallback />}>
            <PublicRoutes />
          </Suspense>
        </LoadErrorBoundary>
      </Box>
      <SiteFooter />
      <CookieBanner />
    </Flex>
  );
}
