import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * The library's defaults are argon2id, 19 MiB, 2 passes (OWASP's minimum); the native module
 * runs them off the event loop, so a login does not hold up other requests. (`Algorithm` is a
 * const enum the isolated-module build cannot import; 2 is its `Argon2id`, asserted in tests.)
 */
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** A valid hash of a random password, verified when the e-mail is unknown so timing matches. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string) {
  if (passwordHash === undefined) {
    decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** A bearer token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so the table alone opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Six random digits, leading zeros kept. */
export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** A code's hash is bound to its address and purpose, so a row cannot be reused for another. */
export function hashCode(emailAddress: string, purpose: string, code: string): string {
  return createHash('sha256').update(`${purpose}\n${emailAddress}\n${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
