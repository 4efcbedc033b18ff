import { type Context, Hono } from 'hono';
import {
  authErrorCodes,
  accountsEndpoints as endpoints,
  secondFactorEndpoints,
  secondFactorErrorCodes,
} from '../../src/services/contract';
import type { Accounts } from '../domain/accounts';
import { DomainError } from '../domain/errors';
import { REFRESH_KEY_PATTERN, type Sessions } from '../domain/sessions';
import type { AuthEnv } from '../http/auth';
import type { RegisterEndpoint } from '../http/endpoint-routes';
import { ApiError, fromDomainError } from '../http/errors';
import type { Refusal } from '../http/validation';

export type AuthRoutesDeps = {
  accounts: Accounts;
  sessions: Sessions;
  clientAddress: (c: Context) => string;
};

/** `/api/v2/auth/*` (`accountsEndpoints`): call the domain, answer. */
export function authRoutes(
  register: RegisterEndpoint,
  { accounts, sessions, clientAddress }: AuthRoutesDeps,
) {
  const app = new Hono<AuthEnv>();

  register(
    app,
    endpoints.login,
    async ({ body }, c) => {
      try {
        return await accounts.login(body, clientAddress(c), c.req.header('user-agent'));
      } catch (error) {
        if (error instanceof DomainError && error.kind === 'wrong-credentials') {
          throw authFailed(authErrorCodes.wrongCredentials, error);
        }
        if (error instanceof DomainError && error.kind === 'account-locked') {
          throw authFailed(authErrorCodes.accountLocked, error);
        }
        if (error instanceof DomainError && error.kind === 'account-disabled') {
          throw authFailed(authErrorCodes.accountDisabled, error);
        }
        throw error;
      }
    },
    { refuseBody: loginValidationFailed },
  );

  register(app, secondFactorEndpoints.signIn, async ({ body }, c) => {
    try {
      return await accounts.loginWithSecondFactor(body, clientAddress(c));
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'wrong-credentials') {
        throw authFailed(secondFactorErrorCodes.wrongCode, error);
      }
      if (error instanceof DomainError && error.kind === 'account-disabled') {
        throw authFailed(authErrorCodes.accountDisabled, error);
      }
      throw error;
    }
  });

  register(app, endpoints.exists, async ({ params }, c) => ({
    isPresent: await accounts.exists(params.emailAddress, clientAddress(c)),
  }));
  // No e-mail at all: the field's own message rather than a 404.
  const emailMissing = () => {
    throw new ApiError(422, 'Email is required', { errors: { emailAddress: 'Email is required' } });
  };
  const exists = endpoints.exists.path.replace('/:email', '');
  app.get(exists, emailMissing);
  app.get(`${exists}/`, emailMissing);

  register(app, endpoints.verification, async ({ body: request }, c) => {
    const from = clientAddress(c);
    if ('verificationCode' in request) {
      const { emailAddress, verificationCode, type } = request;
      return accounts.checkCode({ emailAddress, verificationCode, purpose: type }, from);
    }
    if (request.type === 'REGISTRATION') {
      await accounts.sendRegistrationCode(request, from);
    } else {
      await accounts.sendResetCode(request.emailAddress, from);
    }
    return { success: true };
  });

  register(app, endpoints.register, ({ body }, c) =>
    accounts.register(body, clientAddress(c), c.req.header('user-agent')),
  );

  for (const endpoint of [endpoints.setPassword, endpoints.patchPassword]) {
    register(app, endpoint, ({ body }, c) => accounts.resetPassword(body, clientAddress(c)));
  }

  register(app, endpoints.refresh, ({ body }, c) => {
    const refreshKey = c.req.header('idempotency-key');
    if (refreshKey !== undefined && !REFRESH_KEY_PATTERN.test(refreshKey)) {
      throw new ApiError(
        422,
        'The refresh key must be 16 to 200 letters, digits, dashes or underscores.',
      );
    }
    return sessions.refresh(body.authToken, refreshKey);
  });

  register(app, endpoints.logout, async (_, c) => {
    await sessions.revoke(c.get('sessionId'));
    return { success: true };
  });

  return app;
}

/** Spec section 8: a malformed login answers 422 with the per-field messages, whatever is wrong. */
const loginValidationFailed: Refusal = ({ errors }) =>
  new ApiError(422, 'VALIDATION_FAILED', { errors });

/** Spec section 8: 401 `AUTH_FAILED` with the code and the message the login screen shows. */
export function authFailed(code: string, error: DomainError): ApiError {
  const mapped = fromDomainError(error);
  return new ApiError(
    401,
    'AUTH_FAILED',
    {
      data: { code, message: error.message },
      ...(mapped.extra.retryAfterSeconds === undefined
        ? {}
        : { retryAfterSeconds: mapped.extra.retryAfterSeconds }),
    },
    mapped.headers,
  );
}
