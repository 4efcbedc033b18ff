// The API's own description, for the desktop team and integrators.
import * as v from 'valibot';
import { defineEndpoint } from './endpoint';

export const apiDocsEndpoints = {
  openApi: defineEndpoint({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'The OpenAPI 3.1 document of every declared endpoint.',
    access: 'public',
    answer: v.looseObject({
      openapi: v.literal('3.1.0'),
      paths: v.record(v.string(), v.unknown()),
    }),
    cachedPublicly: 'public, max-age=300',
  }),
};
