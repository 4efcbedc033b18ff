import { createMiddleware } from 'hono/factory';
import { isAdmin, limits } from '../../src/services/contract';
import type { AuthUser, Sessions } from '../domain/sessions';
import { ApiError } from './errors';

/** What `requireSession` puts on the context: `c.get('user')`, `c.get('sessionId')`. */
export type AuthEnv = { Variables: { user: AuthUser; sessionId: string } };

const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]+)$/i;

/**
 * Lets a request through only with a live session: `Authorization: Bearer <authToken>`.
 * Otherwise 401 `{ message }` with a `WWW-Authenticate` challenge.
 */
export function requireSession(sessions: Sessions) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token) {
      throw new ApiError(401, 'Please login to continue.', {}, { 'WWW-Authenticate': 'Bearer' });
    }
    const session = token.length <= limits.token ? await sessions.authenticate(token) : null;
    if (!session) {
      throw new ApiError(
        401,
        'Your session has expired. Please login again.',
        {},
        { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
      );
    }
    c.set('user', session.user);
    c.set('sessionId', session.sessionId);
    await next();
  });
}

/**
 * After `requireSession`: lets only the ADMIN role through (issue 17). Anyone else gets 403,
 * before any admin data is read.
 */
export const requireAdmin = createMiddleware<AuthEnv>(async (c, next) => {
  if (!isAdmin(c.get('user').roles)) {
    throw new ApiError(403, 'This area is for operators only.');
  }
  await next();
});

/** What `optionalSession` puts on the context: the signed-in user, or null. */
export type MaybeAuthEnv = { Variables: { user: AuthUser | null } };

/**
 * For a route anyone may call that does more for a signed-in caller (the contact form): the
 * user of a live session, or null for no token or one that has ended. It never refuses.
 */
export function optionalSession(sessions: Sessions) {
  return createMiddleware<MaybeAuthEnv>(async (c, next) => {
    const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
    const session =
      token && token.length <= limits.token ? await sessions.authenticate(token) : null;
    c.set('user', session?.user ?? null);
    await next();
  });
}
