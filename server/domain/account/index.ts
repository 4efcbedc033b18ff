import type { Database } from '../../db/client';
import type { Logger } from '../../logger';
import type { Clock } from '../clock';
import type { MailOutbox } from '../mail-outbox';
import type { RateLimiter } from '../rate-limit';
import type { Sessions } from '../sessions';
import type { VerificationCodes } from '../verification-codes';
import { createAccountClosure } from './account-closure';
import { createAccountExport } from './account-export';
import { createCredentials } from './credentials';
import { createPasswordCheck, type SecondFactorCheck } from './password-check';
import { createSignedIn } from './signed-in';

export { ERASED } from './account-closure';
export type { SecondFactorCheck } from './password-check';

/**
 * The account's self-service (issue 35): where it is signed in, its password and e-mail, the
 * export of its data and closing it, each asking the password again where it matters.
 */
export function createAccountSelfService(deps: {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  outbox: MailOutbox;
  logger: Logger;
  sessions: Sessions;
  codes: VerificationCodes;
  publicUrl: string;
  /** Ends a live subscription at once, through the payment provider (`payments.endNow`). */
  endSubscription: (userId: string) => Promise<void>;
  /** The account's second factor, once the authenticator app (TOTP) is set up for accounts. */
  secondFactor?: SecondFactorCheck;
}) {
  const passwordCheck = createPasswordCheck(deps);
  return {
    signedIn: createSignedIn(deps),
    credentials: createCredentials({ ...deps, passwordCheck }),
    exportAccount: createAccountExport(deps),
    closure: createAccountClosure({ ...deps, passwordCheck }),
  };
}
