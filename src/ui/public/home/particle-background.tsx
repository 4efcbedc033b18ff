import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback } from 'react';
import { particleField } from '../../../content/particles';
import { createParticleBackgroundActors } from '../../../machines/particle-background/actors';
import { particleBackgroundMachine } from '../../../machines/particle-background/machine';
import { selectIsMounted, selectIsVisible } from '../../../machines/particle-background/selectors';
import { useMachineActor } from '../../hooks/use-machine-actor';
import { usePrefersReducedMotion } from '../../hooks/use-media-query';
import { defineIsland } from '../islands/island';
import { cx } from '../islands/island-styles';
import { styles } from './particle-background.styles';

const loadParticleField = () => import('./particle-field');
const ParticleField = lazy(loadParticleField);

/**
 * The white particle field behind the hero: absolutely placed (so it never moves the layout),
 * transparent until it has drawn its first frame, then fading in over 1 s.
 */
export const ParticleBackground = defineIsland('particles', function ParticleBackground() {
  const reducedMotion = usePrefersReducedMotion();
  // Keyed so a change of preference starts or stops the field at once.
  return <ParticleLayer key={String(reducedMotion)} reducedMotion={reducedMotion} />;
});

function ParticleLayer({ reducedMotion }: { reducedMotion: boolean }) {
  const particles = useMachineActor(particleBackgroundMachine, {
    provide: () => ({
      actors: createParticleBackgroundActors(loadParticleField),
    }),
    input: { reducedMotion },
  });
  const mounted = useSelector(particles, selectIsMounted);
  const visible = useSelector(particles, selectIsVisible);
  const onLoaded = useCallback(() => particles.send({ type: 'particles.loaded' }), [particles]);
  if (!mounted) return null;
  return (
    <div
      aria-hidden="true"
      data-particles={visible ? 'visible' : 'loading'}
      className={cx(styles.layer, visible && styles.visible)}
      style={{ transitionDuration: `${particleField.fadeInSeconds}s` }}
    >
      <Suspense fallback={null}>
        <ParticleField onLoaded={onLoaded} />
      </Suspense>
    </div>
  );
}
