import {
  type AdminCustomer,
  AdminCustomerListSchema,
  AdminCustomerSchema,
  type AdminListQuery,
  endpoints,
} from './contract';
import { authenticatedRequest } from './http';

const customers = `${endpoints.admin}/customers`;
const customerPath = (id: string, action = '') => `${customers}/${encodeURIComponent(id)}${action}`;

/** One action of the console on a customer: it answers the customer's page afterwards. */
const act = (id: string, action: string, method: 'PUT' | 'POST' | 'DELETE', body?: object) =>
  authenticatedRequest(AdminCustomerSchema, customerPath(id, action), { method, body });

/** The console's customer calls (ADMIN only), each checked against its contract schema. */
export const adminCustomersApi = {
  list: (query: AdminListQuery) =>
    authenticatedRequest(AdminCustomerListSchema, customers, { query }),
  detail: (id: string): Promise<AdminCustomer> =>
    authenticatedRequest(AdminCustomerSchema, customerPath(id)),
  grantPro: (id: string, until: string) => act(id, '/complimentary-pro', 'PUT', { until }),
  endPro: (id: string) => act(id, '/complimentary-pro', 'DELETE'),
  grantScript: (id: string, scriptId: string) => act(id, '/grants', 'POST', { scriptId }),
  revokeScript: (id: string, scriptId: string) =>
    act(id, `/grants/${encodeURIComponent(scriptId)}`, 'DELETE'),
  lock: (id: string) => act(id, '/lock', 'PUT'),
  unlock: (id: string) => act(id, '/lock', 'DELETE'),
  makeAdmin: (id: string) => act(id, '/admin', 'PUT'),
  unmakeAdmin: (id: string) => act(id, '/admin', 'DELETE'),
};
export type AdminCustomersApi = typeof adminCustomersApi;
