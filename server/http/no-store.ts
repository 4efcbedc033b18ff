import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';

/**
 * `Cache-Control: no-store`: mounted once over the whole API (`/api/*` in server/app.ts), so
 * every answer, error or not, is kept out of caches unless its endpoint's declaration says
 * otherwise (`cachedPublicly`). Set before the handler runs, so the response is built with it: setting a
 * header on a finished response makes Hono copy the body into a stream, which costs every
 * request a stream read on the way out.
 */
export const noStore = createMiddleware(async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
});

/**
 * Makes a route's successful answers public and the same for everyone (the release feed):
 * caches may keep them as `cacheControl` says. Anything else it answers (a 404, a refusal)
 * stays no-store. The registrar puts it before the handler of every endpoint declared
 * `cachedPublicly` (server/http/endpoint-routes.ts).
 */
export function cachedPublicly(cacheControl: string): MiddlewareHandler {
  return async (c, next) => {
    c.header('Cache-Control', cacheControl);
    await next();
    if (!c.res.ok) c.header('Cache-Control', 'no-store');
  };
}
