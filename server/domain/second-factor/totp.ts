import { Secret, TOTP } from 'otpauth';
import { BRAND_NAME, totpParameters } from '../../../src/services/contract';

/** Codes from one step before or after the server's are accepted: clocks drift, people type. */
const DRIFT_STEPS = 1;

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: BRAND_NAME,
    label,
    secret: Secret.fromBase32(secret),
    ...totpParameters,
  });

/** A new secret of 160 bits (RFC 4226's recommendation for SHA-1), as base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What the QR code holds: `otpauth://totp/SignalHand:<e-mail>?secret=...`. */
export const otpauthUrl = (secret: string, emailAddress: string): string =>
  totpOf(secret, emailAddress).toString();

/** The time step a six-digit code is right for at `now`, or null when it is right for none. */
export function totpStep(secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
