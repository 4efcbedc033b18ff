import { fromPromise } from 'xstate';
import type { AdminOverviewApi } from '../../services/admin-overview';
import type { AdminOverview } from '../../services/contract';

/** The overview's call, bound where the overview page creates its machine. */
export const createAdminOverviewActors = (api: AdminOverviewApi) => ({
  loadOverview: fromPromise<AdminOverview>(() => api.figures()),
});
