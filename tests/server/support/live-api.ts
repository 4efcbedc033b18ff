import { PASSWORD } from './auth';
import { checkAnswer } from './contract-answers';

export type LiveAnswer = {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
  /** Where a redirect points (payment navigations answer 303). */
  location: string | null;
};

/**
 * Calls a running server over HTTP with a JSON body (or a form) and reads the answer; a JSON
 * answer is checked against its contract schema (`contract-answers.ts`).
 */
export async function request(
  base: string,
  method: string,
  path: string,
  options: { json?: unknown; form?: Record<string, string>; token?: string } = {},
): Promise<LiveAnswer> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${base}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { html: text };
  }
  const answer = {
    status: response.status,
    body: parsed,
    headers: response.headers,
    location: response.headers.get('location'),
  };
  checkAnswer(method, path, answer);
  return answer;
}

export const sendRegistrationCode = (base: string, emailAddress: string) =>
  request(base, 'POST', '/api/v2/auth/verification/send', {
    json: { emailAddress, firstName: 'Ada', lastName: 'Lovelace', type: 'REGISTRATION' },
  });

export const register = (base: string, emailAddress: string, verificationCode: string) =>
  request(base, 'POST', '/api/v2/auth/register', {
    json: {
      emailAddress,
      firstName: 'Ada',
      lastName: 'Lovelace',
      verificationCode,
      referrerDetails: 'A friend',
      password: PASSWORD,
      termsAccepted: true,
    },
  });

export const login = (base: string, username: string, password = PASSWORD) =>
  request(base, 'POST', '/api/v2/auth/login', { json: { username, password } });

/** The six-digit code in a mail's text. */
export function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}
