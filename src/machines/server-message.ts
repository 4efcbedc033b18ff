import { ApiRequestError } from '../services/http';

/** The message of a failed call when the server (or the network) said something specific. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.kind !== 'http') return error.message;
  const body = error.body;
  if (body?.data?.message) return body.data.message;
  // Upper-case codes such as VALIDATION_FAILED are for programs; a field's message is for people.
  if (body?.message && !/^[A-Z0-9_]+$/.test(body.message)) return body.message;
  return Object.values(body?.errors ?? {})[0] || undefined;
}

/**
 * A spec failure sentence, followed by the server's reason when it is one a person can act on
 * (a limit that says when to try again).
 */
export function failureWithReason(sentence: string, error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) {
    const reason = serverMessage(error);
    if (reason) return `${sentence} ${reason}`;
  }
  return sentence;
}
