import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { Endpoint } from '../../src/services/contract';

type JsonSchema = ReturnType<typeof toJsonSchema>;

/**
 * A valibot schema as JSON Schema (2020-12, as OpenAPI 3.1 has it): what a caller sends as it
 * goes in (before the server's trimming and normalising), an answer as it comes out. What JSON
 * Schema cannot say (a custom check) is left out rather than refused: the document describes
 * the wire format, and the server still checks everything its declaration says.
 */
const jsonSchema = (schema: v.GenericSchema, typeMode: 'input' | 'output' = 'input'): JsonSchema =>
  toJsonSchema(schema, { errorMode: 'ignore', target: 'draft-2020-12', typeMode });

/** `/api/v2/devices/:id` as OpenAPI writes it: `/api/v2/devices/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const securityOf: Record<Endpoint['access'], Array<Record<string, string[]>>> = {
  public: [],
  // Anyone; a session, when sent, is read.
  'optional-session': [{}, { session: [] }],
  customer: [{ session: [] }],
  pro: [{ session: [] }],
  operator: [{ session: [] }],
  device: [{ deviceToken: [] }],
  'signed-link': [],
  stripe: [{ stripeSignature: [] }],
};

/** The parameters of one kind (`path` or `query`) from an object schema's properties. */
function parameters(schema: v.GenericSchema | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const json = (schema: v.GenericSchema, typeMode: 'input' | 'output') => ({
  'application/json': { schema: jsonSchema(schema, typeMode) },
});

function operation(endpoint: Endpoint) {
  const success = String(endpoint.status ?? 200);
  return {
    summary: endpoint.summary,
    ...(endpoint.audited ? { 'x-audited': true } : {}),
    security: securityOf[endpoint.access],
    parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
    ...(endpoint.body
      ? { requestBody: { required: true, content: json(endpoint.body, 'input') } }
      : {}),
    responses: {
      [success]: {
        description: 'Success',
        content: endpoint.file
          ? { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } }
          : json(endpoint.answer, 'output'),
      },
      ...Object.fromEntries(
        (endpoint.refusals ?? []).map((refusal) => [
          String(refusal.status),
          {
            description: refusal.description,
            ...(refusal.schema ? { content: json(refusal.schema, 'output') } : {}),
          },
        ]),
      ),
    },
  };
}

/** The OpenAPI 3.1 document of the declared endpoints, served at `/api/openapi.json`. */
export function openApiDocument(
  endpoints: readonly Endpoint[],
  info: { title: string; version: string },
) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const endpoint of endpoints) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: '3.1.0' as const,
    info,
    components: {
      securitySchemes: {
        session: { type: 'http', scheme: 'bearer', description: 'A session token (login).' },
        deviceToken: { type: 'http', scheme: 'bearer', description: 'A desktop device token.' },
        stripeSignature: { type: 'apiKey', in: 'header', name: 'Stripe-Signature' },
      },
    },
    paths,
  };
}
