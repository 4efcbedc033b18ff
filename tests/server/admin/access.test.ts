import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/services/contract';
import { adminEndpoints, signUpAdmin } from '../support/admin';
import { bearer, signUp, truncateAll } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { buildTestApp } from '../support/test-app';

/** Issue 17: no admin data reaches anyone but an ADMIN, by any console call. */
describe.each(databaseKinds)('the console calls on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: truncateAll });

  const send = (
    app: ReturnType<typeof buildTestApp>,
    method: string,
    path: string,
    token?: string,
  ) =>
    app.request(path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
      ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{}' }),
    });

  it('refuse a signed-out caller (401) and a customer (403) on every endpoint', async () => {
    const app = buildTestApp(database);
    const customer = await signUp(app, 'customer@example.com');
    const calls = adminEndpoints(app, endpoints.admin);
    // The catch-all proves the guard stands before any section's routes, even an unknown one.
    calls.push(['GET', `${endpoints.admin}/anything`]);
    for (const [method, path] of calls) {
      const signedOut = await send(app, method, path);
      expect(signedOut.status, `${method} ${path} signed out`).toBe(401);
      const refused = await send(app, method, path, customer.authToken);
      expect(refused.status, `${method} ${path} as a customer`).toBe(403);
      expect(await refused.json()).toEqual({ message: 'This area is for operators only.' });
    }
  });

  it('let an ADMIN through the guard', async () => {
    const app = buildTestApp(database);
    const admin = await signUpAdmin(app, database, 'operator@example.com');
    const answer = await send(app, 'GET', `${endpoints.admin}/anything`, admin.authToken);
    expect(answer.status).toBe(404);
  });
});
