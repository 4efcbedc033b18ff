import * as v from 'valibot';
import {
  AdminSupportDetailSchema,
  AdminSupportItemSchema,
  endpoints,
  type SupportStatus,
} from './contract';
import { authenticatedRequest } from './http';

const supportPath = `${endpoints.admin}/support`;
const messagePath = (id: string) => `${supportPath}/${encodeURIComponent(id)}`;

export const AdminSupportPageSchema = v.object({
  items: v.array(AdminSupportItemSchema),
  total: v.number(),
});

/** The console's support calls, each checked against its contract schema. */
export const adminSupportApi = {
  list: (query: {
    search?: string;
    status?: SupportStatus;
    sort?: string;
    order?: 'asc' | 'desc';
    page?: number;
    pageSize?: number;
  }) => authenticatedRequest(AdminSupportPageSchema, supportPath, { query }),

  detail: (id: string) => authenticatedRequest(AdminSupportDetailSchema, messagePath(id)),

  /** A reply, mailed to the sender; the message becomes answered. */
  reply: (id: string, body: string) =>
    authenticatedRequest(AdminSupportDetailSchema, messagePath(id), {
      method: 'POST',
      body: { body },
    }),

  /** Close the message, or open it again. */
  setStatus: (id: string, status: 'open' | 'closed') =>
    authenticatedRequest(AdminSupportDetailSchema, messagePath(id), {
      method: 'PATCH',
      body: { status },
    }),
};

export type AdminSupportApi = typeof adminSupportApi;
