import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { publicCacheOf } from '../../server/http/no-store';
import { endpoints as api } from '../../src/services/contract';
import { signUpAdmin } from './support/admin';
import { bearer, type TestApp } from './support/auth';
import { databaseKinds } from './support/databases';
import {
  type Endpoint,
  endpointTable,
  freshWorldEachTest,
  isBearer,
  sendSample,
  tokenFor,
  type World,
} from './support/endpoints';

/** Values for the path parameters of a route the endpoint table does not describe (the console's). */
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const filled = (path: string) => path.replace(/:\w+/g, SOME_ID);

type Route = { method: string; path: string; declared: string | undefined };

/**
 * Every route of the API as the router holds it, with the caching its handlers declare: one
 * entry per method and path, `declared` when one of its handlers is a `cachedPublicly(...)`.
 */
function apiRoutes(app: TestApp): Route[] {
  const found = new Map<string, Route>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    const key = `${route.method} ${route.path}`;
    const entry = found.get(key) ?? { method: route.method, path: route.path, declared: undefined };
    entry.declared ??= publicCacheOf(route.handler);
    found.set(key, entry);
  }
  return [...found.values()];
}

/** The endpoint table's sample for the route, if it has one (every route but the console's). */
const sampleOf = (route: Route): Endpoint | undefined =>
  endpointTable.find(
    (endpoint) =>
      endpoint.method === route.method && endpoint.path === route.path.replace(/\/$/, ''),
  );

/**
 * Issue 32, point 12: nothing a cache keeps may hold private data. One rule for the whole API
 * answers `Cache-Control: no-store`; only a route that declares itself public (the same answer
 * for everyone) is cached, and only its successful answers.
 */
describe.each(databaseKinds)('what caches may keep, on %s', (kind) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let world: World;

  freshWorldEachTest(kind, (fresh) => {
    ({ database, app, world } = fresh);
  });

  it('answers every API route no-store, unless the route declares a public answer', async () => {
    const { authToken: adminToken } = await signUpAdmin(app, database, 'operator@example.com');
    const routes = apiRoutes(app)
      // Logout last: it ends the session the other calls use.
      .sort((a, b) => Number(a.path === api.auth.logout) - Number(b.path === api.auth.logout));
    expect(routes.length).toBeGreaterThan(40);
    const seen: string[] = [];
    const wrong: string[] = [];
    for (const route of routes) {
      const label = `${route.method} ${route.path}`;
      const endpoint = sampleOf(route);
      const response = endpoint
        ? await sendSample(
            app,
            endpoint,
            world,
            isBearer(endpoint) ? bearer(tokenFor(endpoint, world)) : {},
          )
        : await app.request(filled(route.path), {
            method: route.method,
            headers: { 'content-type': 'application/json', ...bearer(adminToken) },
            ...(route.method === 'GET' ? {} : { body: '{}' }),
          });
      const expected = route.declared && response.ok ? route.declared : 'no-store';
      const sent = response.headers.get('cache-control');
      if (sent !== expected) wrong.push(`${label} (${response.status}): ${sent}`);
      if (response.ok && route.declared) seen.push(label);
    }
    expect(wrong).toEqual([]);
    // The release feed is public and the same for everyone: it may be kept a little.
    expect(seen).toContain(`GET ${api.releases}`);
    // An unknown API address too.
    const unknown = await app.request('/api/v2/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the console answers out of caches: the support and requests inboxes too', async () => {
    const { authToken } = await signUpAdmin(app, database, 'operator@example.com');
    for (const path of ['support', 'requests', `support/${SOME_ID}`, `requests/${SOME_ID}`]) {
      const answer = await app.request(`${api.admin}/${path}`, { headers: bearer(authToken) });
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
