import type { SnapshotFrom } from 'xstate';
import type { portalLinkMachine } from './machine';

type Snapshot = SnapshotFrom<typeof portalLinkMachine>;

/** Busy from the press until the browser has left. */
export const selectOpening = (snapshot: Snapshot) =>
  snapshot.hasTag('busy') || snapshot.matches('Leaving');
export const selectError = (snapshot: Snapshot) => snapshot.context.error;
