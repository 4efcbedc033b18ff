import type { SnapshotFrom } from 'xstate';
import type { particleBackgroundMachine } from './machine';

type ParticleBackgroundSnapshot = SnapshotFrom<typeof particleBackgroundMachine>;

/** The field is in the page (still transparent until its first frame). */
export const selectIsMounted = (snapshot: ParticleBackgroundSnapshot) => snapshot.hasTag('mounted');

/** The field drew its first frame: it fades in. */
export const selectIsVisible = (snapshot: ParticleBackgroundSnapshot) => snapshot.hasTag('visible');
