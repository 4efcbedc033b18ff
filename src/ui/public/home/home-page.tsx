import { Box, Container, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { brandGlow } from '../../components/brand-glow';
import { LoadErrorBoundary } from '../../components/load-error-boundary';
import { PageMeta } from '../../components/page-meta';
import { useHydrated } from '../../hooks/use-hydrated';
import { usePrefersReducedMotion } from '../../hooks/use-media-query';
import { AiAgentHero } from './ai-agent-hero';
import { ParticleBackground } from './particle-background';
import { RemoveEmotionsHero } from './remove-emotions-hero';

const HomeSections = lazy(() => import('./home-sections'));
const belowTheFold = <Box minH="100vh" />;

/** Spec section 1: the heroes, then feature cards, platforms, FAQ and testimonials. */
export function HomePage() {
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  return (
    <>
      <PageMeta path="/" />
      <Box
        position="relative"
        overflow="hidden"
        bgImage={brandGlow}
        borderBottomWidth="1px"
        borderColor="border.muted"
      >
        {/* Keyed so a change of preference starts or stops the field at once. */}
        <ParticleBackground key={String(reducedMotion)} reducedMotion={reducedMotion} />
        <Container maxW="7xl" position="relative" py={{ base: '14', md: '24' }}>
          <Stack gap={{ base: '20', md: '28' }}>
            <RemoveEmotionsHero />
            <AiAgentHero />
          </Stack>
        </Container>
      </Box>
      {/*
        Below the fold: neither prerendered nor hydrated, but rendered once the page is
        interactive, so the first screen paints and hydrates sooner. The placeholder holds the
        place meanwhile, so nothing above moves.
      */}
      <LoadErrorBoundary fallback={null}>
        <Suspense fallback={belowTheFold}>
          {hydrated ? <HomeSections reducedMotion={reducedMotion} /> : belowTheFold}
        </Suspense>
      </LoadErrorBoundary>
    </>
  );
}
