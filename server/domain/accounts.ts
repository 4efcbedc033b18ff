import { eq } from 'drizzle-orm';
import { describeUserAgent, type SessionResponse } from '../../src/services/contract';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { Logger } from '../logger';
import { rememberBrowser } from './account/known-browsers';
import type { Clock } from './clock';
import { signOutAllDevices } from './devices';
import { DomainError, describeWait, rateLimited } from './errors';
import { CODE_VALIDITY_MS, rules } from './limits';
import type { MailOutbox } from './mail-outbox';
import {
  newBrowserSignInMail,
  noAccountMail,
  passwordChangedMail,
  passwordResetCodeMail,
  registrationCodeMail,
} from './mails';
import type { RateLimiter } from './rate-limit';
import { type SecondFactorTickets, TICKET_ENDED_MESSAGE } from './second-factor/tickets';
import { hashPassword, verifyPassword } from './secrets';
import type { Sessions } from './sessions';
import {
  type CodeOutcome,
  type CodePurpose,
  EXPIRED_CODE_MESSAGE,
  INVALID_CODE_MESSAGE,
  type VerificationCodes,
} from './verification-codes';

export const EMAIL_TAKEN_MESSAGE = 'This email address already exists in the system.';
export const WRONG_CREDENTIALS_MESSAGE = 'Invalid email or password.';
/** Told only to whoever gave the right password: the lock is no secret from its owner. */
export const ACCOUNT_DISABLED_MESSAGE =
  'This account has been locked by our team. Please contact support to have it unlocked.';
export const REGISTERED_MESSAGE = 'Your account has been created.';
export const PASSWORD_UPDATED_MESSAGE =
  'Your password has been reset. Please login with your new password.';
const BUSY_NETWORK = 'Too many requests from your network.';

export type AccountsDeps = {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  /** Code mails go out through it, queued with the code they carry. */
  outbox: MailOutbox;
  logger: Logger;
  sessions: Sessions;
  codes: VerificationCodes;
  /** Where mails point people (sign-up link). */
  publicUrl: string;
  /** The second factor (issue 35): an account with one signs in in two steps. */
  secondFactor?: SecondFactorSignIn;
};

/** What the sign-in needs of the second factor: whether it is on, its tickets, a code check. */
export type SecondFactorSignIn = {
  isOn(userId: string): Promise<boolean>;
  verify(userId: string, code: string): Promise<boolean>;
  tickets: SecondFactorTickets;
};

/** E-mails, names and passwords arrive already validated and normalised by the contract. */
export type Registration = {
  emailAddress: string;
  firstName: string;
  lastName: string;
  verificationCode: string;
  referrerDetails: string;
  password: string;
};

export type Accounts = ReturnType<typeof createAccounts>;

/** Sign-up, login and password reset: the rules, with one transaction per write. */
export function createAccounts(deps: AccountsDeps) {
  const { db, clock, limiter, outbox, logger, sessions, codes } = deps;
  const validMinutes = CODE_VALIDITY_MS / 60_000;

  async function limit(rule: (typeof rules)[keyof typeof rules], key: string, what: string) {
    const decision = await limiter.take(rule, key);
    if (!decision.allowed) throw rateLimited(what, decision.retryAfterMs);
  }

  async function findUser(emailAddress: string, executor: Database = db) {
    const [user] = await executor.select().from(users).where(eq(users.emailAddress, emailAddress));
    return user;
  }

  async function exists(emailAddress: string, clientAddress: string): Promise<boolean> {
    await limit(rules.emailChecksPerAddress, clientAddress, BUSY_NETWORK);
    return (await findUser(emailAddress)) !== undefined;
  }

  /**
   * Starts a session for the browser that signed in, and notes the browser: a sign-in from one
   * the account has not used before mails its owner a notice (issue 35).
   */
  function signIn(
    user: typeof users.$inferSelect,
    userAgent: string | undefined,
    withSecondFactor = false,
  ) {
    if (!userAgent) return sessions.issue(user, db, { withSecondFactor });
    return outbox.transaction(async (tx, queue) => {
      const session = await sessions.issue(user, tx, { userAgent, withSecondFactor });
      const at = new Date(clock.now());
      if ((await rememberBrowser(tx, { userId: user.id, userAgent, at })) === 'new') {
        const { browser, system } = describeUserAgent(userAgent);
        await queue(
          newBrowserSignInMail({
            to: user.emailAddress,
            firstName: user.firstName,
            browser: `${browser} on ${system}`,
            publicUrl: deps.publicUrl,
          }),
        );
      }
      return session;
    });
  }

  async function login(
    args: { username: string; password: string },
    clientAddress: string,
    userAgent?: string,
  ) {
    const account = args.username;
    // Each attempt takes its place under both limits before the (slow) password check, so a
    // burst sent at once cannot pass them together; a success gives the places back. Unknown
    // e-mails count too, so the answers never tell which accounts exist.
    const fromAddress = await limiter.take(rules.loginFailuresPerAddress, clientAddress);
    if (!fromAddress.allowed) {
      throw rateLimited(
        'Too many failed login attempts from your network.',
        fromAddress.retryAfterMs,
      );
    }
    const slot = await limiter.take(rules.loginFailuresPerAccount, account);
    if (!slot.allowed) {
      // A paused account checks no password: the attempt costs the network nothing.
      await limiter.release(rules.loginFailuresPerAddress, clientAddress);
      throw accountPaused(slot.retryAfterMs);
    }
    const user = await findUser(account);
    // verifyPassword is false without a user, after the same work as a wrong password.
    const passwordRight = await verifyPassword(user?.passwordHash, args.password);
    if (passwordRight && user) {
      await limiter.reset(rules.loginFailuresPerAccount, account);
      await limiter.release(rules.loginFailuresPerAddress, clientAddress);
      if (user.lockedAt) throw new DomainError('account-disabled', ACCOUNT_DISABLED_MESSAGE);
      if (deps.secondFactor && (await deps.secondFactor.isOn(user.id))) {
        return deps.secondFactor.tickets.issue(user.id, userAgent);
      }
      return signIn(user, userAgent);
    }
    logger.info('login failed', { knownAccount: user !== undefined });
    const after = await limiter.check(rules.loginFailuresPerAccount, account);
    if (!after.allowed) throw accountPaused(after.retryAfterMs);
    throw new DomainError('wrong-credentials', WRONG_CREDENTIALS_MESSAGE);
  }

  /**
   * The sign-in's second step: the login's ticket and a code from the app or a recovery code.
   * A wrong code counts on the ticket (the 5th ends it) and under the account's limit; a right
   * one spends the ticket, so it signs in once.
   */
  async function loginWithSecondFactor(
    args: { ticket: string; code: string },
    clientAddress: string,
  ) {
    const secondFactor = deps.secondFactor;
    if (!secondFactor) throw new DomainError('wrong-credentials', TICKET_ENDED_MESSAGE);
    await limit(rules.loginFailuresPerAddress, clientAddress, BUSY_NETWORK);
    const { user, userAgent } = await secondFactor.tickets.open(args.ticket);
    if (!(await secondFactor.verify(user.id, args.code))) {
      logger.info('second factor refused');
      return secondFactor.tickets.refuse(args.ticket);
    }
    await limiter.release(rules.loginFailuresPerAddress, clientAddress);
    if (!(await secondFactor.tickets.spend(args.ticket))) {
      throw new DomainError('wrong-credentials', TICKET_ENDED_MESSAGE);
    }
    if (user.lockedAt) throw new DomainError('account-disabled', ACCOUNT_DISABLED_MESSAGE);
    return signIn(user, userAgent, true);
  }

  /**
   * A sign-in with a passkey (issue 35): both factors at once, so the session is the one a
   * password and a code give. `proven` checks the passkey's answer and names its account; a
   * refusal counts under the network's login limit, as a wrong password does.
   */
  async function loginWithPasskey(
    proven: () => Promise<typeof users.$inferSelect>,
    clientAddress: string,
    userAgent?: string,
  ) {
    await limit(rules.loginFailuresPerAddress, clientAddress, BUSY_NETWORK);
    const user = await proven();
    await limiter.release(rules.loginFailuresPerAddress, clientAddress);
    if (user.lockedAt) throw new DomainError('account-disabled', ACCOUNT_DISABLED_MESSAGE);
    return signIn(user, userAgent, true);
  }

  function accountPaused(retryAfterMs: number) {
    return new DomainError(
      'account-locked',
      `Too many failed login attempts. Please try again in ${describeWait(retryAfterMs)}.`,
      { retryAfterMs },
    );
  }

  /**
   * Sends a sign-up code; the address must not belong to an account yet. The code and its mail
   * are stored together: the answer means the mail is queued, and the outbox delivers it.
   */
  async function sendRegistrationCode(
    args: { emailAddress: string; firstName: string },
    clientAddress: string,
  ): Promise<void> {
    await limit(rules.codeSendsPerAddress, clientAddress, BUSY_NETWORK);
    if (await findUser(args.emailAddress)) {
      throw new DomainError('conflict', EMAIL_TAKEN_MESSAGE, { field: 'emailAddress' });
    }
    await codes.whileSending(args.emailAddress, 'REGISTRATION', () =>
      outbox.transaction(async (tx, queue) => {
        const code = await codes.issue(tx, args.emailAddress, 'REGISTRATION');
        await queue(
          registrationCodeMail({
            to: args.emailAddress,
            firstName: args.firstName,
            code,
            validMinutes,
            publicUrl: deps.publicUrl,
          }),
        );
      }),
    );
  }

  /**
   * Sends a reset code. For an address with no account it sends a mail saying so instead, and
   * answers the same way, under the same limits: the answer tells nothing about accounts.
   */
  async function sendResetCode(emailAddress: string, clientAddress: string): Promise<void> {
    await limit(rules.codeSendsPerAddress, clientAddress, BUSY_NETWORK);
    await codes.whileSending(emailAddress, 'PASSWORD_RESET', async () => {
      const user = await findUser(emailAddress);
      await outbox.transaction(async (tx, queue) => {
        if (!user) return queue(noAccountMail({ to: emailAddress, publicUrl: deps.publicUrl }));
        const code = await codes.issue(tx, emailAddress, 'PASSWORD_RESET');
        await queue(
          passwordResetCodeMail({
            to: emailAddress,
            firstName: user.firstName,
            code,
            validMinutes,
            publicUrl: deps.publicUrl,
          }),
        );
      });
    });
  }

  /** Whether the code is right, without using it up (a wrong one still costs a try). */
  async function checkCode(
    args: { emailAddress: string; verificationCode: string; purpose: CodePurpose },
    clientAddress: string,
  ): Promise<{ valid: true } | { valid: false; message: string }> {
    await limit(rules.codeUsesPerAddress, clientAddress, BUSY_NETWORK);
    const outcome = await db.transaction((tx) =>
      codes.attempt(tx, {
        emailAddress: args.emailAddress,
        purpose: args.purpose,
        code: args.verificationCode,
        consume: false,
      }),
    );
    if (outcome === 'ok') return { valid: true };
    if (outcome === 'exhausted')
      throw await codes.failure(outcome, args.emailAddress, args.purpose);
    return {
      valid: false,
      message: outcome === 'expired' ? EXPIRED_CODE_MESSAGE : INVALID_CODE_MESSAGE,
    };
  }

  /** Creates the account, uses up the code and starts a session, all or nothing. */
  async function register(args: Registration, clientAddress: string, userAgent?: string) {
    await limit(rules.codeUsesPerAddress, clientAddress, BUSY_NETWORK);
    const passwordHash = await hashPassword(args.password);
    const now = new Date(clock.now());
    let result: SessionResponse | Exclude<CodeOutcome, 'ok'> | 'taken';
    try {
      result = await db.transaction(async (tx) => {
        if (await findUser(args.emailAddress, tx)) return 'taken' as const;
        const outcome = await codes.attempt(tx, {
          emailAddress: args.emailAddress,
          purpose: 'REGISTRATION',
          code: args.verificationCode,
          consume: true,
        });
        // A failed try is committed (returned, not thrown), so it counts.
        if (outcome !== 'ok') return outcome;
        const [user] = await tx
          .insert(users)
          .values({
            emailAddress: args.emailAddress,
            passwordHash,
            firstName: args.firstName,
            lastName: args.lastName,
            referrerDetails: args.referrerDetails,
            termsAcceptedAt: now,
            passwordChangedAt: now,
          })
          .returning();
        // biome-ignore lint/style/noNonNullAssertion: an insert returning one row
        const created = user!;
        // The browser it was made in is the account's first: no notice for it.
        if (userAgent) {
          await rememberBrowser(tx, { userId: created.id, userAgent, at: now });
        }
        return sessions.issue(created, tx, { userAgent });
      });
    } catch (error) {
      if (isUniqueViolation(error)) result = 'taken';
      else throw error;
    }
    if (result === 'taken') {
      throw new DomainError('conflict', EMAIL_TAKEN_MESSAGE, { field: 'emailAddress' });
    }
    if (typeof result === 'string') {
      throw await codes.failure(result, args.emailAddress, 'REGISTRATION');
    }
    logger.info('account created');
    return { ...result, message: REGISTERED_MESSAGE };
  }

  /**
   * Sets a new password with a reset code, ends every session and signs out every desktop
   * device of the account, and mails the owner a notice: all in one transaction.
   */
  async function resetPassword(
    args: { emailAddress: string; verificationCode: string; password: string },
    clientAddress: string,
  ) {
    await limit(rules.codeUsesPerAddress, clientAddress, BUSY_NETWORK);
    const passwordHash = await hashPassword(args.password);
    const outcome = await outbox.transaction(async (tx, queue) => {
      const attempt = await codes.attempt(tx, {
        emailAddress: args.emailAddress,
        purpose: 'PASSWORD_RESET',
        code: args.verificationCode,
        consume: true,
      });
      if (attempt !== 'ok') return attempt;
      const at = new Date(clock.now());
      const [user] = await tx
        .update(users)
        .set({ passwordHash, passwordChangedAt: at })
        .where(eq(users.emailAddress, args.emailAddress))
        .returning({ id: users.id, firstName: users.firstName });
      // The account went away since the code was sent: the code is worth nothing now.
      if (!user) return 'wrong' as const;
      await sessions.endAll(user.id, tx);
      // Whoever had the old password may have signed a device in: its token goes too (issue 32).
      await signOutAllDevices(tx, user.id, at);
      await queue(
        passwordChangedMail({
          to: args.emailAddress,
          firstName: user.firstName,
          publicUrl: deps.publicUrl,
        }),
      );
      return 'ok' as const;
    });
    if (outcome !== 'ok') throw await codes.failure(outcome, args.emailAddress, 'PASSWORD_RESET');
    // Whoever proved the mailbox may log in at once, even after a lockout.
    await limiter.reset(rules.loginFailuresPerAccount, args.emailAddress);
    logger.info('password reset');
    return { success: true, message: PASSWORD_UPDATED_MESSAGE };
  }

  return {
    exists,
    login,
    loginWithSecondFactor,
    loginWithPasskey,
    sendRegistrationCode,
    sendResetCode,
    checkCode,
    register,
    resetPassword,
  };
}

/** PostgreSQL's unique_violation, as node-postgres or PGlite report it (maybe wrapped). */
export function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
