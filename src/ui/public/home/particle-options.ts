import type { ISourceOptions } from '@tsparticles/engine';
import { particleField } from '../../../content/particles';

/** The particle field's engine options, built from the constants of spec section 9. */
export const particleOptions: ISourceOptions = {
  fullScreen: { enable: false },
  background: { color: 'transparent' },
  fpsLimit: particleField.fpsLimit,
  detectRetina: true,
  pauseOnOutsideViewport: true,
  particles: {
    number: { value: particleField.count, density: { enable: true } },
    paint: { fill: { enable: true, color: { value: particleField.color } } },
    shape: { type: 'circle' },
    size: { value: { min: particleField.sizeMin, max: particleField.sizeMax } },
    opacity: { value: { min: 0.3, max: 0.8 } },
    move: { enable: true, speed: particleField.speed, outModes: { default: 'out' } },
  },
};
