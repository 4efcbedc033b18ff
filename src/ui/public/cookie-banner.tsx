import { Box, Button, Container, Link, type StackProps, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'wouter';
import { cookieBanner } from '../../content/cookie-banner';
import { cookieBannerMachine } from '../../machines/cookie-banner/machine';
import { selectIsVisible } from '../../machines/cookie-banner/selectors';
import { inspect } from '../../machines/inspector';
import { pagePaths } from '../../services/contract';
import { storage, storageKeys } from '../../services/storage';
import { Panel } from '../components/panel';
import { defineIsland } from './islands/island';

/** A small floating card: the text beside its button, or above it on a phone. */
const card = {
  bg: 'bg.emphasized',
  rounded: 'xl',
  direction: { base: 'column', sm: 'row' },
  align: { base: 'stretch', sm: 'center' },
  gap: '4',
  p: '4',
} satisfies StackProps;

/** Long enough for the page to hydrate, short enough that a first-time visitor reads it soon. */
const APPEAR_AFTER_S = 1;

const subscribeToNothing = () => () => {};
const readDismissedBefore = () => storage.read(storageKeys.cookieDisclaimerDismissed) === 'true';

/**
 * Prerendered pages carry the banner (the build cannot know this browser), so a first visit
 * paints it with the page rather than later; a browser that dismissed it before removes it
 * right after hydration (the server snapshot keeps hydration matching the HTML).
 */
export const CookieBanner = defineIsland('cookie-banner', function CookieBanner() {
  const dismissedBefore = useSyncExternalStore(
    subscribeToNothing,
    readDismissedBefore,
    () => false,
  );
  // Keyed: the machine takes the stored choice as input when it starts.
  return <CookieBannerView key={String(dismissedBefore)} dismissedBefore={dismissedBefore} />;
});

function CookieBannerView({ dismissedBefore }: { dismissedBefore: boolean }) {
  const [machine] = useState(() =>
    cookieBannerMachine.provide({
      actions: {
        rememberDismissal: () => storage.write(storageKeys.cookieDisclaimerDismissed, 'true'),
      },
    }),
  );
  const banner = useActorRef(machine, { input: { dismissedBefore }, inspect });
  const isVisible = useSelector(banner, selectIsVisible);
  if (!isVisible) return null;
  return (
    <Box
      role="region"
      aria-label={cookieBanner.regionLabel}
      // Sticky at the end of the page: it floats over content while scrolling, yet never
      // covers the footer's last lines once the visitor reaches the bottom.
      position="sticky"
      bottom="0"
      // Prerendered pages carry the banner; it stays transparent for a moment so a browser that
      // dismissed it before removes it (on hydration) before anyone sees it.
      animation={`fade-in 0.3s ease-out ${APPEAR_AFTER_S}s both`}
      zIndex="banner"
      p={{ base: '3', md: '4' }}
    >
      <Container maxW="4xl" px="0">
        <Panel raised {...card}>
          <Text fontSize="sm" color="fg" flex="1">
            {cookieBanner.text}{' '}
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink href={pagePaths.privacy}>{cookieBanner.privacyLinkLabel}</RouterLink>
            </Link>
          </Text>
          <Button colorPalette="brand" onClick={() => banner.send({ type: 'banner.allow' })}>
            {cookieBanner.allowLabel}
          </Button>
        </Panel>
      </Container>
    </Box>
  );
}
