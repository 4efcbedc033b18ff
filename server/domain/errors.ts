/**
 * A rule of the domain said no. Routes turn it into an HTTP answer (`server/http/errors.ts`);
 * the message is written for the person using the product.
 */
export type DomainErrorKind =
  /** Input a schema accepted but a rule refused (wrong or expired code, used-up tries). */
  | 'invalid'
  /** The thing exists already (an e-mail address at sign-up). */
  | 'conflict'
  /** E-mail or password wrong. */
  | 'wrong-credentials'
  /** Too many failed logins for one account. */
  | 'account-locked'
  /** An operator locked the account (issue 17): it cannot sign in until unlocked. */
  | 'account-disabled'
  /** Any other limit: too many requests from one address or for one e-mail. */
  | 'rate-limited'
  /** A missing, unknown, expired or ended session token. */
  | 'unauthenticated'
  /** A shared store the rule needs (the Redis rate limiter) cannot be reached: try later. */
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details: { field?: string; retryAfterMs?: number } = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** '45 seconds', '1 minute', '15 minutes', '3 hours': how long until a limit lets go. */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return plural(seconds, 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  return plural(Math.ceil(minutes / 60), 'hour');
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** The error a limit answers with: the message says when to try again. */
export function rateLimited(what: string, retryAfterMs: number): DomainError {
  return new DomainError(
    'rate-limited',
    `${what} Please try again in ${describeWait(retryAfterMs)}.`,
    {
      retryAfterMs,
    },
  );
}
