import { AdminOverviewSchema, adminOverviewEndpoint } from './contract';
import { authenticatedRequest } from './http';

/** The console's overview call (issue 17), checked against its contract schema. */
export const adminOverviewApi = {
  figures: () => authenticatedRequest(AdminOverviewSchema, adminOverviewEndpoint),
};

export type AdminOverviewApi = typeof adminOverviewApi;
