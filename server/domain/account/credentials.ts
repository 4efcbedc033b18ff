import { eq } from 'drizzle-orm';
import type { User } from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { EMAIL_TAKEN_MESSAGE, isUniqueViolation } from '../accounts';
import type { Clock } from '../clock';
import { DomainError, rateLimited } from '../errors';
import { CODE_VALIDITY_MS, rules } from '../limits';
import type { MailOutbox } from '../mail-outbox';
import { emailChangeCodeMail, emailChangedMail, passwordChangedByOwnerMail } from '../mails';
import type { RateLimiter } from '../rate-limit';
import { hashPassword } from '../secrets';
import { type AuthUser, type Sessions, toPublicUser } from '../sessions';
import type { VerificationCodes } from '../verification-codes';
import type { createPasswordCheck } from './password-check';

export const SAME_EMAIL_MESSAGE = 'This is already the e-mail address of your account.';
export const NO_EMAIL_CHANGE_MESSAGE =
  'No change of e-mail address is waiting. Please ask for a new code.';
const BUSY_NETWORK = 'Too many requests from your network.';

export type Credentials = ReturnType<typeof createCredentials>;

/**
 * The password and the e-mail address, changed by their owner from the Security page (issue
 * 35): each asks the password again, and mails a notice where the owner will see it.
 */
export function createCredentials(deps: {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  outbox: MailOutbox;
  sessions: Sessions;
  codes: VerificationCodes;
  passwordCheck: ReturnType<typeof createPasswordCheck>;
  publicUrl: string;
}) {
  const { db, clock, limiter, outbox, codes, passwordCheck, publicUrl } = deps;

  async function limit(rule: (typeof rules)[keyof typeof rules], key: string) {
    const decision = await limiter.take(rule, key);
    if (!decision.allowed) throw rateLimited(BUSY_NETWORK, decision.retryAfterMs);
  }

  /**
   * A new password with the current one: every other browser session of the account ends (the
   * current one stays signed in), its desktop devices stay signed in, and the owner is mailed.
   */
  async function changePassword(
    user: AuthUser,
    sessionId: string,
    args: { currentPassword: string; newPassword: string },
  ): Promise<void> {
    await passwordCheck.confirm(user.id, args.currentPassword, { field: 'currentPassword' });
    const passwordHash = await hashPassword(args.newPassword);
    await outbox.transaction(async (tx, queue) => {
      await tx
        .update(users)
        .set({ passwordHash, passwordChangedAt: new Date(clock.now()) })
        .where(eq(users.id, user.id));
      await deps.sessions.endAllBut(user.id, sessionId, tx);
      await queue(
        passwordChangedByOwnerMail({ to: user.emailAddress, firstName: user.firstName, publicUrl }),
      );
    });
  }

  const addressTaken = async (emailAddress: string, executor: Database = db) =>
    (
      await executor
        .select({ id: users.id })
        .from(users)
        .where(eq(users.emailAddress, emailAddress))
    ).length > 0;

  /**
   * Asks to move the account to a new address: the password again, then a code mailed to the
   * new address (under the sign-up codes' limits); the address changes once the code is entered.
   */
  async function requestEmailChange(
    user: AuthUser,
    args: { newEmailAddress: string; password: string },
    clientAddress: string,
  ): Promise<void> {
    await limit(rules.codeSendsPerAddress, clientAddress);
    await passwordCheck.confirm(user.id, args.password);
    const to = args.newEmailAddress;
    if (to === user.emailAddress) {
      throw new DomainError('invalid', SAME_EMAIL_MESSAGE, { field: 'newEmailAddress' });
    }
    if (await addressTaken(to)) {
      throw new DomainError('conflict', EMAIL_TAKEN_MESSAGE, { field: 'newEmailAddress' });
    }
    await codes.whileSending(to, 'EMAIL_CHANGE', () =>
      outbox.transaction(async (tx, queue) => {
        await tx.update(users).set({ pendingEmailAddress: to }).where(eq(users.id, user.id));
        const code = await codes.issue(tx, to, 'EMAIL_CHANGE');
        await queue(
          emailChangeCodeMail({
            to,
            firstName: user.firstName,
            code,
            validMinutes: CODE_VALIDITY_MS / 60_000,
            publicUrl,
          }),
        );
      }),
    );
  }

  /**
   * Moves the account to the address its code was mailed to, and tells the old address. The
   * sign-in, the sessions and the devices stay: the account is the same, its address changed.
   */
  async function confirmEmailChange(
    user: AuthUser,
    verificationCode: string,
    clientAddress: string,
  ): Promise<User> {
    await limit(rules.codeUsesPerAddress, clientAddress);
    let outcome: Awaited<ReturnType<typeof codes.attempt>> | 'none' | 'taken' | User;
    let pending = '';
    try {
      outcome = await outbox.transaction(async (tx, queue) => {
        const [row] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
        if (!row?.pendingEmailAddress) return 'none' as const;
        pending = row.pendingEmailAddress;
        const attempt = await codes.attempt(tx, {
          emailAddress: pending,
          purpose: 'EMAIL_CHANGE',
          code: verificationCode,
          consume: true,
        });
        // A failed try is committed (returned, not thrown), so it counts.
        if (attempt !== 'ok') return attempt;
        if (await addressTaken(pending, tx)) return 'taken' as const;
        const [changed] = await tx
          .update(users)
          .set({ emailAddress: pending, pendingEmailAddress: null })
          .where(eq(users.id, user.id))
          .returning();
        await queue(
          emailChangedMail({
            to: row.emailAddress,
            firstName: row.firstName,
            newEmailAddress: pending,
            publicUrl,
          }),
        );
        // biome-ignore lint/style/noNonNullAssertion: the row was read, locked, above
        return toPublicUser(changed!);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      outcome = 'taken';
    }
    if (outcome === 'none') throw new DomainError('invalid', NO_EMAIL_CHANGE_MESSAGE);
    if (outcome === 'taken') {
      throw new DomainError('conflict', EMAIL_TAKEN_MESSAGE, { field: 'newEmailAddress' });
    }
    if (typeof outcome === 'string') throw await codes.failure(outcome, pending, 'EMAIL_CHANGE');
    return outcome;
  }

  return { changePassword, requestEmailChange, confirmEmailChange };
}
