import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The error body the client reads (`data.message`, then `message`), as in spec section 7. */
export type ErrorBody = { message: string; errors?: Record<string, string>; data?: unknown };

/** A failure a route or domain function wants the caller to see with this status and body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Omit<ErrorBody, 'message'> = {},
  ) {
    super(message);
  }
}

export function errorResponse(c: Context, status: ContentfulStatusCode, body: ErrorBody) {
  return c.json(body, status);
}
