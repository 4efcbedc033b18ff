import type { SnapshotFrom } from 'xstate';
import type { releaseRolloutMachine } from './machine';

type RolloutSnapshot = SnapshotFrom<typeof releaseRolloutMachine>;

/** The dialog is open (being filled in, or its change running). */
export const selectDialogOpen = (snapshot: RolloutSnapshot) =>
  snapshot.matches('Editing') || snapshot.matches('Running');
export const selectIsRunning = (snapshot: RolloutSnapshot) => snapshot.hasTag('loading');
export const selectIsDone = (snapshot: RolloutSnapshot) => snapshot.hasTag('success');
export const selectRequest = (snapshot: RolloutSnapshot) => snapshot.context.request;
export const selectValue = (snapshot: RolloutSnapshot) => snapshot.context.value;
export const selectIssue = (snapshot: RolloutSnapshot) => snapshot.context.issue;
export const selectErrorMessage = (snapshot: RolloutSnapshot) => snapshot.context.errorMessage;
