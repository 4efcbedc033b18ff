import type { SnapshotFrom } from 'xstate';
import type { emergencyStopMachine } from './machine';

type StopSnapshot = SnapshotFrom<typeof emergencyStopMachine>;

/** Stopped, as last answered (also while asking to resume, or resuming). */
export const selectIsStopped = (snapshot: StopSnapshot) => snapshot.context.state?.stopped === true;

/** When the stop was last pressed or released (epoch ms), once known. */
export const selectChangedAt = (snapshot: StopSnapshot) => snapshot.context.state?.changedAt ?? 0;

export const selectIsLoading = (snapshot: StopSnapshot) => snapshot.matches('Loading');

export const selectLoadFailed = (snapshot: StopSnapshot) => snapshot.matches('LoadFailed');

/** Which confirmation is open, stop or resume (running it included), or null. */
export const selectAsking = (snapshot: StopSnapshot): 'stop' | 'resume' | null => {
  if (snapshot.matches('ConfirmingStop') || snapshot.matches('Stopping')) return 'stop';
  if (snapshot.matches('ConfirmingResume') || snapshot.matches('Resuming')) return 'resume';
  return null;
};

export const selectIsChanging = (snapshot: StopSnapshot) =>
  snapshot.matches('Stopping') || snapshot.matches('Resuming');

export const selectError = (snapshot: StopSnapshot) => snapshot.context.error;
