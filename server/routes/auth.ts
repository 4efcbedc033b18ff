import { type Context, Hono } from 'hono';
import {
  authErrorCodes,
  ExistsParamsSchema,
  LoginRequestSchema,
  PasswordUpdateRequestSchema,
  RefreshRequestSchema,
  RegisterRequestSchema,
  VerificationRequestSchema,
} from '../../src/services/contract';
import type { Accounts } from '../domain/accounts';
import { DomainError } from '../domain/errors';
import { REFRESH_KEY_PATTERN, type Sessions } from '../domain/sessions';
import { type AuthEnv, requireSession } from '../http/auth';
import { ApiError, fromDomainError } from '../http/errors';
import { noStore } from '../http/no-store';
import { jsonBody, type Refusal, validInput } from '../http/validation';

export type AuthRoutesDeps = {
  accounts: Accounts;
  sessions: Sessions;
  clientAddress: (c: Context) => string;
};

/** `/api/v2/auth/*`: parse with the contract schemas, call the domain, answer. */
export function authRoutes({ accounts, sessions, clientAddress }: AuthRoutesDeps) {
  const app = new Hono<AuthEnv>();

  // Answers carry tokens and account facts: never keep them in a cache.
  app.use('*', noStore);

  app.post('/login', jsonBody(LoginRequestSchema, loginValidationFailed), async (c) => {
    try {
      return c.json(await accounts.login(c.req.valid('json'), clientAddress(c)));
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
  });

  app.get('/exists/:email', validInput('param', ExistsParamsSchema), async (c) => {
    const { emailAddress } = c.req.valid('param');
    return c.json({ isPresent: await accounts.exists(emailAddress, clientAddress(c)) });
  });
  const emailMissing = () => {
    throw new ApiError(422, 'Email is required', { errors: { emailAddress: 'Email is required' } });
  };
  app.get('/exists', emailMissing);
  app.get('/exists/', emailMissing);

  app.post('/verification/send', jsonBody(VerificationRequestSchema), async (c) => {
    const request = c.req.valid('json');
    const from = clientAddress(c);
    if ('verificationCode' in request) {
      const { emailAddress, verificationCode, type } = request;
      return c.json(
        await accounts.checkCode({ emailAddress, verificationCode, purpose: type }, from),
      );
    }
    if (request.type === 'REGISTRATION') {
      await accounts.sendRegistrationCode(request, from);
    } else {
      await accounts.sendResetCode(request.emailAddress, from);
    }
    return c.json({ success: true });
  });

  app.post('/register', jsonBody(RegisterRequestSchema), async (c) =>
    c.json(await accounts.register(c.req.valid('json'), clientAddress(c))),
  );

  app.on(['PUT', 'PATCH'], '/password', jsonBody(PasswordUpdateRequestSchema), async (c) =>
    c.json(await accounts.resetPassword(c.req.valid('json'), clientAddress(c))),
  );

  app.post('/refresh', jsonBody(RefreshRequestSchema), async (c) => {
    const refreshKey = c.req.header('idempotency-key');
    if (refreshKey !== undefined && !REFRESH_KEY_PATTERN.test(refreshKey)) {
      throw new ApiError(
        422,
        'The refresh key must be 16 to 200 letters, digits, dashes or underscores.',
      );
    }
    return c.json(await sessions.refresh(c.req.valid('json').authToken, refreshKey));
  });

  app.post('/logout', requireSession(sessions), async (c) => {
    await sessions.revoke(c.get('sessionId'));
    return c.json({ success: true });
  });

  return app;
}

/** Spec section 8: a malformed login answers 422 with the per-field messages, whatever is wrong. */
const loginValidationFailed: Refusal = ({ errors }) =>
  new ApiError(422, 'VALIDATION_FAILED', { errors });

/** Spec section 8: 401 `AUTH_FAILED` with the code and the message the login screen shows. */
function authFailed(code: string, error: DomainError): ApiError {
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
