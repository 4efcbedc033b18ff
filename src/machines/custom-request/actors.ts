import { fromPromise } from 'xstate';
import type { CustomScriptRequest } from '../../services/contract';
import type { StoreApi } from '../../services/store';

/** The request call, bound where the store page creates the dialog's machine. */
export const createCustomRequestActors = (api: Pick<StoreApi, 'requestCustomScript'>) => ({
  submitRequest: fromPromise<{ success: boolean }, CustomScriptRequest>(({ input }) =>
    api.requestCustomScript(input),
  ),
});
