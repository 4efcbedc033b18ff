import { and, count, eq, isNull, lt } from 'drizzle-orm';
import type { TotpSetup, TotpStatus } from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { authenticatorApps, recoveryCodes } from '../../db/schema';
import type { Clock } from '../clock';
import { DomainError, rateLimited } from '../errors';
import { rules } from '../limits';
import type { RateLimiter } from '../rate-limit';
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes';
import type { SecretBox } from './secret-box';
import { newTotpSecret, otpauthUrl, totpStep } from './totp';

export const TOTP_ON_ALREADY = 'The authenticator app is on already.';
export const TOTP_NOT_ON = 'The authenticator app is not on.';
export const NO_SETUP = 'Start setting up the authenticator app first.';

export type Authenticator = ReturnType<typeof createAuthenticator>;

/**
 * An account's authenticator app (TOTP, RFC 6238) and its recovery codes (issue 35). Every code
 * is checked against the database in one conditional write, so a code is accepted once on
 * whichever instance it reaches: a TOTP code's time step must be newer than the last accepted
 * one, a recovery code must still be unused. Wrong codes count under a per-account limit.
 */
export function createAuthenticator(deps: {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  box: SecretBox;
}) {
  const { db, clock, limiter, box } = deps;

  async function appOf(userId: string, executor: Database = db) {
    const [app] = await executor
      .select()
      .from(authenticatorApps)
      .where(eq(authenticatorApps.userId, userId));
    return app;
  }

  async function isOn(userId: string): Promise<boolean> {
    return (await appOf(userId))?.confirmedAt != null;
  }

  async function status(userId: string): Promise<TotpStatus> {
    const [left] = await db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    return { enabled: await isOn(userId), recoveryCodesLeft: left?.n ?? 0 };
  }

  /** A new secret, pending until `confirm`; starting again replaces a pending one. */
  async function start(user: { id: string; emailAddress: string }): Promise<TotpSetup> {
    if (await isOn(user.id)) throw new DomainError('conflict', TOTP_ON_ALREADY);
    const secret = newTotpSecret();
    const row = { secret: box.seal(secret), createdAt: new Date(clock.now()), lastUsedStep: 0 };
    await db
      .insert(authenticatorApps)
      .values({ userId: user.id, ...row })
      .onConflictDoUpdate({
        target: authenticatorApps.userId,
        set: row,
        // A confirmed app is never replaced by a set-up started in a race with its confirmation.
        setWhere: isNull(authenticatorApps.confirmedAt),
      });
    return { secret, otpauthUrl: otpauthUrl(secret, user.emailAddress) };
  }

  /**
   * Accepts a six-digit code once: the step it is right for is written as the last used, only
   * if it is newer than the one before (so the same code, sent twice at once, passes once).
   */
  async function acceptTotp(
    userId: string,
    code: string,
    executor: Database,
    state: 'pending' | 'on',
  ): Promise<boolean> {
    const app = await appOf(userId, executor);
    if (!app || (app.confirmedAt != null) !== (state === 'on')) return false;
    const step = totpStep(box.open(app.secret), code, clock.now());
    if (step === null) return false;
    const accepted = await executor
      .update(authenticatorApps)
      .set({
        lastUsedStep: step,
        ...(state === 'pending' ? { confirmedAt: new Date(clock.now()) } : {}),
      })
      .where(and(eq(authenticatorApps.userId, userId), lt(authenticatorApps.lastUsedStep, step)))
      .returning({ userId: authenticatorApps.userId });
    return accepted.length > 0;
  }

  async function acceptRecoveryCode(userId: string, code: string): Promise<boolean> {
    if (normaliseRecoveryCode(code) === null) return false;
    const used = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date(clock.now()) })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, hashRecoveryCode(userId, code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return used.length > 0;
  }

  /**
   * Runs one code check under the account's limit of wrong codes: the attempt takes its place
   * first (a burst cannot pass together), a right code gives it back.
   */
  async function limited(userId: string, check: () => Promise<boolean>): Promise<boolean> {
    const slot = await limiter.take(rules.secondFactorFailures, userId);
    if (!slot.allowed) throw rateLimited('Too many wrong codes.', slot.retryAfterMs);
    const right = await check();
    if (right) await limiter.release(rules.secondFactorFailures, userId);
    return right;
  }

  /** Whether `code` is a right code of the app that is on, or an unused recovery code (used up). */
  function verify(userId: string, code: string, options: { recovery?: boolean } = {}) {
    return limited(userId, async () => {
      if (!(await isOn(userId))) return false;
      if (await acceptTotp(userId, code, db, 'on')) return true;
      return options.recovery !== false && acceptRecoveryCode(userId, code);
    });
  }

  /** New recovery codes, replacing every old one; only their hashes are kept. */
  async function replaceRecoveryCodes(userId: string, executor: Database): Promise<string[]> {
    const codes = newRecoveryCodes();
    await executor.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await executor
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(userId, code) })));
    return codes;
  }

  /** Turns the pending app on with its first code: the recovery codes, shown once. */
  async function confirm(userId: string, code: string): Promise<string[] | null> {
    const app = await appOf(userId);
    if (!app) throw new DomainError('conflict', NO_SETUP);
    if (app.confirmedAt) throw new DomainError('conflict', TOTP_ON_ALREADY);
    const made: { codes: string[] | null } = { codes: null };
    await limited(userId, () =>
      db.transaction(async (tx) => {
        if (!(await acceptTotp(userId, code, tx, 'pending'))) return false;
        made.codes = await replaceRecoveryCodes(userId, tx);
        return true;
      }),
    );
    return made.codes;
  }

  /** New recovery codes with a code from the app (not a recovery code: they are what is renewed). */
  async function renewRecoveryCodes(userId: string, code: string): Promise<string[] | null> {
    if (!(await isOn(userId))) throw new DomainError('conflict', TOTP_NOT_ON);
    if (!(await verify(userId, code, { recovery: false }))) return null;
    return db.transaction((tx) => replaceRecoveryCodes(userId, tx));
  }

  /** Forgets the app and its recovery codes (the caller has checked the password and a code). */
  async function turnOff(userId: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.delete(authenticatorApps).where(eq(authenticatorApps.userId, userId));
    });
  }

  return { isOn, status, start, confirm, verify, renewRecoveryCodes, turnOff };
}
