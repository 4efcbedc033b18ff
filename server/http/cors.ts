import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * Cross-origin access to the API for the exact origins of `CORS_ORIGINS` (a front end served
 * elsewhere); none at all without them, so other sites' scripts cannot read any answer.
 * Sessions travel as bearer tokens, never cookies, so credentials are not allowed.
 */
export function corsFor(origins: readonly string[]): MiddlewareHandler {
  if (origins.length === 0) return (_c, next) => next();
  return cors({
    origin: (origin) => (origins.includes(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type'],
    // The client reads how long to wait and why a token was refused.
    exposeHeaders: ['Retry-After', 'WWW-Authenticate'],
    maxAge: 600,
  });
}
