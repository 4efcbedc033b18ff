import { fromPromise } from 'xstate';
import type { AdminScriptsApi } from '../../services/admin-scripts';
import type { AdminScript } from '../../services/contract';
import type { SaveInput } from './machine';

/** The editor's calls, bound where the editor page creates its machine. */
export const createAdminScriptFormActors = (
  api: Pick<AdminScriptsApi, 'get' | 'create' | 'update' | 'uploadImage'>,
) => ({
  loadScript: fromPromise<AdminScript, string>(({ input }) => api.get(input)),
  saveScript: fromPromise<AdminScript, SaveInput>(({ input }) =>
    input.scriptId === null ? api.create(input.input) : api.update(input.scriptId, input.input),
  ),
  uploadImage: fromPromise<{ scriptImageUrl: string }, File>(({ input }) => api.uploadImage(input)),
});
