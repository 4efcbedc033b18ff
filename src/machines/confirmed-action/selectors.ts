import type { SnapshotFrom } from 'xstate';
import type { confirmedActionMachine } from './machine';

type ActionSnapshot = SnapshotFrom<typeof confirmedActionMachine>;

/** The confirmation dialog is open (asking, or running the action). */
export const selectIsConfirming = (snapshot: ActionSnapshot) =>
  snapshot.matches('Confirming') || snapshot.matches('Running');

export const selectIsRunning = (snapshot: ActionSnapshot) => snapshot.hasTag('loading');

export const selectIsDone = (snapshot: ActionSnapshot) => snapshot.hasTag('success');

/** What the action is about to do, typed as the page that asked for it says. */
export const selectRequest = <TRequest>(snapshot: ActionSnapshot) =>
  snapshot.context.request as TRequest | null;

export const selectErrorMessage = (snapshot: ActionSnapshot) => snapshot.context.errorMessage;
