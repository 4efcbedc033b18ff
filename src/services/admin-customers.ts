import { listQuery } from './admin-list-query';
import {
  type AdminCustomer,
  type AdminListQuery,
  consoleCustomersEndpoints as endpoints,
} from './contract';
import { callEndpoint } from './http';

/** The console's customer calls (ADMIN only), each checked against its declaration. */
export const adminCustomersApi = {
  list: (query: AdminListQuery) =>
    callEndpoint(endpoints.list, { query: listQuery(endpoints.list, query) }),
  detail: (id: string): Promise<AdminCustomer> =>
    callEndpoint(endpoints.detail, { params: { id } }),
  grantPro: (id: string, until: string) =>
    callEndpoint(endpoints.grantPro, { params: { id }, body: { until } }),
  endPro: (id: string) => callEndpoint(endpoints.endPro, { params: { id } }),
  grantScript: (id: string, scriptId: string) =>
    callEndpoint(endpoints.grantScript, { params: { id }, body: { scriptId } }),
  revokeScript: (id: string, scriptId: string) =>
    callEndpoint(endpoints.revokeScript, { params: { id, scriptId } }),
  lock: (id: string) => callEndpoint(endpoints.lock, { params: { id } }),
  unlock: (id: string) => callEndpoint(endpoints.unlock, { params: { id } }),
  makeAdmin: (id: string) => callEndpoint(endpoints.makeAdmin, { params: { id } }),
  unmakeAdmin: (id: string) => callEndpoint(endpoints.unmakeAdmin, { params: { id } }),
  stopDevices: (id: string) => callEndpoint(endpoints.stopDevices, { params: { id } }),
  resumeDevices: (id: string) => callEndpoint(endpoints.resumeDevices, { params: { id } }),
};
export type AdminCustomersApi = typeof adminCustomersApi;
