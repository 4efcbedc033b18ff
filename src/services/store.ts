import * as v from 'valibot';
import {
  type CustomScriptRequest,
  type ScriptDetail,
  ScriptForbiddenSchema,
  type ScriptSummary,
  STORE_PAGE_SIZE,
  storeEndpoints,
} from './contract';
import { ApiRequestError, callEndpoint } from './http';

/** What the detail call gives: the full script, or on a 403 its public fields only. */
export type ScriptDetailResult =
  | { access: 'full'; script: ScriptDetail }
  | { access: 'limited'; script: ScriptSummary };

/** The store calls of spec section 7 (`storeEndpoints`), each checked against its declaration. */
export const storeApi = {
  /** Page 1 is the first; pages are 10 scripts, newest first. */
  listPage: (page: number) =>
    callEndpoint(storeEndpoints.scripts, {
      query: { limit: String(STORE_PAGE_SIZE), offset: String((page - 1) * STORE_PAGE_SIZE) },
    }),

  async details(scriptName: string): Promise<ScriptDetailResult> {
    try {
      const script = await callEndpoint(storeEndpoints.details, { params: { scriptName } });
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
    callEndpoint(storeEndpoints.requestCustom, { body }),

  /** The customer's own custom requests and where each stands (issue 17). */
  myRequests: async () => (await callEndpoint(storeEndpoints.myRequests, {})).requests,
};

export type StoreApi = typeof storeApi;
