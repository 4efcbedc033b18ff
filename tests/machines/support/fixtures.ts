import type { SessionResponse } from '../../../src/services/contract';
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
