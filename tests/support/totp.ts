import { Secret, TOTP } from 'otpauth';
import { totpParameters } from '../../src/services/contract/second-factor';

/** The code an authenticator app shows for `secret` at `at` (as a phone would compute it). */
export const totpCode = (secret: string, at: number = Date.now()): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at, ...totpParameters });

/** How long one code lasts: a test that needs a fresh code moves its clock on by this much. */
export const TOTP_STEP_MS = totpParameters.period * 1000;
