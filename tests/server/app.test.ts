import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
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
    for (const path of ['/', '/pricing', '/customer/dashboard', '/no/such/page']) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
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
