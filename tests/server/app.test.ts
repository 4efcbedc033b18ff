import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { SIGNED_IN_COOKIE } from '../../src/services/signed-in-cookie';
import { call } from './support/auth';
import { databaseKinds, suiteDatabase } from './support/databases';
import { buildTestApp } from './support/test-app';

describe.each(databaseKinds)('the app on %s', (kind) => {
  const database = suiteDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;

  beforeAll(async () => {
    app = buildTestApp(database);
  });

  it('reports health with the database it runs on', async () => {
    const answer = await call(app, 'GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', database: kind });
  });

  it('has applied the migrations at start', async () => {
    expect(await database.db.select().from(users)).toEqual([]);
  });

  it.each(['/api/unknown', '/api/v2/nothing/here'])('answers %s with a JSON 404', async (path) => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const answer = await call(app, method, path);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'API endpoint not found' });
    }
  });

  it('refuses an oversized body with a 413 before reading it', async () => {
    const answer = await call(app, 'POST', '/api/unknown', 'x'.repeat(100_000), {
      'content-length': String(100_000),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'Request body is too large.' });
  });

  it('serves index.html for client-side routes, revalidated on each visit', async () => {
    const signedIn = { cookie: `${SIGNED_IN_COOKIE}=1` };
    for (const [path, headers] of [
      ['/', {}],
      ['/pricing', {}],
      ['/no/such/page', {}],
      ['/customer/dashboard', signedIn],
      ['/admin/scripts', signedIn],
    ] as const) {
      const response = await app.request(path, { headers });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('sends a browser without a session from the signed-in areas to login, and back after', async () => {
    const cases = [
      ['/customer', '/login'],
      ['/customer/dashboard', '/login?returnTo=%2Fcustomer%2Fdashboard'],
      [
        '/customer/devices/activate?code=BCDF-GHJK',
        '/login?returnTo=%2Fcustomer%2Fdevices%2Factivate%3Fcode%3DBCDF-GHJK',
      ],
      ['/admin', '/login?returnTo=%2Fadmin'],
      ['/admin/scripts', '/login?returnTo=%2Fadmin%2Fscripts'],
    ] as const;
    for (const [path, login] of cases) {
      // Another cookie, or the name with no value, is no session either.
      for (const cookie of [undefined, 'other=1', `${SIGNED_IN_COOKIE}=`]) {
        const response = await app.request(path, { headers: cookie ? { cookie } : {} });
        expect(response.status, path).toBe(302);
        expect(response.headers.get('location')).toBe(login);
        // Never listed by a search engine, never kept by a cache for another visitor.
        expect(response.headers.get('x-robots-tag')).toBe('noindex');
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(response.headers.get('vary')).toContain('Cookie');
      }
    }
    const signedIn = await app.request('/customer/dashboard', {
      headers: { cookie: `other=2; ${SIGNED_IN_COOKIE}=1` },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    // Pages that only sound alike are public.
    for (const path of ['/customers', '/administration']) {
      expect((await app.request(path)).status, path).toBe(200);
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file with a 404, not the HTML page', async () => {
    const response = await app.request('/assets/missing-123.js');
    expect(response.status).toBe(404);
  });

  it('refuses path traversal out of the site folder', async () => {
    const response = await app.request('/..%2f..%2fetc%2fpasswd');
    expect(await response.text()).not.toContain('root:');
  });

  it('sends security headers', async () => {
    const response = await app.request('/');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
