import { listQuery } from './admin-list-query';
import { type AdminListQuery, consoleSupportEndpoints as endpoints } from './contract';
import { callEndpoint } from './http';

/** The console's support calls, each checked against its declaration. */
export const adminSupportApi = {
  list: (query: AdminListQuery) =>
    callEndpoint(endpoints.list, { query: listQuery(endpoints.list, query) }),

  detail: (id: string) => callEndpoint(endpoints.detail, { params: { id } }),

  /** A reply, mailed to the sender; the message becomes answered. */
  reply: (id: string, body: string) =>
    callEndpoint(endpoints.reply, { params: { id }, body: { body } }),

  /** Close the message, or open it again. */
  setStatus: (id: string, status: 'open' | 'closed') =>
    callEndpoint(endpoints.setStatus, { params: { id }, body: { status } }),
};

export type AdminSupportApi = typeof adminSupportApi;
