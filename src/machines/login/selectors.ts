import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './machine';

/** What the server or the network said about the last attempt (spec section 8). */
export const selectLoginError = (snapshot: SnapshotFrom<typeof loginMachine>) =>
  snapshot.context.errorMessage;

/** The second step (issue 35) while it is asked for, or null. */
export const selectSecondStep = (snapshot: SnapshotFrom<typeof loginMachine>) =>
  snapshot.matches('SecondFactor') ? snapshot.context.secondStep : null;

/** The ticket's five minutes are up: only starting again is left. */
export const selectSecondStepExpired = (snapshot: SnapshotFrom<typeof loginMachine>) =>
  snapshot.matches('Expired');

/** What is wrong with the typed code, before any call. */
export const selectCodeIssue = (snapshot: SnapshotFrom<typeof loginMachine>) =>
  snapshot.context.issues.find((issue) => issue.field === 'code')?.message;
