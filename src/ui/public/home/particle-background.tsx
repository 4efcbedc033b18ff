import { Box } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback } from 'react';
import { fromPromise } from 'xstate';
import { particleField } from '../../../content/particles';
import { inspect } from '../../../machines/inspector';
import { particleBackgroundMachine } from '../../../machines/particle-background.machine';

const loadParticleField = () => import('./particle-field');
const ParticleField = lazy(loadParticleField);

/** Resolves after the next paint, once the browser is idle (or after a short wait without idle). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(() => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve());
        else resolve();
      }, 0);
    });
  });
}

const boundParticleMachine = particleBackgroundMachine.provide({
  actors: {
    waitForFirstPaint: fromPromise(afterFirstPaint),
    loadEngine: fromPromise(async () => {
      await loadParticleField();
    }),
  },
});

/**
 * The white particle field behind the hero: absolutely placed (so it never moves the layout),
 * transparent until its engine has drawn the first frame, then fading in over 1 s.
 */
export function ParticleBackground({ reducedMotion }: { reducedMotion: boolean }) {
  const particles = useActorRef(boundParticleMachine, { input: { reducedMotion }, inspect });
  const mounted = useSelector(particles, (state) => state.hasTag('mounted'));
  const visible = useSelector(particles, (state) => state.hasTag('visible'));
  const onLoaded = useCallback(() => particles.send({ type: 'particles.loaded' }), [particles]);
  if (!mounted) return null;
  return (
    <Box
      aria-hidden="true"
      data-particles={visible ? 'visible' : 'loading'}
      position="absolute"
      inset="0"
      pointerEvents="none"
      opacity={visible ? 1 : 0}
      transition={`opacity ${particleField.fadeInSeconds}s ease-in`}
    >
      <Suspense fallback={null}>
        <ParticleField onLoaded={onLoaded} />
      </Suspense>
    </Box>
  );
}
