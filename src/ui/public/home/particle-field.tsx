import { loadBasic } from '@tsparticles/basic';
import type { Engine } from '@tsparticles/engine';
import { Particles, ParticlesProvider } from '@tsparticles/react';
import { particleOptions } from './particle-options';

// A stable function: the provider refuses a different init callback on a later render.
const registerPlugins = (engine: Engine) => loadBasic(engine);

/**
 * The particle engine and its field. This module is a chunk of its own, loaded after the first
 * paint (see particle-background.tsx), so it never delays the page. `onLoaded` must be stable:
 * the engine reloads the field whenever it changes.
 */
export default function ParticleField({ onLoaded }: { onLoaded: () => void }) {
  return (
    <ParticlesProvider init={registerPlugins}>
      <Particles
        id="hero-particles"
        options={particleOptions}
        particlesLoaded={onLoaded}
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
      />
    </ParticlesProvider>
  );
}
