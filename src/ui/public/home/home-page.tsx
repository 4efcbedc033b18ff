import { Box, Container, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useRef } from 'react';
import { pagePaths } from '../../../services/contract';
import { brandGlow } from '../../components/brand-glow';
import { LoadErrorBoundary } from '../../components/load-error-boundary';
import { PageMeta } from '../../components/page-meta';
import { useDeferredReveal } from '../../hooks/use-deferred-reveal';
import { usePrefersReducedMotion } from '../../hooks/use-media-query';
import { AiAgentHero } from './ai-agent-hero';
import { ParticleBackground } from './particle-background';
import { RemoveEmotionsHero } from './remove-emotions-hero';

const HomeSections = lazy(() => import('./home-sections'));

/** Spec section 1: the heroes, then feature cards, platforms, FAQ and testimonials. */
export function HomePage() {
  const reducedMotion = usePrefersReducedMotion();
  const belowTheFoldPlaceholder = useRef<HTMLDivElement>(null);
  const revealed = useDeferredReveal(belowTheFoldPlaceholder);
  return (
    <>
      <PageMeta path={pagePaths.home} />
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
        Below the fold: neither prerendered nor hydrated, but rendered when the visitor nears
        it or the loaded page is idle, so the first screen paints and hydrates sooner. The
        placeholder holds the place meanwhile, so nothing above moves.
      */}
      <LoadErrorBoundary fallback={null}>
        <Suspense fallback={<Box minH="100vh" />}>
          {revealed ? (
            <HomeSections reducedMotion={reducedMotion} />
          ) : (
            <Box ref={belowTheFoldPlaceholder} minH="100vh" />
          )}
        </Suspense>
      </LoadErrorBoundary>
    </>
  );
}
