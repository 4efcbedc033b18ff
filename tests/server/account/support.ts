import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client';
import { accountPaths, endpoints as api } from '../../../src/services/contract';
import { activatedDevice } from '../desktop-link/support';
import { bearer, call, codeSentTo, PASSWORD, paths, type TestApp } from '../support/auth';
import { subscribe } from '../support/payments';

/** Browsers as their User-Agent names them. */
export const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
export const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
export const CHROME_ON_LINUX_UPDATED = CHROME_ON_LINUX.replace('120.0.0.0', '121.0.6167.85');

/** Someone whose name and address appear nowhere else in the tests' data. */
export const person = {
  emailAddress: 'zebulon.quarrington@example.com',
  firstName: 'Zebulon',
  lastName: 'Quarrington',
};

export const asBrowser = (userAgent: string) => ({ 'user-agent': userAgent });

/** Signs the person up in a browser; answers the session's token. */
export async function signUpPerson(app: TestApp, userAgent = CHROME_ON_LINUX): Promise<string> {
  const sent = await call(app, 'POST', paths.verification, {
    emailAddress: person.emailAddress,
    firstName: person.firstName,
    lastName: person.lastName,
    type: 'REGISTRATION',
  });
  expect(sent.status).toBe(200);
  const code = await codeSentTo(app, person.emailAddress);
  const answer = await call(
    app,
    'POST',
    paths.register,
    {
      ...person,
      verificationCode: code,
      referrerDetails: 'A friend',
      password: PASSWORD,
      termsAccepted: true,
    },
    asBrowser(userAgent),
  );
  expect(answer.status).toBe(200);
  return String(answer.body.authToken);
}

export async function loginPerson(app: TestApp, userAgent = CHROME_ON_LINUX, password = PASSWORD) {
  return call(
    app,
    'POST',
    paths.login,
    { username: person.emailAddress, password },
    asBrowser(userAgent),
  );
}

/**
 * The person with a row of every kind the product keeps about a customer: a Pro subscription
 * (and its purchase), a custom request, a support message, a chat exchange, a desktop device,
 * two browser sessions, and an operator's audit line about them.
 */
export async function personWithEverything(
  app: TestApp,
  database: DatabaseHandle,
  operatorToken: string,
) {
  const token = await signUpPerson(app);
  await subscribe(app, person.emailAddress);
  const other = await loginPerson(app, FIREFOX_ON_WINDOWS);
  const { deviceToken } = await activatedDevice(app, token);
  const custom = await call(
    app,
    'POST',
    api.store.custom,
    {
      name: 'Gap filler',
      description: 'Buy the opening gap when it fills halfway.',
      platform: 'TradingView',
      phoneNumber: '+1 555 987 6543',
    },
    bearer(token),
  );
  expect(custom.status).toBeLessThan(300);
  const support = await call(
    app,
    'POST',
    api.support,
    { ...person, phoneCode: '+1', phoneNumber: '555 987 6543', reasonToContact: 'Hello there.' },
    bearer(token),
  );
  expect(support.status).toBeLessThan(300);
  // Pro since the subscription: a fresh session carries the role the chat asks for.
  const pro = String((await loginPerson(app)).body.authToken);
  const chat = await call(
    app,
    'POST',
    api.ai.chat,
    { message: 'A crossover script?' },
    bearer(pro),
  );
  expect(chat.status).toBe(200);
  const id = await userIdOf(database, person.emailAddress);
  const grant = await call(
    app,
    'PUT',
    `${api.admin}/customers/${id}/complimentary-pro`,
    { until: '2030-01-01' },
    bearer(operatorToken),
  );
  expect(grant.status).toBe(200);
  await app.outbox.drain();
  return { token, otherToken: String(other.body.authToken), deviceToken, userId: id };
}

export async function userIdOf(database: DatabaseHandle, emailAddress: string) {
  const rows = await database.db.execute(
    sql`SELECT id FROM users WHERE email_address = ${emailAddress}`,
  );
  return String((rows as unknown as { rows: { id: string }[] }).rows[0]?.id);
}

/**
 * Every table of the schema (read from the database, not a list) whose rows mention `text`
 * anywhere, any case: `{ table: rows }`.
 */
export async function tablesMentioning(database: DatabaseHandle, text: string) {
  const tables = await database.db.execute(
    sql.raw(`SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`),
  );
  const found: Record<string, number> = {};
  for (const { name } of (tables as unknown as { rows: { name: string }[] }).rows) {
    const rows = await database.db.execute(
      sql`SELECT count(*)::int AS count FROM ${sql.identifier(name)} t
        WHERE strpos(lower(t::text), lower(${text})) > 0`,
    );
    const count = (rows as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
    if (count > 0) found[name] = count;
  }
  return found;
}

export const security = {
  sessions: accountPaths.sessions,
  session: (id: string) => `${accountPaths.sessions}/${id}`,
  signOutOthers: accountPaths.signOutOthers,
  password: accountPaths.password,
  email: accountPaths.email,
  emailConfirm: accountPaths.emailConfirm,
  export: accountPaths.export,
  account: accountPaths.account,
};
