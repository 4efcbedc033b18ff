import { TOTP_STEP_MS, totpCode } from '../../support/totp';

/**
 * The authenticator apps the browser tests set up (issue 35), as a phone would hold them: the
 * secret per e-mail, and the last time step each one gave a code for, since the server takes a
 * step once (a second sign-in in the same 30 seconds uses the next step, or waits for it).
 */
const secrets = new Map<string, string>();
const lastSteps = new Map<string, number>();

export const hasAuthenticator = (email: string) => secrets.has(email);

async function postJson(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** A code of a step not used yet: now's, or the next one (the server allows one step of drift). */
export async function nextTotpCode(email: string): Promise<string> {
  const secret = secrets.get(email);
  if (!secret) throw new Error(`${email} has no authenticator app`);
  for (;;) {
    const step = Math.floor(Date.now() / TOTP_STEP_MS);
    const use = Math.max(step, (lastSteps.get(email) ?? -1) + 1);
    if (use <= step + 1) {
      lastSteps.set(email, use);
      return totpCode(secret, use * TOTP_STEP_MS);
    }
    await new Promise((done) => setTimeout(done, (step + 1) * TOTP_STEP_MS - Date.now() + 50));
  }
}

/**
 * The sessions of people with an authenticator app, kept: a sign-in takes a time step the
 * server then refuses again, so every further one would wait up to 30 s for the next. Tests
 * that sign an operator in page after page share one session instead (as tabs of one browser
 * do); one that needs a session of its own signs in with `freshSession`.
 */
const sessionsWithFactor = new Map<string, Promise<Record<string, unknown>>>();

/** Signs in through the API, with the second step when the account has an authenticator app. */
export function signInThroughApi(
  baseUrl: string,
  person: { email: string; password: string },
): Promise<Record<string, unknown>> {
  if (!hasAuthenticator(person.email)) return freshSession(baseUrl, person);
  const key = `${baseUrl} ${person.email}`;
  const kept = sessionsWithFactor.get(key) ?? freshSession(baseUrl, person);
  sessionsWithFactor.set(key, kept);
  return kept;
}

/** A new session through the API, with the second step when the account has an authenticator app. */
export async function freshSession(
  baseUrl: string,
  person: { email: string; password: string },
): Promise<Record<string, unknown>> {
  const answer = await postJson(`${baseUrl}/api/v2/auth/login`, {
    username: person.email,
    password: person.password,
  });
  const challenge = answer.secondFactor as { ticket: string } | undefined;
  if (!challenge) return answer;
  return postJson(`${baseUrl}/api/v2/auth/login/second-factor`, {
    ticket: challenge.ticket,
    code: await nextTotpCode(person.email),
  });
}

/**
 * Sets up an authenticator app for the person through the API, as the Security page does, and
 * keeps its secret and recovery codes.
 */
export async function setUpAuthenticator(
  baseUrl: string,
  person: { email: string; password: string },
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { authToken } = await freshSession(baseUrl, person);
  const token = String(authToken);
  const { secret } = await postJson(`${baseUrl}/api/v2/account/totp`, undefined, token);
  secrets.set(person.email, String(secret));
  const { recoveryCodes } = await postJson(
    `${baseUrl}/api/v2/account/totp/confirm`,
    { code: await nextTotpCode(person.email) },
    token,
  );
  return { secret: String(secret), recoveryCodes: recoveryCodes as string[] };
}
