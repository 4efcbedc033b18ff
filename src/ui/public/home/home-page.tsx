import { Box, Container, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { pagePaths } from '../../../services/contract';
import { brandGlow } from '../../components/brand-glow';
import { LoadErrorBoundary } from '../../components/load-error-boundary';
import { PageMeta } from '../../components/page-meta';
import { AiAgentHero } from './ai-agent-hero';
import { ParticleBackground } from './particle-background';
import { RemoveEmotionsHero } from './remove-emotions-hero';

const HomeSections = lazy(() => import('./home-sections'));

/** Spec section 1: the heroes, then feature cards, platforms, FAQ and testimonials. */
export function HomePage() {
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
        <ParticleBackground />
        <Container maxW="7xl" position="relative" py={{ base: '14', md: '24' }}>
          <Stack gap={{ base: '20', md: '28' }}>
            <RemoveEmotionsHero />
            <AiAgentHero />
          </Stack>
        </Container>
      </Box>
      {/*
        Below the fold: in the page's HTML like the rest (the server waits for this chunk), so
        it reads without JavaScript; only its islands' behaviour waits (see islands/).
      */}
      <LoadErrorBoundary fallback={null}>
        <Suspense fallback={<Box minH="100vh" />}>
          <HomeSections />
        </Suspense>
      </LoadErrorBoundary>
    </>
  );
}
