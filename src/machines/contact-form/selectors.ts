import type { SnapshotFrom } from 'xstate';
import type { contactFormMachine } from './machine';

type ContactSnapshot = SnapshotFrom<typeof contactFormMachine>;

/** The message is with the server: Submit waits. */
export const selectIsBusy = (snapshot: ContactSnapshot) => snapshot.hasTag('busy');

/** The outcome of the last send: the success or the failure sentence. */
export const selectNotice = (snapshot: ContactSnapshot) => snapshot.context.notice;
