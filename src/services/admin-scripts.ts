import { listQuery } from './admin-list-query';
import {
  type AdminScriptInput,
  type AdminScriptSortKey,
  consoleScriptsEndpoints as endpoints,
  scriptImageRules,
} from './contract';
import { callEndpoint, uploadToEndpoint } from './http';

/** What the catalogue table asks for. */
export type AdminScriptQuery = {
  search: string;
  sort: AdminScriptSortKey;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

/** The console's catalogue calls (issue 17), each checked against its declaration. */
export const adminScriptsApi = {
  list: (query: AdminScriptQuery) =>
    callEndpoint(endpoints.list, { query: listQuery(endpoints.list, query) }),
  get: (id: string) => callEndpoint(endpoints.detail, { params: { id } }),
  create: (body: AdminScriptInput) => callEndpoint(endpoints.create, { body }),
  update: (id: string, body: AdminScriptInput) =>
    callEndpoint(endpoints.update, { params: { id }, body }),
  setPublished: (id: string, published: boolean) =>
    callEndpoint(endpoints.setPublished, { params: { id }, body: { published } }),
  remove: (id: string) => callEndpoint(endpoints.remove, { params: { id } }),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append(scriptImageRules.field, file);
    return uploadToEndpoint(endpoints.uploadImage, form);
  },
};

export type AdminScriptsApi = typeof adminScriptsApi;
