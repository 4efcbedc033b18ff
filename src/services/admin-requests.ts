import { listQuery } from './admin-list-query';
import {
  type AdminListQuery,
  consoleRequestsEndpoints as endpoints,
  type RequestStep,
} from './contract';
import { callEndpoint } from './http';

/** The console's custom-request calls, each checked against its declaration. */
export const adminRequestsApi = {
  list: (query: AdminListQuery) =>
    callEndpoint(endpoints.list, { query: listQuery(endpoints.list, query) }),

  detail: (id: string) => callEndpoint(endpoints.detail, { params: { id } }),

  /** The next step; a 409 says the request's status does not allow it (it moved meanwhile). */
  step: (id: string, body: RequestStep) => callEndpoint(endpoints.step, { params: { id }, body }),
};

export type AdminRequestsApi = typeof adminRequestsApi;
