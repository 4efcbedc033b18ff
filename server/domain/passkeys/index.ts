import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { and, asc, eq } from 'drizzle-orm';
import {
  PASSKEY_CHALLENGE_MS,
  type Passkey,
  passkeyMessages,
} from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { passkeys, users } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Clock } from '../clock';
import { DomainError, rateLimited } from '../errors';
import { rules } from '../limits';
import type { RateLimiter } from '../rate-limit';
import type { AuthUser } from '../sessions';
import { createPasskeyChallenges } from './challenges';

/** The name browsers show beside the account's passkeys. */
const RP_NAME = 'SignalHand';

type PasskeyRow = typeof passkeys.$inferSelect;
type UserRow = typeof users.$inferSelect;

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.getTime(),
  lastUsedAt: row.lastUsedAt?.getTime() ?? null,
  synced: row.synced,
});

/** WebAuthn options are plain JSON; their interfaces only lack the index signature saying so. */
const asJson = <T extends object>(options: T) => options as T & Record<string, unknown>;

/** The WebAuthn user handle of an account: its id's bytes, so a passkey's answer names it. */
const userHandleOf = (userId: string) => isoUint8Array.fromUTF8String(userId);

/** The browser's answer did not check out: a 400 on `response` (the session is fine). */
const notVerified = () =>
  new DomainError('invalid', passkeyMessages.notVerified, { field: 'response' });
/** A sign-in's refusal: the same for an unknown passkey and a bad answer. */
const signInRefused = () => new DomainError('wrong-credentials', passkeyMessages.notVerified);

/**
 * Passkeys (issue 35): WebAuthn credentials added on the Security page, and the sign-in with
 * them, which is both factors at once (user verification is required). The relying party is
 * the site customers reach: its host is the RP ID, its origin the only one accepted.
 */
export function createPasskeys(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  limiter: RateLimiter;
  /** PUBLIC_URL. */
  publicUrl: string;
}) {
  const { db, clock, logger } = deps;
  const site = new URL(deps.publicUrl);
  const rpID = site.hostname;
  const origin = site.origin;
  const challenges = createPasskeyChallenges(deps);

  const ofUser = (userId: string, id: string) =>
    and(eq(passkeys.userId, userId), eq(passkeys.id, id));

  async function list(userId: string): Promise<Passkey[]> {
    const rows = await db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
    return rows.map(toPasskey);
  }

  async function has(userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .limit(1);
    return row !== undefined;
  }

  /** The options to create a passkey with; the account's own are excluded (no twice the same). */
  async function registrationOptions(user: AuthUser) {
    const own = await db
      .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
      .from(passkeys)
      .where(eq(passkeys.userId, user.id));
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID,
      userName: user.emailAddress,
      userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.emailAddress,
      userID: userHandleOf(user.id),
      timeout: PASSKEY_CHALLENGE_MS,
      attestationType: 'none',
      excludeCredentials: own.map((row) => ({ id: row.credentialId, transports: row.transports })),
      // Discoverable (the sign-in names no account) and verified (a PIN or a fingerprint: the
      // second factor).
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await challenges.keep(options.challenge, 'register', user.id);
    return asJson(options);
  }

  async function register(
    userId: string,
    name: string,
    response: RegistrationResponseJSON,
  ): Promise<Passkey> {
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => challenges.take(challenge, 'register', userId),
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    }).catch((error: unknown) => {
      logger.info('passkey registration refused', { reason: String(error) });
      throw notVerified();
    });
    if (!verification.verified) throw notVerified();
    const info = verification.registrationInfo;
    const [row] = await db
      .insert(passkeys)
      .values({
        userId,
        credentialId: info.credential.id,
        publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
        synced: info.credentialBackedUp,
        name,
        createdAt: new Date(clock.now()),
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    if (!row) throw new DomainError('conflict', 'This passkey is added already.');
    return toPasskey(row);
  }

  async function rename(userId: string, id: string, name: string): Promise<Passkey | undefined> {
    const [row] = await db.update(passkeys).set({ name }).where(ofUser(userId, id)).returning();
    return row ? toPasskey(row) : undefined;
  }

  async function exists(userId: string, id: string): Promise<boolean> {
    const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(ofUser(userId, id));
    return row !== undefined;
  }

  async function remove(userId: string, id: string): Promise<boolean> {
    const removed = await db
      .delete(passkeys)
      .where(ofUser(userId, id))
      .returning({ id: passkeys.id });
    return removed.length > 0;
  }

  /** Options for any of the site's passkeys: the browser offers the ones it holds (autofill). */
  async function signInOptions(clientAddress: string) {
    const slot = await deps.limiter.take(rules.passkeyChallengesPerAddress, clientAddress);
    if (!slot.allowed) {
      throw rateLimited('Too many passkey sign-ins from your network.', slot.retryAfterMs);
    }
    const options = await generateAuthenticationOptions({
      rpID,
      timeout: PASSKEY_CHALLENGE_MS,
      userVerification: 'required',
    });
    await challenges.keep(options.challenge, 'sign-in', null);
    return asJson(options);
  }

  /**
   * The account whose passkey signed the challenge, verified (the user too), its counter moved
   * on; a refusal otherwise, the same whatever failed.
   */
  async function signIn(response: AuthenticationResponseJSON): Promise<UserRow> {
    const [found] = await db
      .select({ passkey: passkeys, user: users })
      .from(passkeys)
      .innerJoin(users, eq(users.id, passkeys.userId))
      .where(eq(passkeys.credentialId, response.id));
    const handle = response.response.userHandle;
    if (!found || (handle && handle !== isoBase64URL.fromBuffer(userHandleOf(found.user.id)))) {
      logger.info('passkey sign-in refused', { reason: 'unknown passkey' });
      throw signInRefused();
    }
    const { passkey, user } = found;
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => challenges.take(challenge, 'sign-in', null),
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    }).catch((error: unknown) => {
      // A counter that went back (a cloned authenticator) is refused here too.
      logger.info('passkey sign-in refused', { reason: String(error) });
      throw signInRefused();
    });
    if (!verification.verified) throw signInRefused();
    await db
      .update(passkeys)
      .set({
        counter: verification.authenticationInfo.newCounter,
        synced: verification.authenticationInfo.credentialBackedUp,
        lastUsedAt: new Date(clock.now()),
      })
      .where(eq(passkeys.id, passkey.id));
    return user;
  }

  return {
    list,
    has,
    exists,
    registrationOptions,
    register,
    rename,
    remove,
    signInOptions,
    signIn,
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
