import type { SnapshotFrom } from 'xstate';
import { loadStatusOf } from '../load-one';
import type { adminSupportThreadMachine } from './machine';

type ThreadSnapshot = SnapshotFrom<typeof adminSupportThreadMachine>;

export { selectIsBusy } from '../form/selectors';

export const selectMessage = (snapshot: ThreadSnapshot) => snapshot.context.message;
export const selectLoadStatus = loadStatusOf(selectMessage);
export const selectError = (snapshot: ThreadSnapshot) => snapshot.context.error;
export const selectNotice = (snapshot: ThreadSnapshot) => snapshot.context.notice;
export const selectIsClosed = (snapshot: ThreadSnapshot) =>
  snapshot.context.message?.status === 'closed';
