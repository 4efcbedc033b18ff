import { fromPromise } from 'xstate';
import type { ScriptSummary } from '../../services/contract';
import type { StoreApi } from '../../services/store';

/** The store's one call, bound where the customer area creates the store actor. */
export const createScriptStoreActors = (api: Pick<StoreApi, 'listPage'>) => ({
  loadPage: fromPromise<ScriptSummary[], { page: number }>(({ input }) => api.listPage(input.page)),
});
