import type { SnapshotFrom } from 'xstate';
import type { deviceActivationMachine } from './machine';

type ActivationSnapshot = SnapshotFrom<typeof deviceActivationMachine>;

/** Which part of the page shows: the code entry, the device to decide on, or an outcome. */
export type ActivationStep = 'code' | 'device' | 'overLimit' | 'approved' | 'denied';

export function selectStep(snapshot: ActivationSnapshot): ActivationStep {
  if (snapshot.matches('Approved')) return 'approved';
  if (snapshot.matches('Denied')) return 'denied';
  if (snapshot.context.limit !== null) return 'overLimit';
  if (snapshot.context.device) return 'device';
  return 'code';
}

export const selectTyped = (snapshot: ActivationSnapshot) => snapshot.context.typed;

export const selectDevice = (snapshot: ActivationSnapshot) => snapshot.context.device;

export const selectLimit = (snapshot: ActivationSnapshot) => snapshot.context.limit;

/** When the next sign-in is possible, once the month's sign-ins beyond the limit are used. */
export const selectNextSignInAt = (snapshot: ActivationSnapshot) => snapshot.context.nextSignInAt;

export const selectError = (snapshot: ActivationSnapshot) => snapshot.context.error;

/** A call is under way: the buttons wait. */
export const selectIsBusy = (snapshot: ActivationSnapshot) => snapshot.hasTag('busy');

/** Which decision is under way, for its button's spinner. */
export function selectDeciding(snapshot: ActivationSnapshot): 'approve' | 'deny' | null {
  if (snapshot.matches('Approving')) return 'approve';
  return snapshot.matches('Denying') ? 'deny' : null;
}
