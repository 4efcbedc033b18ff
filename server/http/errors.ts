import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DomainError, DomainErrorKind } from '../domain/errors';

/**
 * The error body the client reads (`data.message`, then `message`), as in spec section 7.
 * Limits add `retryAfterSeconds` (also sent as the `Retry-After` header).
 */
export type ErrorBody = {
  message: string;
  errors?: Record<string, string>;
  data?: unknown;
  retryAfterSeconds?: number;
};

/** A failure a route or domain function wants the caller to see with this status and body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Omit<ErrorBody, 'message'> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  body: ErrorBody,
  headers: Record<string, string> = {},
) {
  return c.json(body, status, headers);
}

const statusOf: Record<DomainErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  conflict: 409,
  'wrong-credentials': 401,
  'account-locked': 401,
  'account-disabled': 401,
  'rate-limited': 429,
  unauthenticated: 401,
  unavailable: 503,
};

/** The HTTP answer of a domain refusal: status, `{ message, errors? }`, `Retry-After`. */
export function fromDomainError(error: DomainError): ApiError {
  const { field, retryAfterMs } = error.details;
  const extra: Omit<ErrorBody, 'message'> = {};
  const headers: Record<string, string> = {};
  if (field) extra.errors = { [field]: error.message };
  if (retryAfterMs !== undefined) {
    const seconds = Math.ceil(retryAfterMs / 1000);
    extra.retryAfterSeconds = seconds;
    headers['Retry-After'] = String(seconds);
  }
  return new ApiError(statusOf[error.kind], error.message, extra, headers);
}
