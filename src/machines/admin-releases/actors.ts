import { fromPromise } from 'xstate';
import type { AdminReleasesApi, ReleaseDraft } from '../../services/admin-releases';
import type { AdminReleaseList } from '../../services/contract';

/** The list's and the form's calls, bound where the page mounts them. */
export const createAdminReleasesActors = (api: Pick<AdminReleasesApi, 'list' | 'create'>) => ({
  loadReleases: fromPromise<AdminReleaseList>(() => api.list()),
  createRelease: fromPromise<void, ReleaseDraft>(({ input }) => api.create(input)),
});
