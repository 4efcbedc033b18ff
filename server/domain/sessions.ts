import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { SessionResponse, User } from '../../src/services/contract';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Clock } from './clock';
import { DomainError } from './errors';
import { hashToken, newToken } from './secrets';

/** However often it is refreshed, a session ends this long after its sign-in. */
export const SESSION_MAX_LIFE_MS = 30 * 24 * 60 * 60 * 1000;

/** The signed-in user as routes see it (`c.get('user')`). */
export type AuthUser = User & { id: string };

type UserRow = typeof users.$inferSelect;

export const toPublicUser = (user: Pick<UserRow, keyof User>): User => ({
  firstName: user.firstName,
  lastName: user.lastName,
  emailAddress: user.emailAddress,
  roles: [...user.roles],
});

const sessionEnded = () =>
  new DomainError('unauthenticated', 'Your session has expired. Please login again.');

export type Sessions = ReturnType<typeof createSessions>;

/** Bearer sessions: random tokens, kept only as hashes, with an absolute expiry. */
export function createSessions(deps: { db: Database; clock: Clock; ttlSeconds: number }) {
  const { db, clock } = deps;

  /** Starts a session for the user (inside the caller's transaction when given one). */
  async function issue(
    user: UserRow,
    executor: Database = db,
    replacesSessionId: string | null = null,
  ): Promise<SessionResponse> {
    const now = clock.now();
    const authToken = newToken();
    const expiresIn = now + deps.ttlSeconds * 1000;
    // Expired sessions are dead weight; drop them while we are here (indexed on expires_at).
    await executor.delete(sessions).where(lte(sessions.expiresAt, new Date(now)));
    await executor.insert(sessions).values({
      userId: user.id,
      tokenHash: hashToken(authToken),
      createdAt: new Date(now),
      expiresAt: new Date(expiresIn),
      replacesSessionId,
      absoluteExpiresAt: new Date(now + SESSION_MAX_LIFE_MS),
    });
    return { authToken, expiresIn, user: toPublicUser(user) };
  }

  /**
   * Every signed-in request asks this: one statement, prepared once, reading only what routes
   * see of the user. A locked account's sessions are ended when it is locked; the condition
   * here also refuses one started by a login that raced the lock.
   */
  const sessionByTokenHash = db
    .select({
      sessionId: sessions.id,
      replacesSessionId: sessions.replacesSessionId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      emailAddress: users.emailAddress,
      roles: users.roles,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.lockedAt),
      ),
    )
    .limit(1)
    .prepare('session_by_token_hash');

  /** The session's user, or null when the token is unknown, ended or expired. */
  async function authenticate(
    token: string,
  ): Promise<{ sessionId: string; user: AuthUser } | null> {
    const [row] = await sessionByTokenHash.execute({
      tokenHash: hashToken(token),
      // As drizzle writes a timestamptz parameter: a placeholder skips the column's encoder.
      now: new Date(clock.now()).toISOString(),
    });
    if (!row) return null;
    if (row.replacesSessionId) await retirePredecessor(row.sessionId, row.replacesSessionId);
    return { sessionId: row.sessionId, user: { id: row.id, ...toPublicUser(row) } };
  }

  /** The first call with a refreshed token ends the session it came from. */
  async function retirePredecessor(sessionId: string, predecessorId: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(sessions).where(eq(sessions.id, predecessorId));
      await tx.update(sessions).set({ replacesSessionId: null }).where(eq(sessions.id, sessionId));
    });
  }

  /**
   * A new token with the user's current roles. The old one stops working once the new one is
   * used: a page reloaded while the answer was on its way still holds the old token, and that
   * must not sign the person out. Refreshing the old token again meanwhile answers another one.
   */
  async function refresh(token: string): Promise<SessionResponse> {
    return db.transaction(async (tx) => {
      const [old] = await tx
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      if (!old || old.expiresAt.getTime() <= clock.now()) throw sessionEnded();
      const [user] = await tx.select().from(users).where(eq(users.id, old.userId));
      if (!user || user.lockedAt) throw sessionEnded();
      return issue(user, tx, old.id);
    });
  }

  async function revoke(sessionId: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  /** Ends every session of the user (after a password change). */
  async function endAll(userId: string, executor: Database = db): Promise<void> {
    await executor.delete(sessions).where(eq(sessions.userId, userId));
  }

  return { issue, authenticate, refresh, revoke, endAll };
}
