import { authMessages } from '../../content/auth-messages';
import { authErrorCodes } from '../../services/contract';
import { ApiRequestError } from '../../services/http';
import { serverMessage } from '../server-message';

/** Spec section 8, Login: what the login screen says about a failed attempt. */
export function loginFailureMessage(error: unknown): string {
  const messages = authMessages.login;
  if (!(error instanceof ApiRequestError)) return messages.unknown;
  if (error.kind !== 'http') return error.message;
  const { status, body } = error;
  if (status === undefined) return messages.unknown;
  if (status === 422) return body?.errors?.username || messages.validationFailed;
  if (status === 401) {
    const code = body?.data?.code;
    const known = (Object.values(authErrorCodes) as unknown[]).includes(code);
    return (known && body?.data?.message) || messages.unauthorized;
  }
  if (status === 404) return messages.notFound;
  if (status >= 500) return messages.server;
  // Rate limits say when to try again; that is worth more than a generic sentence.
  if (status === 429) return serverMessage(error) ?? messages.unexpected;
  return messages.unexpected;
}
