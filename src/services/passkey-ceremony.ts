/**
 * The browser's part of a passkey ceremony failed: the person cancelled its prompt, it timed
 * out, the device has no passkey for the site, or the browser has no passkeys at all. Not a
 * server's refusal, so said apart.
 */
export class PasskeyCeremonyError extends Error {
  constructor(readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'PasskeyCeremonyError';
  }
}

/** A type's own properties as a plain object type (which, unlike an interface, is a JSON record). */
type Plain<T> = { [K in keyof T]: T[K] };

/**
 * The browser's WebAuthn answer, as the contract's JSON record: the same object, typed as plain
 * objects (the library's interfaces lack the index signature a JSON record has).
 */
export const plainCredential = <R extends { response: object; clientExtensionResults: object }>(
  credential: R,
) =>
  credential as Plain<Omit<R, 'response' | 'clientExtensionResults'>> & {
    response: Plain<R['response']>;
    clientExtensionResults: Plain<R['clientExtensionResults']>;
  };
