import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { signedInCookie } from '../../../src/services/signed-in-cookie';
import { storageKeys } from '../../../src/services/storage';
import { runCliProcess } from '../../server/support/cli-process';
import type { ServerEntry } from '../../server/support/server-process';
import { type RunningApp, startApp } from './app-server';
import {
  hasAuthenticator,
  nextTotpCode,
  setUpAuthenticator,
  signInThroughApi,
} from './authenticator';
import { codeFrom, type MailSink, startMailSink } from './mail-sink';

export type AccountsApp = { app: RunningApp; mail: MailSink; url: string; stop(): Promise<void> };

/** The built app with a mail sink of its own (and any extra configuration, e.g. SESSION_TTL). */
export async function startAccountsApp(
  env: Record<string, string> = {},
  entry?: ServerEntry,
): Promise<AccountsApp> {
  const mail = await startMailSink();
  const app = await startApp(
    { STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist', SMTP_URL: mail.url, ...env },
    entry,
  );
  return {
    app,
    mail,
    url: app.url,
    stop: async () => {
      await app.stop();
      await mail.stop();
    },
  };
}

/** An address nobody has used yet. */
export const newEmail = (label = 'visitor') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

export type Person = { email: string; password: string; firstName: string; lastName: string };

export const newPerson = (label?: string): Person => ({
  email: newEmail(label),
  password: 'Signal123',
  firstName: 'Ada',
  lastName: 'Lovelace',
});

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** Registers a person through the API, reading the code from the mail as a person would. */
export async function registerThroughApi(accounts: AccountsApp, person: Person): Promise<void> {
  const since = Date.now();
  await post(`${accounts.url}/api/v2/auth/verification/send`, {
    emailAddress: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    type: 'REGISTRATION',
  });
  const code = codeFrom(await accounts.mail.waitForMail(person.email, { since }));
  await post(`${accounts.url}/api/v2/auth/register`, {
    emailAddress: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    verificationCode: code,
    referrerDetails: 'YouTube',
    password: person.password,
    termsAccepted: true,
  });
}

/**
 * Makes a registered person an operator the way the README says the first admin is made:
 * `npm run admin -- promote`, run beside the server on its data folder; then sets up the
 * authenticator app every operator needs (issue 35), so the console opens for them.
 */
export async function promoteToAdmin(
  accounts: AccountsApp,
  person: Pick<Person, 'email' | 'password'>,
): Promise<void> {
  const result = await runCliProcess('admin.ts', ['promote', person.email], {
    env: { DATA_DIR: accounts.app.dataDir },
  });
  if (result.code !== 0) throw new Error(`admin promote failed: ${result.stderr || result.stdout}`);
  await setUpAuthenticator(accounts.url, person);
}

/**
 * A form field by its label, exactly: labels of required fields end in a '*' that screen
 * readers skip (aria-hidden) but Playwright's label text keeps.
 */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[?]/g, '\\?')}\\*?$`));

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** A signed-in session as a browser keeps it: its local storage entries and the signed-in cookie. */
export type BrowserSession = { localStorage: Record<string, string>; cookie: string };

/** Signs the person in through the API: what a login leaves in the browser. */
export async function browserSession(
  baseUrl: string,
  person: Pick<Person, 'email' | 'password'>,
): Promise<BrowserSession> {
  const session = await signInThroughApi(baseUrl, person);
  return {
    localStorage: {
      [storageKeys.expiresIn]: String(session.expiresIn),
      [storageKeys.user]: JSON.stringify(session.user),
      [storageKeys.authToken]: String(session.authToken),
    },
    cookie: signedInCookie(Number(session.expiresIn), false),
  };
}

/**
 * Signs the person in through the API and leaves the session in the page's storage as a login
 * does, without the login screen: for tests about what comes after it (the screen itself has
 * `logIn`). Each call makes a session of its own, so no two pages share one (pages replace
 * their token when Accounts or Settings open).
 */
export async function storeSession(
  page: Page,
  baseUrl: string,
  person: Pick<Person, 'email' | 'password'>,
): Promise<void> {
  await storeSessionIn(page, baseUrl, await browserSession(baseUrl, person));
}

/** Leaves a session made before in the page's storage, as a login does. */
export async function storeSessionIn(
  page: Page,
  baseUrl: string,
  session: BrowserSession,
): Promise<void> {
  // Storage belongs to the site: any page of it will do, the smallest is the quickest.
  await page.goto(`${baseUrl}/favicon.svg`);
  await page.evaluate(({ localStorage: entries, cookie }) => {
    // The token last, as the app writes it (src/services/session-storage.ts).
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    // biome-ignore lint/suspicious/noDocumentCookie: the very text the app writes (signedInCookie).
    document.cookie = cookie;
  }, session);
}

/** Logs in on /login and waits for the customer area. */
export async function logIn(
  page: Page,
  baseUrl: string,
  person: Pick<Person, 'email' | 'password'>,
) {
  await page.goto(`${baseUrl}/login`);
  await field(page, 'Email').fill(person.email);
  await field(page, 'Password').fill(person.password);
  await page.getByRole('button', { name: 'Login' }).click();
  if (hasAuthenticator(person.email)) {
    await field(page, 'Code from the app').fill(await nextTotpCode(person.email));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** Step 2 of the sign-up wizard, filled in as a person would. */
export async function fillSignupDetails(page: Page, person: Person) {
  await field(page, 'First name').fill(person.firstName);
  await field(page, 'Last name').fill(person.lastName);
  await field(page, 'Password').fill(person.password);
  await field(page, 'Confirm password').fill(person.password);
  await field(page, 'How did you hear about us?').selectOption('YouTube');
  await page.getByRole('checkbox', { name: /accept the Terms/ }).check({ force: true });
}

/** The messages of the wizard's bulleted alert list, in order. */
export async function listedIssues(page: Page): Promise<string[]> {
  const alert = page.getByRole('alert').filter({ hasText: 'Please check the following' });
  await alert.waitFor();
  return alert.getByRole('listitem').allTextContents();
}
