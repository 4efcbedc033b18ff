import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../src/services/contract';

/** Letters and digits no one confuses when copying from paper (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

/** 10 characters of 31 (about 49 bits): unguessable in the few tries a sign-in allows. */
function newRecoveryCode(): string {
  const pick = () => Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${pick().join('')}-${pick().join('')}`;
}

export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** A recovery code as typed (any case, with or without the dash and spaces), or null. */
export function normaliseRecoveryCode(typed: string): string | null {
  const bare = typed.toLowerCase().replace(/[\s-]/g, '');
  return bare.length === HALF * 2 && [...bare].every((c) => ALPHABET.includes(c)) ? bare : null;
}

/**
 * What the table keeps of a code: its SHA-256, bound to the account. The codes are random and
 * long, so a fast hash is enough (no password to stretch), and lookup is by equality.
 */
export const hashRecoveryCode = (userId: string, code: string): string =>
  createHash('sha256')
    .update(`recovery\n${userId}\n${normaliseRecoveryCode(code) ?? code}`)
    .digest('hex');
