import type { SnapshotFrom } from 'xstate';
import type { customRequestMachine } from './machine';

type RequestSnapshot = SnapshotFrom<typeof customRequestMachine>;

export const selectIsOpen = (snapshot: RequestSnapshot) => snapshot.matches('Open');

/** The request is with the server: the dialog's buttons wait. */
export const selectIsBusy = (snapshot: RequestSnapshot) => snapshot.hasTag('busy');

/** The success message, shown for 3 seconds after the dialog closed. */
export const selectHasSucceeded = (snapshot: RequestSnapshot) => snapshot.hasTag('succeeded');

export const selectErrorMessage = (snapshot: RequestSnapshot) => snapshot.context.errorMessage;
