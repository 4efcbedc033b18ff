import type { SnapshotFrom } from 'xstate';
import type { adminOverviewMachine } from './machine';

type OverviewSnapshot = SnapshotFrom<typeof adminOverviewMachine>;

export const selectOverview = (snapshot: OverviewSnapshot) => snapshot.context.overview;
export const selectIsLoading = (snapshot: OverviewSnapshot) => snapshot.hasTag('loading');
export const selectErrorMessage = (snapshot: OverviewSnapshot) =>
  snapshot.matches('Failed') ? snapshot.context.errorMessage : null;
