import type { DatabaseHandle } from '../../../server/db/client';
import { setRole } from '../../../server/domain/roles';
import { roles } from '../../../src/services/contract';
import { signUp, type TestApp } from './auth';
import { setUpAuthenticator } from './second-factor';

/**
 * Signs an account up and makes it an operator (as `npm run admin -- promote` does), with the
 * authenticator app every operator needs (issue 35): its session gave a second factor just now.
 */
export async function signUpAdmin(app: TestApp, database: DatabaseHandle, emailAddress: string) {
  const session = await signUp(app, emailAddress);
  await setRole(database.db, emailAddress, roles.admin, true);
  const authenticator = await setUpAuthenticator(app, session.authToken);
  return { ...session, authenticator };
}

/**
 * Every route the console's router holds, as `[method, path]` with its parameters filled in:
 * the access test calls each one, so a new console call is covered the day it is added.
 */
export function adminEndpoints(app: TestApp, prefix: string): Array<[string, string]> {
  const seen = new Set<string>();
  const found: Array<[string, string]> = [];
  for (const route of app.routes) {
    if (!route.path.startsWith(`${prefix}/`) || route.method === 'ALL') continue;
    const path = route.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
    const key = `${route.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push([route.method, path]);
  }
  return found;
}
