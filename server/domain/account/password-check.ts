import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { DomainError, rateLimited } from '../errors';
import { rules } from '../limits';
import type { RateLimiter } from '../rate-limit';
import { verifyPassword } from '../secrets';

export const WRONG_PASSWORD_MESSAGE = 'Your password is not right.';
export const WRONG_SECOND_FACTOR_MESSAGE = 'The code from your second factor is not right.';

/**
 * The second factor of an account, when it has one: the authenticator app's code or a recovery
 * code (issue 35, the TOTP part). Without it, no account has a second factor and `code` is not
 * asked for; the TOTP module provides it once it lands.
 */
export type SecondFactorCheck = {
  isOn(userId: string): Promise<boolean>;
  /** Whether `code` is right (a recovery code is used up). */
  verify(userId: string, code: string): Promise<boolean>;
};

/** A wrong password or code on the Security page: the route answers 403 (the session stays). */
export class NotConfirmed extends DomainError {
  constructor(message: string, field: string) {
    super('invalid', message, { field });
  }
}

/**
 * Asks the account's password again before a change that matters, under a limit per account
 * (each attempt takes its place before the slow check, and a right one gives it back); then the
 * second factor's code when the account has one and the caller asks for it.
 */
export function createPasswordCheck(deps: {
  db: Database;
  limiter: RateLimiter;
  secondFactor?: SecondFactorCheck;
}) {
  const { db, limiter, secondFactor } = deps;

  async function confirm(
    userId: string,
    password: string,
    options: {
      field?: 'password' | 'currentPassword';
      code?: string;
      needsSecondFactor?: true;
    } = {},
  ): Promise<void> {
    const slot = await limiter.take(rules.accountPasswordFailures, userId);
    if (!slot.allowed) throw rateLimited('Too many wrong passwords.', slot.retryAfterMs);
    const [user] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    if (!(await verifyPassword(user?.passwordHash, password))) {
      throw new NotConfirmed(WRONG_PASSWORD_MESSAGE, options.field ?? 'password');
    }
    if (options.needsSecondFactor && secondFactor && (await secondFactor.isOn(userId))) {
      if (!options.code || !(await secondFactor.verify(userId, options.code))) {
        throw new NotConfirmed(WRONG_SECOND_FACTOR_MESSAGE, 'code');
      }
    }
    await limiter.release(rules.accountPasswordFailures, userId);
  }

  return { confirm };
}
