import { describe, expect, it } from 'vitest';
import { endpoints as api, declaredEndpoints } from '../../src/services/contract';
import { bearer, type TestApp } from './support/auth';
import { databaseKinds } from './support/databases';
import {
  type Endpoint,
  endpointTable,
  freshWorldEachTest,
  isBearer,
  labelOf,
  sendSample,
  tokenFor,
  type World,
} from './support/endpoints';

/** The Cache-Control an endpoint's declaration gives its successful answers, if it is public. */
const declaredCache = (endpoint: Endpoint) =>
  declaredEndpoints.find(
    (declared) => declared.method === endpoint.method && declared.path === endpoint.path,
  )?.cachedPublicly;

/**
 * Issue 32, point 12: nothing a cache keeps may hold private data. One rule for the whole API
 * answers `Cache-Control: no-store`; only an endpoint declared `cachedPublicly` (the same answer
 * for everyone) is cached, and only its successful answers. The console's answers are walked too.
 */
describe.each(databaseKinds)('what caches may keep, on %s', (kind) => {
  let app: TestApp;
  let world: World;

  freshWorldEachTest(kind, (fresh) => {
    ({ app, world } = fresh);
  });

  it('answers every API route no-store, unless its declaration makes its answer public', async () => {
    // Every route of the API is in the table (security-access.test.ts holds them together).
    const routes = [...endpointTable]
      // Logout last: it ends the session the other calls use.
      .sort((a, b) => Number(a.path === api.auth.logout) - Number(b.path === api.auth.logout));
    const seen: string[] = [];
    const wrong: string[] = [];
    for (const endpoint of routes) {
      const label = labelOf(endpoint);
      const declared = declaredCache(endpoint);
      const headers = isBearer(endpoint) ? bearer(tokenFor(endpoint, world)) : {};
      const response = await sendSample(app, endpoint, world, headers);
      const expected = declared && response.ok ? declared : 'no-store';
      const sent = response.headers.get('cache-control');
      if (sent !== expected) wrong.push(`${label} (${response.status}): ${sent}`);
      if (response.ok && declared) seen.push(`${endpoint.method} ${endpoint.path}`);
    }
    expect(wrong).toEqual([]);
    // The release feed is public and the same for everyone: it may be kept a little.
    expect(seen).toContain(`GET ${api.releases}`);
    // An unknown API address too.
    const unknown = await app.request('/api/v2/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });
});
