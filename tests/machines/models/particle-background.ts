import type { PathModel } from './path-model';

export const particleBackgroundModel: PathModel = {
  inputs: [{ reducedMotion: false }, { reducedMotion: true }],
  events: [{ type: 'particles.loaded' }],
  invariants: [
    {
      description: 'a visitor who prefers reduced motion never gets the particle field',
      holds: (snapshot) => !(snapshot.context.reducedMotion && snapshot.hasTag('mounted')),
    },
    {
      description: 'the field is only visible once mounted',
      holds: (snapshot) => !snapshot.hasTag('visible') || snapshot.hasTag('mounted'),
    },
  ],
};
