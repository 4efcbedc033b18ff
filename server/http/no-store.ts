import { createMiddleware } from 'hono/factory';

/**
 * `Cache-Control: no-store` on every answer of a route group (tokens, account facts, answers
 * that depend on who asks). Set before the handler runs, so the response is built with it:
 * setting a header on a finished response makes Hono copy the body into a stream, which costs
 * every request a stream read on the way out.
 */
export const noStore = createMiddleware(async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
});
