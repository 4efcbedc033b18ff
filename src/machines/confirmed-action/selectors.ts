import type { SnapshotFrom } from 'xstate';
import type { confirmedActionMachine } from './machine';

type ActionSnapshot = SnapshotFrom<typeof confirmedActionMachine>;

/** The confirmation dialog is open (asking, running the action, or asking for a code). */
export const selectIsConfirming = (snapshot: ActionSnapshot) =>
  snapshot.matches('Confirming') || snapshot.matches('Running') || selectAsksForCode(snapshot);

/** The dialog asks for a code from the authenticator app (sudo mode), or is checking it. */
export const selectAsksForCode = (snapshot: ActionSnapshot) =>
  snapshot.matches('GivingSecondFactor') || snapshot.matches('CheckingSecondFactor');

export const selectCode = (snapshot: ActionSnapshot) => snapshot.context.code;

export const selectIsRunning = (snapshot: ActionSnapshot) => snapshot.hasTag('loading');

export const selectIsDone = (snapshot: ActionSnapshot) => snapshot.hasTag('success');

/** What the action is about to do, typed as the page that asked for it says. */
export const selectRequest = <TRequest>(snapshot: ActionSnapshot) =>
  snapshot.context.request as TRequest | null;

export const selectErrorMessage = (snapshot: ActionSnapshot) => snapshot.context.errorMessage;
