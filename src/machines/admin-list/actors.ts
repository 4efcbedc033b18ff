import { fromPromise } from 'xstate';
import type { AdminListPage, AdminListQuery } from '../../services/contract';

/** A console table's one call, bound where its page creates the list actor. */
export const createAdminListActors = <TItem>(
  loadPage: (query: AdminListQuery) => Promise<AdminListPage<TItem>>,
) => ({
  loadPage: fromPromise<AdminListPage<unknown>, AdminListQuery>(({ input }) => loadPage(input)),
});
