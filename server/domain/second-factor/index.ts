import type { SecondFactorMethod } from '../../../src/services/contract';
import type { Database } from '../../db/client';
import type { SecondFactorCheck } from '../account';
import type { SecondFactorSignIn } from '../accounts';
import type { Clock } from '../clock';
import type { RateLimiter } from '../rate-limit';
import { createAuthenticator } from './authenticator';
import { createSecretBox } from './secret-box';
import { createSecondFactorTickets } from './tickets';

export type { Authenticator } from './authenticator';

/**
 * The second factor (issue 35): the authenticator app with its recovery codes, and the sign-in
 * tickets awaiting it. `moreMethods` is the seam for other factors (passkeys): the methods they
 * add to a ticket for the account.
 */
export function createSecondFactor(deps: {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  /** SECOND_FACTOR_KEY: seals the apps' secrets in the database. */
  secretKey?: string;
  moreMethods?: (userId: string) => Promise<SecondFactorMethod[]>;
}) {
  const authenticator = createAuthenticator({ ...deps, box: createSecretBox(deps.secretKey) });
  const tickets = createSecondFactorTickets({
    ...deps,
    methods: async (userId) => [
      ...((await authenticator.isOn(userId)) ? (['totp', 'recovery'] as const) : []),
      ...((await deps.moreMethods?.(userId)) ?? []),
    ],
  });
  /** What the sign-in and the Security page's confirmations ask of it. */
  const check: SecondFactorSignIn & SecondFactorCheck = {
    isOn: authenticator.isOn,
    verify: (userId, code) => authenticator.verify(userId, code),
    tickets,
  };
  return { authenticator, tickets, check };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;
