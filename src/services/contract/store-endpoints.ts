// The script store's endpoints (spec section 7): pages, a script's detail, its signed content,
// custom requests.
import * as v from 'valibot';
import { MyRequestListSchema } from './console/inbox';
import { defineEndpoint, refusing } from './endpoint';
import { endpoints } from './paths';
import {
  ContentLinkQuerySchema,
  CustomScriptRequestSchema,
  ScriptDetailSchema,
  ScriptForbiddenSchema,
  ScriptNameParamsSchema,
  ScriptPageQuerySchema,
  ScriptPageSchema,
  SuccessResponseSchema,
} from './store';

const NOT_FOUND = { status: 404, description: 'No script has this name.' } as const;

export const storeEndpoints = {
  scripts: defineEndpoint({
    method: 'GET',
    path: endpoints.store.scripts,
    summary: 'A page of the store, newest first, with what the customer has bought.',
    access: 'customer',
    query: ScriptPageQuerySchema,
    answer: ScriptPageSchema,
  }),
  details: defineEndpoint({
    method: 'GET',
    path: `${endpoints.store.details}/:scriptName`,
    summary: "A script's detail, with a signed content link for a customer entitled to it.",
    access: 'customer',
    params: ScriptNameParamsSchema,
    answer: ScriptDetailSchema,
    refusals: [
      {
        status: 403,
        description: 'Not bought: why, and the public fields for the limited view.',
        schema: ScriptForbiddenSchema,
      },
      NOT_FOUND,
    ],
  }),
  content: defineEndpoint({
    method: 'GET',
    path: `${endpoints.store.content}/:scriptName`,
    summary: "A script's content, as a file download, through the detail's signed link.",
    access: 'signed-link',
    params: ScriptNameParamsSchema,
    query: ContentLinkQuerySchema,
    answer: v.unknown(),
    file: true,
    refusals: refusing({
      403: 'The link is not ours or has expired.',
      404: 'The script has no content.',
    }),
  }),
  requestCustom: defineEndpoint({
    method: 'POST',
    path: endpoints.store.custom,
    summary: 'Asks for a custom script: support is told and gets back to the customer.',
    access: 'customer',
    body: CustomScriptRequestSchema,
    answer: SuccessResponseSchema,
    refusals: refusing({ 429: 'Too many requests; says when to try again.' }),
  }),
  myRequests: defineEndpoint({
    method: 'GET',
    path: endpoints.store.custom,
    summary: "The customer's own custom requests and where each stands.",
    access: 'customer',
    answer: MyRequestListSchema,
  }),
};
