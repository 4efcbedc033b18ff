import { createMiddleware } from 'hono/factory';
import { ApiError } from './errors';

/**
 * PostgreSQL text cannot hold the NUL character: a query with one fails, which would answer
 * a 500. No field of the API has a use for it, so requests that carry one are refused first.
 */
export const NUL = '\u0000';

/** In a URL, NUL can only arrive percent-encoded (a literal "%00" text is sent as %2500). */
const ENCODED_NUL = /%00/i;

export const refuseNulInAddress = createMiddleware(async (c, next) => {
  if (ENCODED_NUL.test(c.req.url)) {
    throw new ApiError(400, 'The address must not contain NUL characters.');
  }
  await next();
});
