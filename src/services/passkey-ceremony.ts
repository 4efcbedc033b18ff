import { browserSupportsWebAuthn } from '@simplewebauthn/browser';

/**
 * The browser's part of a passkey ceremony failed: the person cancelled its prompt, it timed
 * out, or the device has no passkey for the site. Not a server's refusal, so said apart.
 */
export class PasskeyCeremonyError extends Error {
  constructor(readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : 'The passkey prompt failed.');
    this.name = 'PasskeyCeremonyError';
  }
}

/** Whether this browser can make and use passkeys at all (WebAuthn). */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn();
