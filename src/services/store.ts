import * as v from 'valibot';
import {
  type CustomScriptRequest,
  endpoints,
  MyRequestListSchema,
  type ScriptDetail,
  ScriptDetailSchema,
  ScriptForbiddenSchema,
  ScriptPageSchema,
  type ScriptSummary,
  STORE_PAGE_SIZE,
  SuccessResponseSchema,
} from './contract';
import { ApiRequestError, authenticatedRequest } from './http';

/** What the detail call gives: the full script, or on a 403 its public fields only. */
export type ScriptDetailResult =
  | { access: 'full'; script: ScriptDetail }
  | { access: 'limited'; script: ScriptSummary };

/** The store calls of spec section 7, each checked against its contract schema. */
export const storeApi = {
  /** Page 1 is the first; pages are 10 scripts, newest first. */
  listPage: (page: number) =>
    authenticatedRequest(ScriptPageSchema, endpoints.store.scripts, {
      query: { limit: STORE_PAGE_SIZE, offset: (page - 1) * STORE_PAGE_SIZE },
    }),

  async details(scriptName: string): Promise<ScriptDetailResult> {
    try {
      const script = await authenticatedRequest(
        ScriptDetailSchema,
        `${endpoints.store.details}/${encodeURIComponent(scriptName)}`,
      );
      return { access: 'full', script };
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 403) {
        const body = v.safeParse(ScriptForbiddenSchema, error.body);
        if (body.success) {
          const { message: _message, ...script } = body.output;
          return { access: 'limited', script };
        }
      }
      throw error;
    }
  },

  requestCustomScript: (body: CustomScriptRequest) =>
    authenticatedRequest(SuccessResponseSchema, endpoints.store.custom, { method: 'POST', body }),

  /** The customer's own custom requests and where each stands (issue 17). */
  myRequests: async () =>
    (await authenticatedRequest(MyRequestListSchema, endpoints.store.custom)).requests,
};

export type StoreApi = typeof storeApi;
