import { createAdminListActors } from '../../../machines/admin-list/actors';
import { adminListMachine } from '../../../machines/admin-list/machine';
import type { AdminListPage, AdminListQuery, SortOrder } from '../../../services/contract';
import { useSignedInMachine } from '../../hooks/use-signed-in-machine';

/**
 * A console table's list actor: its call bound, a 401 ending the session like every signed-in
 * page. `list.reload` it after an action that changed its rows.
 */
export function useAdminList<TItem>(
  loadPage: (query: AdminListQuery) => Promise<AdminListPage<TItem>>,
  initial: { sort: string; order?: SortOrder },
) {
  return useSignedInMachine(adminListMachine, () => createAdminListActors(loadPage), {
    input: initial,
  });
}

export type AdminListActor = ReturnType<typeof useAdminList>;
