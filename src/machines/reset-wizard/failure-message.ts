import { authMessages } from '../../content/auth-messages';
import { ApiRequestError } from '../../services/http';
import { serverMessage } from '../server-message';

/** Spec section 8: the server's message, or 'Password update failed' / 'Error updating password'. */
export function updateFailureMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return authMessages.reset.updateError;
  return serverMessage(error) ?? authMessages.reset.updateFailed;
}
