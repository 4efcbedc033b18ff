import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { verificationCodes } from '../db/schema';
import type { Clock } from './clock';
import { DomainError, describeWait, rateLimited } from './errors';
import { CODE_MAX_FAILED_ATTEMPTS, CODE_VALIDITY_MS, rules } from './limits';
import type { RateLimiter } from './rate-limit';
import { hashCode, newCode, sameHash } from './secrets';

export type CodePurpose = 'REGISTRATION' | 'PASSWORD_RESET' | 'EMAIL_CHANGE';

/** What trying a code found. Only `ok` lets the caller go on. */
export type CodeOutcome = 'ok' | 'wrong' | 'expired' | 'exhausted';

export const INVALID_CODE_MESSAGE = 'Invalid verification code.';
export const EXPIRED_CODE_MESSAGE = 'This verification code has expired. Please request a new one.';
export const EXHAUSTED_CODE_MESSAGE =
  'Too many incorrect codes. Please request a new verification code.';

export type VerificationCodes = ReturnType<typeof createVerificationCodes>;

/**
 * E-mailed six-digit codes: one live code per address and purpose, kept hashed, valid
 * 15 minutes, dead after 5 wrong tries; sends limited per address and purpose (60 s) and per
 * address (10 a day).
 */
export function createVerificationCodes(deps: { clock: Clock; limiter: RateLimiter }) {
  const { clock, limiter } = deps;

  /**
   * Runs `send` (storing a code and queueing its mail) inside the address's send limits: its places are
   * taken first, so of several sends at once only the limit's worth go out, and given back when
   * `send` fails, so the person may retry at once. Throws the limit's refusal instead.
   */
  async function whileSending(
    emailAddress: string,
    purpose: CodePurpose,
    send: () => Promise<void>,
  ): Promise<void> {
    const cooldownKey = `${purpose}:${emailAddress}`;
    const cooldown = await limiter.take(rules.codeSendCooldown, cooldownKey);
    if (!cooldown.allowed) {
      throw rateLimited('A code was sent a moment ago.', cooldown.retryAfterMs);
    }
    const daily = await limiter.take(rules.codeSendsPerEmail, emailAddress);
    if (!daily.allowed) {
      await limiter.release(rules.codeSendCooldown, cooldownKey);
      throw rateLimited(
        'Too many codes were sent to this e-mail address today.',
        daily.retryAfterMs,
      );
    }
    try {
      await send();
    } catch (error) {
      await limiter.release(rules.codeSendCooldown, cooldownKey);
      await limiter.release(rules.codeSendsPerEmail, emailAddress);
      throw error;
    }
  }

  /**
   * Stores a new code in the caller's transaction (the one that queues its mail), replacing any
   * earlier one for the address and purpose; returns it.
   */
  async function issue(tx: Database, emailAddress: string, purpose: CodePurpose): Promise<string> {
    const code = newCode();
    const now = clock.now();
    const values = {
      codeHash: hashCode(emailAddress, purpose, code),
      failedAttempts: 0,
      createdAt: new Date(now),
      expiresAt: new Date(now + CODE_VALIDITY_MS),
    };
    // Codes that ended a day ago help nobody; the index on expires_at keeps this cheap.
    await tx
      .delete(verificationCodes)
      .where(lte(verificationCodes.expiresAt, new Date(now - 24 * 60 * 60 * 1000)));
    await tx
      .insert(verificationCodes)
      .values({ emailAddress, purpose, ...values })
      .onConflictDoUpdate({
        target: [verificationCodes.emailAddress, verificationCodes.purpose],
        set: values,
      });
    return code;
  }

  /**
   * Tries a code inside the caller's transaction, the row locked so parallel guesses queue up.
   * A wrong code counts a failed try (the caller must commit, not throw, to keep it); with
   * `consume` a right code is used up.
   */
  async function attempt(
    tx: Database,
    args: { emailAddress: string; purpose: CodePurpose; code: string; consume: boolean },
  ): Promise<CodeOutcome> {
    const where = and(
      eq(verificationCodes.emailAddress, args.emailAddress),
      eq(verificationCodes.purpose, args.purpose),
    );
    const [row] = await tx.select().from(verificationCodes).where(where).for('update');
    if (!row) return 'wrong';
    if (row.failedAttempts >= CODE_MAX_FAILED_ATTEMPTS) return 'exhausted';
    if (row.expiresAt.getTime() <= clock.now()) return 'expired';
    if (!sameHash(row.codeHash, hashCode(args.emailAddress, args.purpose, args.code))) {
      await tx
        .update(verificationCodes)
        .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
        .where(eq(verificationCodes.id, row.id));
      return 'wrong';
    }
    if (args.consume) await tx.delete(verificationCodes).where(eq(verificationCodes.id, row.id));
    return 'ok';
  }

  /**
   * The error a failed attempt answers with. Used-up tries are a limit (429) whose retry time is
   * when a new code may be sent.
   */
  async function failure(
    outcome: Exclude<CodeOutcome, 'ok'>,
    emailAddress: string,
    purpose: CodePurpose,
  ): Promise<DomainError> {
    if (outcome === 'exhausted') {
      const cooldown = await limiter.check(rules.codeSendCooldown, `${purpose}:${emailAddress}`);
      const retryAfterMs = cooldown.allowed ? 0 : cooldown.retryAfterMs;
      const message =
        retryAfterMs > 0
          ? `${EXHAUSTED_CODE_MESSAGE.slice(0, -1)} in ${describeWait(retryAfterMs)}.`
          : EXHAUSTED_CODE_MESSAGE;
      return new DomainError('rate-limited', message, { retryAfterMs });
    }
    const message = outcome === 'expired' ? EXPIRED_CODE_MESSAGE : INVALID_CODE_MESSAGE;
    return new DomainError('invalid', message, { field: 'verificationCode' });
  }

  return { whileSending, issue, attempt, failure };
}
