import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { openApiPath } from '../../server/http/openapi';
import { apiDocsEndpoints, declaredEndpoints } from '../../src/services/contract';
import { openTestDatabase } from './support/databases';
import { buildTestApp } from './support/test-app';

type Operation = { summary: string; responses: Record<string, unknown> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document', () => {
  let database: DatabaseHandle;
  let document: Document;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const app = buildTestApp(database);
    const response = await app.request(apiDocsEndpoints.openApi.path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    document = (await response.json()) as Document;
  });
  afterAll(() => database?.close());

  it('is OpenAPI 3.1 and describes every declared endpoint, and only those, with its answers', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const declared = declaredEndpoints.map(
      (endpoint) => `${endpoint.method} ${openApiPath(endpoint.path)}`,
    );
    expect(documented.sort()).toEqual(declared.sort());
    for (const endpoint of declaredEndpoints) {
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation?.summary, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.summary);
      const statuses = [
        String(endpoint.status ?? 200),
        ...(endpoint.refusals ?? []).map((r) => String(r.status)),
      ];
      expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(statuses.sort());
    }
  });

  it('gives the answer schemas in JSON Schema', () => {
    const list = document.paths['/api/v2/devices']?.get?.responses['200'];
    const schema = v.parse(
      v.object({
        content: v.object({
          'application/json': v.object({
            schema: v.looseObject({
              type: v.string(),
              properties: v.record(v.string(), v.unknown()),
            }),
          }),
        }),
      }),
      list,
    ).content['application/json'].schema;
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties).sort()).toEqual(['devices', 'entitlement', 'limit']);
  });
});
