import type { SnapshotFrom } from 'xstate';
import type { docsCountdownMachine } from './machine';

type DocsCountdownSnapshot = SnapshotFrom<typeof docsCountdownMachine>;

/** The button shows 'Redirecting in N...' instead of its label. */
export const selectIsCounting = (snapshot: DocsCountdownSnapshot) => snapshot.hasTag('counting');

/** The seconds left before the documentation opens. */
export const selectRemaining = (snapshot: DocsCountdownSnapshot) => snapshot.context.remaining;
