import { Box } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback } from 'react';
import { fromPromise } from 'xstate';
import { particleField } from '../../../content/particles';
import { inspect } from '../../../machines/inspector';
import { particleBackgroundMachine } from '../../../machines/particle-background/machine';

const loadParticleField = () => import('./particle-field');
const ParticleField = lazy(loadParticleField);

/** How long the loaded page stays undisturbed before the field starts. */
const SETTLE_MS = 1500;

/**
 * Resolves once the page has loaded, a moment has passed and the browser is idle. The field is
 * decoration: its engine (a chunk of its own) and its frames must not compete with the page's
 * own start-up and first interactions, which on a phone share one busy core.
 */
function afterPageSettles(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  return loaded
    .then(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS)))
    .then(
      () =>
        new Promise<void>((resolve) => {
          if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve());
          else resolve();
        }),
    );
}

const boundParticleMachine = particleBackgroundMachine.provide({
  actors: {
    waitForFirstPaint: fromPromise(afterPageSettles),
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
