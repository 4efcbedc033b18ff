import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../../server/db/client';
import { checkAnswer } from './contract-answers';
import { type buildTestApp, CLIENT_ADDRESS_HEADER } from './test-app';

export type TestApp = ReturnType<typeof buildTestApp>;

export type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

/**
 * Calls the app with a JSON body (or a raw string as is) and reads the JSON answer, checked
 * against its contract schema (`contract-answers.ts`).
 */
export async function call(
  app: TestApp,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    init.headers = { 'content-type': 'application/json', ...headers };
  }
  const response = await app.request(path, init);
  const text = await response.text();
  const answer = {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
  };
  checkAnswer(method, path, answer);
  return answer;
}

export const fromAddress = (address: string) => ({ [CLIENT_ADDRESS_HEADER]: address });
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const paths = {
  login: '/api/v2/auth/login',
  register: '/api/v2/auth/register',
  exists: (email: string) => `/api/v2/auth/exists/${encodeURIComponent(email)}`,
  verification: '/api/v2/auth/verification/send',
  password: '/api/v2/auth/password',
  refresh: '/api/v2/auth/refresh',
  logout: '/api/v2/auth/logout',
} as const;

export const PASSWORD = 'Secret123';

/** The six-digit code of the last mail sent to that address (once the outbox delivered it). */
export async function codeSentTo(app: TestApp, address: string): Promise<string> {
  await app.outbox.drain();
  const mail = app.mail.lastTo(address);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was mailed to ${address}`);
  return code;
}

export async function sendRegistrationCode(app: TestApp, emailAddress: string) {
  return call(app, 'POST', paths.verification, {
    emailAddress,
    firstName: 'Ada',
    lastName: 'Lovelace',
    type: 'REGISTRATION',
  });
}

export function registration(emailAddress: string, verificationCode: string) {
  return {
    emailAddress,
    firstName: 'Ada',
    lastName: 'Lovelace',
    verificationCode,
    referrerDetails: 'A friend',
    password: PASSWORD,
    termsAccepted: true,
  };
}

/** Signs a customer up the way the wizard does; answers the registration response. */
export async function signUp(app: TestApp, emailAddress: string, password = PASSWORD) {
  expect((await sendRegistrationCode(app, emailAddress)).status).toBe(200);
  const code = await codeSentTo(app, emailAddress);
  const answer = await call(app, 'POST', paths.register, {
    ...registration(emailAddress, code),
    password,
  });
  expect(answer.status).toBe(200);
  return answer.body as { authToken: string; expiresIn: number; message: string };
}

export async function login(app: TestApp, username: string, password = PASSWORD, headers = {}) {
  return call(app, 'POST', paths.login, { username, password }, headers);
}

const TABLES = ['sessions', 'verification_codes', 'users', 'mail_outbox'] as const;

/** Empties the accounts tables, and the mails they queue, between tests (one database per file). */
export async function truncateAll(database: DatabaseHandle) {
  await database.db.execute(sql.raw(`TRUNCATE ${TABLES.join(', ')} CASCADE`));
}

/** Rows per table, plus a fingerprint of their content, to prove a request changed nothing. */
export async function snapshot(database: DatabaseHandle) {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const rows = await database.db.execute(
      sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest,
        count(*)::int AS count FROM ${table} t`),
    );
    const row = (rows as unknown as { rows: Array<{ digest: string; count: number }> }).rows[0];
    result[table] = `${row?.count}:${row?.digest}`;
  }
  return result;
}
