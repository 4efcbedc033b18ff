import type { SnapshotFrom } from 'xstate';
import type { copyConfirmationMachine } from './machine';

type CopyConfirmationSnapshot = SnapshotFrom<typeof copyConfirmationMachine>;

/** The text is on the clipboard: the confirmation shows. */
export const selectIsCopied = (snapshot: CopyConfirmationSnapshot) => snapshot.hasTag('copied');

/** The browser refused the clipboard: the view says so. */
export const selectHasFailed = (snapshot: CopyConfirmationSnapshot) => snapshot.hasTag('failed');
