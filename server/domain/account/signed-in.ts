import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { SignedInSession } from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { devices, sessions } from '../../db/schema';
import type { Clock } from '../clock';
import { isLiveDevice, signOutAllDevices } from '../devices/device-tokens';
import type { Sessions } from '../sessions';

/** What a desktop device shows for a User-Agent: its own name, system and version. */
const deviceAgent = (row: { name: string; platform: string; appVersion: string }) =>
  `${row.name} (${row.platform}, ${row.appVersion})`;

export type SignedIn = ReturnType<typeof createSignedIn>;

/**
 * Where an account is signed in (issue 35): its browser sessions (one per sign-in: the newest
 * token of its chain of refreshes) and its live desktop devices; signing one out, or all but
 * the current session.
 */
export function createSignedIn(deps: { db: Database; clock: Clock; sessions: Sessions }) {
  const { db, clock } = deps;

  async function list(userId: string, currentSessionId: string): Promise<SignedInSession[]> {
    const now = new Date(clock.now());
    const browsers = await db
      .select()
      .from(sessions)
      .where(
        and(eq(sessions.userId, userId), isNull(sessions.rotatedAt), gt(sessions.expiresAt, now)),
      );
    const desktops = await db
      .select()
      .from(devices)
      .where(and(eq(devices.userId, userId), isLiveDevice(now)))
      .orderBy(desc(devices.activatedAt));
    const listed: SignedInSession[] = [
      ...browsers.map((row) => ({
        id: row.id,
        kind: 'browser' as const,
        current: row.id === currentSessionId,
        createdAt: (row.signedInAt ?? row.createdAt).getTime(),
        lastUsedAt: (row.lastUsedAt ?? row.createdAt).getTime(),
        userAgent: row.userAgent ?? '',
      })),
      ...desktops.map((row) => ({
        id: row.id,
        kind: 'device' as const,
        current: false,
        createdAt: row.activatedAt.getTime(),
        lastUsedAt: (row.lastSeenAt ?? row.activatedAt).getTime(),
        userAgent: deviceAgent(row),
      })),
    ];
    // This browser first, then the most recently used.
    return listed.sort(
      (a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt - a.lastUsedAt,
    );
  }

  /** Signs out one browser session (its whole chain) or device of the account; false if none. */
  async function signOut(userId: string, id: string): Promise<boolean> {
    const [session] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, id), eq(sessions.userId, userId)));
    if (session) {
      await deps.sessions.revoke(session.id);
      return true;
    }
    const at = new Date(clock.now());
    const revoked = await db
      .update(devices)
      .set({ revokedAt: at })
      .where(and(eq(devices.id, id), eq(devices.userId, userId), isLiveDevice(at)))
      .returning({ id: devices.id });
    return revoked.length > 0;
  }

  /** Signs out every browser session and device of the account but the current session. */
  async function signOutOthers(userId: string, currentSessionId: string): Promise<void> {
    await db.transaction(async (tx) => {
      await deps.sessions.endAllBut(userId, currentSessionId, tx);
      await signOutAllDevices(tx, userId, new Date(clock.now()));
    });
  }

  return { list, signOut, signOutOthers };
}
