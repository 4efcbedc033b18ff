import type { Context } from 'hono';
import type { OAuthError } from '../../src/services/contract';
import { NUL } from '../http/nul-characters';

/** RFC 6749 section 5.2: 400 `{ error, error_description }` (never cached: all of /api is no-store). */
export const oauthError = (
  c: Context,
  error: OAuthError,
  description: string,
  status: 400 | 429 = 400,
  headers: Record<string, string> = {},
) => c.json({ error, error_description: description }, status, headers);

type FormProblem = { ok: false; error: OAuthError; description: string };
export type ClientForm = { ok: true; value: Record<string, string> } | FormProblem;

const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/**
 * The parameters of an OAuth request from the desktop's public client: form-encoded, each at
 * most once (RFC 6749 section 3.2), no NUL (PostgreSQL text cannot hold it), and `client_id`
 * the configured one. A public client proves nothing more: the device code is the secret.
 */
export async function readClientForm(c: Context, clientId: string): Promise<ClientForm> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== FORM_MEDIA_TYPE) {
    return invalidRequest(`Send the parameters form-encoded (${FORM_MEDIA_TYPE}).`);
  }
  const form = new URLSearchParams(await c.req.text());
  const value: Record<string, string> = {};
  for (const [name, text] of form) {
    if (name in value) return invalidRequest(`${name} is given more than once.`);
    if (name.includes(NUL) || text.includes(NUL)) {
      return invalidRequest('Parameters must not contain NUL characters.');
    }
    value[name] = text;
  }
  if (value.client_id !== clientId) {
    return { ok: false, error: 'invalid_client', description: 'Unknown or missing client_id.' };
  }
  return { ok: true, value };
}

const invalidRequest = (description: string): FormProblem => ({
  ok: false,
  error: 'invalid_request',
  description,
});
