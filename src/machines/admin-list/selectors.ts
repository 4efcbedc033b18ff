import type { SnapshotFrom } from 'xstate';
import { ADMIN_PAGE_SIZE } from '../../services/contract';
import type { adminListMachine } from './machine';

type ListSnapshot = SnapshotFrom<typeof adminListMachine>;

/** The rows on screen, typed as the page that loads them says (the machine holds any rows). */
export const selectRows = <TItem>(snapshot: ListSnapshot) => snapshot.context.items as TItem[];

export const selectQuery = (snapshot: ListSnapshot) => snapshot.context.query;

export const selectTotal = (snapshot: ListSnapshot) => snapshot.context.total;

export const selectPageCount = (snapshot: ListSnapshot) =>
  Math.max(1, Math.ceil(snapshot.context.total / ADMIN_PAGE_SIZE));

/** Loading, or about to (typing in the search box). */
export const selectIsLoading = (snapshot: ListSnapshot) =>
  snapshot.hasTag('loading') || snapshot.matches('Typing');

export const selectErrorMessage = (snapshot: ListSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.errorMessage : null;
