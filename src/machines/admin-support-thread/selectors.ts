import type { SnapshotFrom } from 'xstate';
import type { adminSupportThreadMachine } from './machine';

type ThreadSnapshot = SnapshotFrom<typeof adminSupportThreadMachine>;

export { selectIsBusy } from '../form/selectors';

export const selectMessage = (snapshot: ThreadSnapshot) => snapshot.context.message;
export const selectLoadFailed = (snapshot: ThreadSnapshot) => snapshot.matches('LoadFailed');
export const selectNotFound = (snapshot: ThreadSnapshot) => snapshot.matches('NotFound');
export const selectError = (snapshot: ThreadSnapshot) => snapshot.context.error;
export const selectNotice = (snapshot: ThreadSnapshot) => snapshot.context.notice;
export const selectIsClosed = (snapshot: ThreadSnapshot) =>
  snapshot.context.message?.status === 'closed';
