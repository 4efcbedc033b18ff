// The account calls of spec section 7 (`/api/v2/auth/*`): log in, the e-mail check, the codes,
// sign-up, the new password, refreshing and ending a session.
import * as v from 'valibot';
import {
  CodeCheckResponseSchema,
  CodeSentResponseSchema,
  ExistsParamsSchema,
  ExistsResponseSchema,
  LoginRequestSchema,
  LogoutResponseSchema,
  PasswordUpdateRequestSchema,
  RefreshRequestSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  SessionResponseSchema,
  SuccessMessageResponseSchema,
  VerificationRequestSchema,
} from './accounts';
import { defineEndpoint, type Refusal, refusing } from './endpoint';
import { endpoints } from './paths';
import { LoginAnswerSchema } from './second-factor';

const INVALID: Refusal = { status: 422, description: 'A field is missing or not valid: `errors`.' };
const TOO_MANY: Refusal = {
  status: 429,
  description: 'Too many attempts; `Retry-After` says when to try again.',
};
const CODE_REFUSED: Refusal = {
  status: 400,
  description: 'The code is not valid or has expired.',
};

const newPassword = {
  path: endpoints.auth.password,
  summary: 'Sets a new password with the code mailed for a reset.',
  access: 'public',
  body: PasswordUpdateRequestSchema,
  answer: SuccessMessageResponseSchema,
  refusals: [INVALID, CODE_REFUSED, TOO_MANY],
} as const;

export const accountsEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: endpoints.auth.login,
    summary:
      'Signs in with the e-mail and the password: a session, or, for an account with a second factor, `{ secondFactor: { ticket, methods, expiresIn } }` for the second step.',
    access: 'public',
    body: LoginRequestSchema,
    answer: LoginAnswerSchema,
    refusals: [
      { status: 422, description: '`VALIDATION_FAILED`, with `errors` per field.' },
      {
        status: 401,
        description:
          '`AUTH_FAILED`: `data.code` says why (wrong credentials, locked, disabled); a locked account gets `Retry-After`.',
      },
      TOO_MANY,
    ],
  }),
  exists: defineEndpoint({
    method: 'GET',
    path: `${endpoints.auth.exists}/:email`,
    summary: 'Whether an account uses the e-mail (the sign-up wizard asks first).',
    access: 'public',
    params: ExistsParamsSchema,
    answer: ExistsResponseSchema,
    refusals: [INVALID, TOO_MANY],
  }),
  verification: defineEndpoint({
    method: 'POST',
    path: endpoints.auth.verification,
    summary:
      'Mails a code (`type` REGISTRATION or PASSWORD_RESET), or checks one (a body with `verificationCode`).',
    access: 'public',
    body: VerificationRequestSchema,
    answer: v.union([CodeSentResponseSchema, CodeCheckResponseSchema]),
    refusals: [
      INVALID,
      { status: 409, description: 'An account already uses the e-mail.' },
      TOO_MANY,
    ],
  }),
  register: defineEndpoint({
    method: 'POST',
    path: endpoints.auth.register,
    summary: 'Creates the account with the mailed code: a session.',
    access: 'public',
    body: RegisterRequestSchema,
    answer: RegisterResponseSchema,
    refusals: [
      INVALID,
      CODE_REFUSED,
      { status: 409, description: 'An account already uses the e-mail.' },
      TOO_MANY,
    ],
  }),
  setPassword: defineEndpoint({ method: 'PUT', ...newPassword }),
  patchPassword: defineEndpoint({ method: 'PATCH', ...newPassword }),
  refresh: defineEndpoint({
    method: 'POST',
    path: endpoints.auth.refresh,
    summary:
      'A new token for a live session; with an `Idempotency-Key`, the same refresh asked again gets the same answer.',
    access: 'public',
    body: RefreshRequestSchema,
    answer: SessionResponseSchema,
    refusals: refusing({
      422: 'No token, or an `Idempotency-Key` that is not a refresh key.',
      401: 'The session has ended or the token is not valid.',
    }),
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: endpoints.auth.logout,
    summary: "Ends the caller's session.",
    access: 'customer',
    answer: LogoutResponseSchema,
  }),
};
