import type { SnapshotFrom } from 'xstate';
import type { scriptDetailMachine } from './machine';

type DetailSnapshot = SnapshotFrom<typeof scriptDetailMachine>;

/** What a script's page shows: a loader, the script (whole or its public fields), or why not. */
export type DetailView = 'loading' | 'shown' | 'limited' | 'not-found' | 'failed';

export const selectView = (snapshot: DetailSnapshot): DetailView => {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.matches('Shown')) return 'shown';
  if (snapshot.matches('Limited')) return 'limited';
  if (snapshot.matches('NotFound')) return 'not-found';
  return 'failed';
};

export const selectScript = (snapshot: DetailSnapshot) => snapshot.context.script;

/** The 403 warning of the limited view, or the sentence of a failure. */
export const selectMessage = (snapshot: DetailSnapshot) => snapshot.context.message;

/** A failure other than 'not found' can be tried again. */
export const selectCanRetry = (snapshot: DetailSnapshot) => snapshot.can({ type: 'detail.retry' });
