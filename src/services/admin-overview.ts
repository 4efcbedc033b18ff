import { consoleEndpoints } from './contract';
import { callEndpoint } from './http';

/** The console's overview call (issue 17), checked against its declaration. */
export const adminOverviewApi = {
  figures: () => callEndpoint(consoleEndpoints.overview, {}),
};

export type AdminOverviewApi = typeof adminOverviewApi;
