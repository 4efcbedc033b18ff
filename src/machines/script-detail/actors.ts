import { fromPromise } from 'xstate';
import type { ScriptDetailResult, StoreApi } from '../../services/store';

/** The detail call, bound where a script's page creates its machine. */
export const createScriptDetailActors = (api: Pick<StoreApi, 'details'>) => ({
  loadDetails: fromPromise<ScriptDetailResult, { scriptName: string }>(({ input }) =>
    api.details(input.scriptName),
  ),
});
