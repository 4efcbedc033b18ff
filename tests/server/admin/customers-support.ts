import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../server/db/client';
import { users } from '../../../server/db/schema';
import { type AdminCustomer, endpoints } from '../../../src/services/contract';
import { signUpAdmin } from '../support/admin';
import { type Answer, bearer, call, signUp, type TestApp } from '../support/auth';
import { testSettings } from '../support/test-app';

export const customersPath = `${endpoints.admin}/customers`;
export const customerPath = (id: string, action = '') => `${customersPath}/${id}${action}`;

/** The id of the account with that e-mail. */
export async function idOf(database: DatabaseHandle, emailAddress: string) {
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.emailAddress, emailAddress));
  if (!row) throw new Error(`no account ${emailAddress}`);
  return row.id;
}

/** An operator and a customer, each signed in: their tokens and the customer's id. */
export async function operatorAndCustomer(app: TestApp, database: DatabaseHandle) {
  const admin = await signUpAdmin(app, database, 'operator@example.com');
  const customer = await signUp(app, 'ada@example.com');
  return {
    adminToken: admin.authToken,
    adminAuthenticator: admin.authenticator,
    customerToken: customer.authToken,
    customerId: await idOf(database, 'ada@example.com'),
  };
}

/** A console call as the operator with that token. */
export const asAdmin =
  (app: TestApp, token: string) =>
  (method: string, path: string, body?: unknown): Promise<Answer> =>
    call(app, method, path, body, bearer(token));

export const page = (answer: Answer) => answer.body as unknown as AdminCustomer;

/** Long sessions: the tests move the clock by days without signing in again. */
export const longSessions = {
  settings: { ...testSettings, sessionTtlSeconds: 30 * 24 * 60 * 60 },
};
