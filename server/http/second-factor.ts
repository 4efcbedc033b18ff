import { createMiddleware } from 'hono/factory';
import { FRESH_SECOND_FACTOR_MS, secondFactorErrorCodes } from '../../src/services/contract';
import type { Clock } from '../domain/clock';
import type { Authenticator } from '../domain/second-factor';
import type { Sessions } from '../domain/sessions';
import type { AuthEnv } from './auth';
import { ApiError } from './errors';

export const SECOND_FACTOR_REQUIRED_MESSAGE =
  'Operators need a second factor: set up an authenticator app on your Security page first.';
export const FRESH_SECOND_FACTOR_MESSAGE =
  'Confirm this action with a code from your authenticator app.';

const refused = (code: string, message: string) =>
  new ApiError(403, message, { data: { code, message } });

/**
 * After `requireAdmin`: the console opens only for an operator with a second factor (issue 35).
 * One without gets 403 NSK-4031, before any console data is read, and the console leads them
 * to set one up.
 */
export function requireSecondFactor(authenticator: Pick<Authenticator, 'isOn'>) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    if (!(await authenticator.isOn(c.get('user').id))) {
      throw refused(secondFactorErrorCodes.required, SECOND_FACTOR_REQUIRED_MESSAGE);
    }
    await next();
  });
}

/**
 * Sudo mode, for an endpoint declared `freshSecondFactor`: the session must have given its
 * second factor within the last 10 minutes (at sign-in or `POST /api/v2/account/second-factor`),
 * or the call answers 403 NSK-4032 and the console asks for a code and tries again.
 */
export function requireFreshSecondFactor(deps: { sessions: Sessions; clock: Clock }) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const at = await deps.sessions.secondFactorAt(c.get('sessionId'));
    if (at === null || deps.clock.now() - at > FRESH_SECOND_FACTOR_MS) {
      throw refused(secondFactorErrorCodes.notFresh, FRESH_SECOND_FACTOR_MESSAGE);
    }
    await next();
  });
}
