import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  authErrorCodes,
  CodeCheckRequestSchema,
  EmailSchema,
  LoginRequestSchema,
  PasswordUpdateRequestSchema,
  RefreshRequestSchema,
  RegisterRequestSchema,
  RegistrationCodeRequestSchema,
  ResetCodeRequestSchema,
} from '../../src/services/contract';
import type { Accounts } from '../domain/accounts';
import { DomainError } from '../domain/errors';
import type { Sessions } from '../domain/sessions';
import { type AuthEnv, requireSession } from '../http/auth';
import {
  bodyError,
  bodyProblemMessages,
  fieldErrors,
  parseBody,
  parseValue,
  readJsonObject,
} from '../http/body';
import { ApiError, fromDomainError } from '../http/errors';
import { noStore } from '../http/no-store';

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

  app.post('/login', async (c) => {
    const body = await readJsonObject(c);
    if (!body.ok) throw loginValidationFailed({ body: bodyProblemMessages[body.problem] });
    const parsed = v.safeParse(LoginRequestSchema, body.value);
    if (!parsed.success) throw loginValidationFailed(fieldErrors(parsed.issues));
    try {
      return c.json(await accounts.login(parsed.output, clientAddress(c)));
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'wrong-credentials') {
        throw authFailed(authErrorCodes.wrongCredentials, error);
      }
      if (error instanceof DomainError && error.kind === 'account-locked') {
        throw authFailed(authErrorCodes.accountLocked, error);
      }
      throw error;
    }
  });

  app.get('/exists/:email', async (c) => {
    const emailAddress = parseValue(v.object({ emailAddress: EmailSchema }), {
      emailAddress: c.req.param('email'),
    }).emailAddress;
    return c.json({ isPresent: await accounts.exists(emailAddress, clientAddress(c)) });
  });
  const emailMissing = () => {
    throw new ApiError(422, 'Email is required', { errors: { emailAddress: 'Email is required' } });
  };
  app.get('/exists', emailMissing);
  app.get('/exists/', emailMissing);

  app.post('/verification/send', async (c) => {
    const body = await readJsonObject(c);
    if (!body.ok) throw bodyError(body.problem);
    const from = clientAddress(c);
    if ('verificationCode' in body.value) {
      const request = parseValue(CodeCheckRequestSchema, body.value);
      return c.json(
        await accounts.checkCode(
          {
            emailAddress: request.emailAddress,
            verificationCode: request.verificationCode,
            purpose: request.type,
          },
          from,
        ),
      );
    }
    switch (body.value.type) {
      case 'REGISTRATION': {
        const request = parseValue(RegistrationCodeRequestSchema, body.value);
        await accounts.sendRegistrationCode(request, from);
        return c.json({ success: true });
      }
      case 'PASSWORD_RESET': {
        const request = parseValue(ResetCodeRequestSchema, body.value);
        await accounts.sendResetCode(request.emailAddress, from);
        return c.json({ success: true });
      }
      default: {
        const message =
          body.value.type === undefined
            ? 'Send a type (REGISTRATION or PASSWORD_RESET) to get a code, or a verificationCode to check one.'
            : 'The type must be REGISTRATION or PASSWORD_RESET.';
        throw new ApiError(422, message, { errors: { type: message } });
      }
    }
  });

  app.post('/register', async (c) => {
    const request = await parseBody(c, RegisterRequestSchema);
    return c.json(await accounts.register(request, clientAddress(c)));
  });

  app.on(['PUT', 'PATCH'], '/password', async (c) => {
    const request = await parseBody(c, PasswordUpdateRequestSchema);
    return c.json(await accounts.resetPassword(request, clientAddress(c)));
  });

  app.post('/refresh', async (c) => {
    const { authToken } = await parseBody(c, RefreshRequestSchema);
    return c.json(await sessions.refresh(authToken));
  });

  app.post('/logout', requireSession(sessions), async (c) => {
    await sessions.revoke(c.get('sessionId'));
    return c.json({ success: true });
  });

  return app;
}

/** Spec section 8: a malformed login answers 422 with the per-field messages. */
function loginValidationFailed(errors: Record<string, string>): ApiError {
  return new ApiError(422, 'VALIDATION_FAILED', { errors });
}

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
