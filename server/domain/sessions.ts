import { createHmac } from 'node:crypto';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { SessionResponse, User } from '../../src/services/contract';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Clock } from './clock';
import { DomainError } from './errors';
import { hashToken, newToken } from './secrets';

/** However often it is refreshed, a session ends this long after its sign-in. */
export const SESSION_MAX_LIFE_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How long a refreshed token still works: requests sent with it before the new one arrived
 * finish, and a page reloaded while the answer was on its way can ask again (see `refresh`).
 */
export const SESSION_REFRESH_GRACE_MS = 60 * 1000;

/**
 * What the browser sends as `Idempotency-Key` with a refresh: one random key of its own, the
 * same for every refresh, so that asking again for a refresh it lost is known as a retry.
 */
export const REFRESH_KEY_PATTERN = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * How stale a session's last use may be before a request writes it again: the Security page
 * shows it to the minute, and every request writing it would cost a write per request.
 */
const LAST_USED_PRECISION_MS = 60 * 1000;

/** A User-Agent is kept to this length: enough to name a browser, no room to store a novel. */
const USER_AGENT_MAX_LENGTH = 512;

/** A chain of refreshes followed within the grace; more would be a loop, not a person. */
const MAX_RETRY_HOPS = 8;

/** The signed-in user as routes see it (`c.get('user')`). */
export type AuthUser = User & { id: string };

type UserRow = typeof users.$inferSelect;
type SessionRow = typeof sessions.$inferSelect;

export const toPublicUser = (user: Pick<UserRow, keyof User>): User => ({
  firstName: user.firstName,
  lastName: user.lastName,
  emailAddress: user.emailAddress,
  roles: [...user.roles],
});

const sessionEnded = () =>
  new DomainError('unauthenticated', 'Your session has expired. Please login again.');

const refreshedAlready = () =>
  new DomainError('unauthenticated', 'This session was refreshed already. Please login again.');

/**
 * The token that follows `token` when the browser with `refreshKey` refreshes it: the same
 * every time it asks, so a retry finds the session the first call made instead of forking a
 * second one. Only the holder of the token can make it, and only with the session's id, which
 * never leaves the server: an old token found later gives nothing.
 */
const successorToken = (token: string, sessionId: string, refreshKey: string) =>
  createHmac('sha256', token).update(`${sessionId}\n${refreshKey}`).digest('base64url');

/**
 * `chain`: the ids of one sign-in's tokens, from one of them, followed along `replaces` both
 * ways (the tokens refreshed from it and those it was refreshed from).
 */
const withChain = (sessionId: string) => sql`
  WITH RECURSIVE chain(id, replaces) AS (
    SELECT ${sessions.id}, ${sessions.replacesSessionId} FROM ${sessions}
      WHERE ${sessions.id} = ${sessionId}
    UNION
    SELECT s.id, s.replaces_session_id FROM ${sessions} s
      JOIN chain c ON s.replaces_session_id = c.id OR s.id = c.replaces
  )`;

export type Sessions = ReturnType<typeof createSessions>;

/**
 * Bearer sessions: random tokens, kept only as hashes. A session lives `ttlSeconds` from its
 * sign-in or last refresh, never past its absolute end (`SESSION_MAX_LIFE_MS` after sign-in).
 * A refresh rotates the token once: the old one keeps a short grace, then ends.
 */
export function createSessions(deps: { db: Database; clock: Clock; ttlSeconds: number }) {
  const { db, clock } = deps;
  // Configuration keeps SESSION_TTL within the maximum life; tests that cross billing periods
  // on one sign-in set a longer one, and the absolute end then follows it.
  const maxLifeMs = Math.max(SESSION_MAX_LIFE_MS, deps.ttlSeconds * 1000);

  async function insertSession(
    executor: Database,
    user: UserRow,
    authToken: string,
    fields: {
      absoluteExpiresAt: Date;
      replacesSessionId: string | null;
      signedInAt: Date;
      userAgent: string | null;
      secondFactorAt: Date | null;
    },
  ): Promise<SessionResponse> {
    const now = clock.now();
    const expiresIn = Math.min(now + deps.ttlSeconds * 1000, fields.absoluteExpiresAt.getTime());
    // Expired sessions are dead weight; drop them while we are here (indexed on expires_at).
    await executor.delete(sessions).where(lte(sessions.expiresAt, new Date(now)));
    await executor.insert(sessions).values({
      userId: user.id,
      tokenHash: hashToken(authToken),
      createdAt: new Date(now),
      expiresAt: new Date(expiresIn),
      replacesSessionId: fields.replacesSessionId,
      absoluteExpiresAt: fields.absoluteExpiresAt,
      signedInAt: fields.signedInAt,
      userAgent: fields.userAgent,
      lastUsedAt: new Date(now),
      secondFactorAt: fields.secondFactorAt,
    });
    return { authToken, expiresIn, user: toPublicUser(user) };
  }

  /**
   * Starts a session for the user (inside the caller's transaction when given one), noting the
   * browser's User-Agent for the Security page, and whether the sign-in gave a second factor.
   */
  function issue(
    user: UserRow,
    executor: Database = db,
    browser: { userAgent?: string; withSecondFactor?: boolean } = {},
  ): Promise<SessionResponse> {
    const now = clock.now();
    return insertSession(executor, user, newToken(), {
      absoluteExpiresAt: new Date(now + maxLifeMs),
      replacesSessionId: null,
      signedInAt: new Date(now),
      userAgent: browser.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      secondFactorAt: browser.withSecondFactor ? new Date(now) : null,
    });
  }

  /**
   * Every signed-in request asks this: one statement, prepared once, reading only what routes
   * see of the user. A locked account's sessions are ended when it is locked; the condition
   * here also refuses one started by a login that raced the lock.
   */
  const sessionByTokenHash = db
    .select({
      sessionId: sessions.id,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      emailAddress: users.emailAddress,
      roles: users.roles,
      lastUsedAt: sessions.lastUsedAt,
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
    const now = clock.now();
    if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
      await db
        .update(sessions)
        .set({ lastUsedAt: new Date(now) })
        .where(eq(sessions.id, row.sessionId));
    }
    return { sessionId: row.sessionId, user: { id: row.id, ...toPublicUser(row) } };
  }

  /**
   * A new token with the user's current roles, once per token: the old one keeps working for
   * `SESSION_REFRESH_GRACE_MS` (requests already on their way), and refreshing it again is
   * refused, so one token never forks into many. The new session keeps the old one's absolute
   * end. A browser that lost the answer (a page reloaded mid-call) or asks from another tab
   * sends the same `refreshKey` and, within the grace, is answered the newest token of the
   * chain the first call started.
   */
  async function refresh(token: string, refreshKey?: string): Promise<SessionResponse> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      // Locked: refreshes of one token at once take turns, and the later ones see the first.
      const [old] = await tx
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
        .for('update');
      if (!old || old.expiresAt.getTime() <= now) throw sessionEnded();
      const [user] = await tx.select().from(users).where(eq(users.id, old.userId));
      if (!user || user.lockedAt) throw sessionEnded();
      if (old.rotatedAt) return retried(tx, user, token, old, refreshKey);
      await tx
        .update(sessions)
        .set({
          rotatedAt: new Date(now),
          expiresAt: new Date(Math.min(old.expiresAt.getTime(), now + SESSION_REFRESH_GRACE_MS)),
        })
        .where(eq(sessions.id, old.id));
      const next = refreshKey ? successorToken(token, old.id, refreshKey) : newToken();
      return insertSession(tx, user, next, {
        absoluteExpiresAt: old.absoluteExpiresAt,
        replacesSessionId: old.id,
        signedInAt: old.signedInAt ?? old.createdAt,
        userAgent: old.userAgent,
        secondFactorAt: old.secondFactorAt,
      });
    });
  }

  /**
   * A second refresh of a rotated token: with the key of the browser that made the first, the
   * newest live token of the chain it started; otherwise refused.
   */
  async function retried(
    tx: Database,
    user: UserRow,
    token: string,
    rotated: SessionRow,
    refreshKey: string | undefined,
  ): Promise<SessionResponse> {
    if (!refreshKey) throw refreshedAlready();
    let current = { token, row: rotated };
    for (let hop = 0; hop < MAX_RETRY_HOPS; hop += 1) {
      const nextToken = successorToken(current.token, current.row.id, refreshKey);
      const [next] = await tx
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.tokenHash, hashToken(nextToken)),
            eq(sessions.replacesSessionId, current.row.id),
            gt(sessions.expiresAt, new Date(clock.now())),
          ),
        );
      if (!next) break;
      if (!next.rotatedAt) {
        return {
          authToken: nextToken,
          expiresIn: next.expiresAt.getTime(),
          user: toPublicUser(user),
        };
      }
      current = { token: nextToken, row: next };
    }
    throw refreshedAlready();
  }

  /**
   * Signing out ends the whole session: the token used and every token refreshed from it or
   * that it was refreshed from (those still in their grace), followed along `replaces`.
   */
  async function revoke(sessionId: string): Promise<void> {
    await db.execute(sql`${withChain(sessionId)}
      DELETE FROM ${sessions} WHERE ${sessions.id} IN (SELECT id FROM chain)`);
  }

  /** Ends every session of the user (after a password reset). */
  async function endAll(userId: string, executor: Database = db): Promise<void> {
    await executor.delete(sessions).where(eq(sessions.userId, userId));
  }

  /**
   * Ends every session of the user but the one signed in as `keepSessionId`, the tokens of its
   * own chain included (those still in their refresh grace): a password change, 'sign out all
   * others'.
   */
  async function endAllBut(userId: string, keepSessionId: string, executor: Database = db) {
    await executor.execute(sql`${withChain(keepSessionId)}
      DELETE FROM ${sessions}
        WHERE ${sessions.userId} = ${userId} AND ${sessions.id} NOT IN (SELECT id FROM chain)`);
  }

  /** The second factor was given in this session now: every token of its chain notes it. */
  async function markSecondFactor(sessionId: string): Promise<void> {
    await db.execute(sql`${withChain(sessionId)}
      UPDATE ${sessions} SET second_factor_at = ${new Date(clock.now()).toISOString()}
        WHERE ${sessions.id} IN (SELECT id FROM chain)`);
  }

  /** When the session last gave the second factor (null: never, since it signed in). */
  async function secondFactorAt(sessionId: string): Promise<number | null> {
    const [row] = await db
      .select({ at: sessions.secondFactorAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    return row?.at?.getTime() ?? null;
  }

  return {
    issue,
    authenticate,
    refresh,
    revoke,
    endAll,
    endAllBut,
    markSecondFactor,
    secondFactorAt,
  };
}
