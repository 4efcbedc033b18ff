import {
  AdminScriptImageSchema,
  type AdminScriptInput,
  AdminScriptPageSchema,
  AdminScriptSchema,
  type AdminScriptSortKey,
  adminScriptImagesEndpoint,
  adminScriptsEndpoint,
  SuccessResponseSchema,
  scriptImageRules,
} from './contract';
import { authenticatedRequest } from './http';

/** What the catalogue table asks for. */
export type AdminScriptQuery = {
  search: string;
  sort: AdminScriptSortKey;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

const scriptPath = (id: string) => `${adminScriptsEndpoint}/${encodeURIComponent(id)}`;

/** The console's catalogue calls (issue 17), each checked against its contract schema. */
export const adminScriptsApi = {
  list: ({ search, ...query }: AdminScriptQuery) =>
    authenticatedRequest(AdminScriptPageSchema, adminScriptsEndpoint, {
      query: { ...query, ...(search.trim() ? { search: search.trim() } : {}) },
    }),
  get: (id: string) => authenticatedRequest(AdminScriptSchema, scriptPath(id)),
  create: (body: AdminScriptInput) =>
    authenticatedRequest(AdminScriptSchema, adminScriptsEndpoint, { method: 'POST', body }),
  update: (id: string, body: AdminScriptInput) =>
    authenticatedRequest(AdminScriptSchema, scriptPath(id), { method: 'PUT', body }),
  setPublished: (id: string, published: boolean) =>
    authenticatedRequest(AdminScriptSchema, scriptPath(id), {
      method: 'PATCH',
      body: { published },
    }),
  remove: (id: string) =>
    authenticatedRequest(SuccessResponseSchema, scriptPath(id), { method: 'DELETE' }),
  uploadImage: (file: File) => {
    const body = new FormData();
    body.append(scriptImageRules.field, file);
    return authenticatedRequest(AdminScriptImageSchema, adminScriptImagesEndpoint, {
      method: 'POST',
      body,
    });
  },
};

export type AdminScriptsApi = typeof adminScriptsApi;
