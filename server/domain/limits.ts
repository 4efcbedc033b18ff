import type { RateRule } from './rate-limit';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** How long an e-mailed code stays valid, and how many wrong tries it survives. */
export const CODE_VALIDITY_MS = 15 * MINUTE;
export const CODE_MAX_FAILED_ATTEMPTS = 5;

/**
 * Every limit of the accounts API in one table (the README lists them). "Address" is the
 * client's network address; "e-mail" is the trimmed, lower-cased address the request names.
 */
export const rules = {
  /** Failed logins per e-mail: the account pauses (401 NSK-4002) until the window frees. */
  loginFailuresPerAccount: { name: 'login-fail-account', limit: 5, windowMs: 15 * MINUTE },
  /** Failed logins per client address, over all accounts (429). */
  loginFailuresPerAddress: { name: 'login-fail-address', limit: 50, windowMs: 15 * MINUTE },
  /** `exists` look-ups per client address (429). */
  emailChecksPerAddress: { name: 'exists-address', limit: 60, windowMs: 10 * MINUTE },
  /** A new code for the same e-mail and purpose at most every 60 s (429). */
  codeSendCooldown: { name: 'code-send-cooldown', limit: 1, windowMs: 60 * SECOND },
  /** Codes sent to one e-mail per day, over both purposes (429). */
  codeSendsPerEmail: { name: 'code-send-email', limit: 10, windowMs: 24 * HOUR },
  /** Code sends per client address (429). */
  codeSendsPerAddress: { name: 'code-send-address', limit: 30, windowMs: HOUR },
  /** Code checks, registrations and password updates per client address (429). */
  codeUsesPerAddress: { name: 'code-use-address', limit: 60, windowMs: 10 * MINUTE },
  /**
   * Wrong passwords given on the Security page (a password or e-mail change, closing the
   * account) per account: a stolen session cannot guess the password behind it (429).
   */
  accountPasswordFailures: { name: 'account-password-fail', limit: 5, windowMs: 15 * MINUTE },
  /**
   * Wrong second-factor codes per account, over every sign-in ticket and the Security page: a
   * stolen password cannot start ticket after ticket to guess the six digits (429).
   */
  secondFactorFailures: { name: 'second-factor-fail', limit: 10, windowMs: 15 * MINUTE },
  /**
   * Passkey sign-in challenges asked for per client address: each is a row until it is used
   * or ends (5 minutes), and /login asks for one at each visit, so an office behind one
   * address needs room (429).
   */
  passkeyChallengesPerAddress: {
    name: 'passkey-challenge-address',
    limit: 200,
    windowMs: 10 * MINUTE,
  },
  /** Data exports per account: each reads every table about the customer (429). */
  accountExports: { name: 'account-export', limit: 5, windowMs: HOUR },
  /** AI chat messages per user in a short window: a burst guard (429). */
  chatMessagesPerUser: { name: 'chat-user', limit: 10, windowMs: MINUTE },
  /** AI chat messages per user per day: the model's cost budget (429). */
  chatDailyBudgetPerUser: { name: 'chat-user-day', limit: 200, windowMs: 24 * HOUR },
} as const satisfies Record<string, RateRule>;

/** The chat's memory sent with a new message: at most this many recent exchanges, this young. */
export const CHAT_HISTORY_EXCHANGES = 6;
export const CHAT_HISTORY_MAX_AGE_MS = 24 * HOUR;
