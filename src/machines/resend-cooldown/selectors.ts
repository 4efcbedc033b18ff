import type { SnapshotFrom } from 'xstate';
import type { resendCooldownMachine } from './machine';

type CooldownSnapshot = SnapshotFrom<typeof resendCooldownMachine>;

/** A code may be sent again. */
export const isCooldownOver = (snapshot: CooldownSnapshot) => snapshot.matches('Ready');

/** The seconds left before another code may be sent; 0 once it may. */
export const selectSecondsLeft = (snapshot: CooldownSnapshot) =>
  snapshot.matches('CoolingDown') ? snapshot.context.remaining : 0;
