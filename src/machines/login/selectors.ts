import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './machine';

/** What the server or the network said about the last attempt (spec section 8). */
export const selectLoginError = (snapshot: SnapshotFrom<typeof loginMachine>) =>
  snapshot.context.errorMessage;
