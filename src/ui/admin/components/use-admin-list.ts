import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { createAdminListActors } from '../../../machines/admin-list/actors';
import { adminListMachine } from '../../../machines/admin-list/machine';
import { inspect } from '../../../machines/inspector';
import type { AdminListPage, AdminListQuery, SortOrder } from '../../../services/contract';
import { signedInImplementations, useSessionActor } from '../../app/session-context';

/**
 * A console table's list actor: its call bound, a 401 ending the session like every signed-in
 * page. `list.reload` it after an action that changed its rows.
 */
export function useAdminList<TItem>(
  loadPage: (query: AdminListQuery) => Promise<AdminListPage<TItem>>,
  initial: { sort: string; order?: SortOrder },
) {
  const session = useSessionActor();
  const [machine] = useState(() =>
    adminListMachine.provide({
      actors: createAdminListActors(loadPage),
      actions: { endSession: signedInImplementations(session).actions.endSession },
    }),
  );
  return useActorRef(machine, { input: initial, inspect });
}

export type AdminListActor = ReturnType<typeof useAdminList>;
