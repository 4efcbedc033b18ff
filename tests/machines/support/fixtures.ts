import { vi } from 'vitest';
import type { SessionResponse, SubscriptionActionResponse } from '../../../src/services/contract';
import { ApiRequestError } from '../../../src/services/http';

export const user = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailAddress: 'ada@example.com',
  roles: [],
};

export function sessionFor(expiresIn: number, authToken = 'token-1'): SessionResponse {
  return { authToken, expiresIn, user };
}

export const httpError = (status: number, body: ApiRequestError['body'] = {}) =>
  new ApiRequestError('http', body?.data?.message ?? body?.message ?? 'x', status, body);

/** A subscription action the server accepted. */
export const actionAccepted: SubscriptionActionResponse = { success: true, description: 'Done.' };

/** Lets invoked promises settle under fake timers without moving the clock. */
export const settle = () => vi.advanceTimersByTimeAsync(0);
