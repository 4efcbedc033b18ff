import * as v from 'valibot';
import {
  AdminRequestDetailSchema,
  AdminRequestItemSchema,
  type CustomRequestStatus,
  endpoints,
  type RequestStep,
} from './contract';
import { authenticatedRequest } from './http';

const requestsPath = `${endpoints.admin}/requests`;
const requestPath = (id: string) => `${requestsPath}/${encodeURIComponent(id)}`;

export const AdminRequestPageSchema = v.object({
  items: v.array(AdminRequestItemSchema),
  total: v.number(),
});

/** The console's custom-request calls, each checked against its contract schema. */
export const adminRequestsApi = {
  list: (query: {
    search?: string;
    status?: CustomRequestStatus;
    sort?: string;
    order?: 'asc' | 'desc';
    page?: number;
    pageSize?: number;
  }) => authenticatedRequest(AdminRequestPageSchema, requestsPath, { query }),

  detail: (id: string) => authenticatedRequest(AdminRequestDetailSchema, requestPath(id)),

  /** The next step; a 409 says the request's status does not allow it (it moved meanwhile). */
  step: (id: string, body: RequestStep) =>
    authenticatedRequest(AdminRequestDetailSchema, requestPath(id), { method: 'PATCH', body }),
};

export type AdminRequestsApi = typeof adminRequestsApi;
