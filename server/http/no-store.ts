import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';

/**
 * `Cache-Control: no-store`: mounted once over the whole API (`/api/*` in server/app.ts), so
 * every answer, error or not, is kept out of caches unless its route declares otherwise with
 * `cachedPublicly`. Set before the handler runs, so the response is built with it: setting a
 * header on a finished response makes Hono copy the body into a stream, which costs every
 * request a stream read on the way out.
 */
export const noStore = createMiddleware(async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
});

const declared = new WeakMap<MiddlewareHandler, string>();

/**
 * Declares a route's successful answers public and the same for everyone (the release feed):
 * caches may keep them as `cacheControl` says. Anything else it answers (a 404, a refusal)
 * stays no-store. The declaration is readable from the router (`publicCacheOf`), so the test
 * that walks every API route knows which ones made it.
 */
export function cachedPublicly(cacheControl: string): MiddlewareHandler {
  const handler: MiddlewareHandler = async (c, next) => {
    c.header('Cache-Control', cacheControl);
    await next();
    if (!c.res.ok) c.header('Cache-Control', 'no-store');
  };
  declared.set(handler, cacheControl);
  return handler;
}

/** The Cache-Control a route's handler declares with `cachedPublicly`, if it is one. */
export const publicCacheOf = (handler: unknown): string | undefined =>
  declared.get(handler as MiddlewareHandler);
