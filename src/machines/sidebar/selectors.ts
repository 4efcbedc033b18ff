import type { SnapshotFrom } from 'xstate';
import type { sidebarMachine } from './machine';

export const selectIsOpen = (snapshot: SnapshotFrom<typeof sidebarMachine>) =>
  snapshot.matches('Open');
