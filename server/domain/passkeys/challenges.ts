import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { PASSKEY_CHALLENGE_MS } from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { passkeyChallenges } from '../../db/schema';
import type { Clock } from '../clock';
import { hashToken } from '../secrets';

export type ChallengePurpose = (typeof passkeyChallenges.$inferInsert)['purpose'];

/**
 * WebAuthn challenges (issue 35) in the database, so the instance that answers the browser
 * need not be the one that asked: each lives 5 minutes and is taken once, by a delete that
 * only one caller can win.
 */
export function createPasskeyChallenges(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  /** Keeps a challenge the library made (base64url), for this purpose and account. */
  async function keep(challenge: string, purpose: ChallengePurpose, userId: string | null) {
    const now = clock.now();
    // Ended challenges are dead weight; drop them while here (indexed on expires_at).
    await db.delete(passkeyChallenges).where(lte(passkeyChallenges.expiresAt, new Date(now)));
    await db.insert(passkeyChallenges).values({
      challengeHash: hashToken(challenge),
      purpose,
      userId,
      expiresAt: new Date(now + PASSKEY_CHALLENGE_MS),
    });
  }

  /**
   * Whether the challenge the browser signed is one we gave, for this purpose and account, and
   * still live; a right one is used up, so it answers once.
   */
  async function take(
    challenge: string,
    purpose: ChallengePurpose,
    userId: string | null,
  ): Promise<boolean> {
    const taken = await db
      .delete(passkeyChallenges)
      .where(
        and(
          eq(passkeyChallenges.challengeHash, hashToken(challenge)),
          eq(passkeyChallenges.purpose, purpose),
          userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
          gt(passkeyChallenges.expiresAt, new Date(clock.now())),
        ),
      )
      .returning({ id: passkeyChallenges.id });
    return taken.length > 0;
  }

  return { keep, take };
}

export type PasskeyChallenges = ReturnType<typeof createPasskeyChallenges>;
