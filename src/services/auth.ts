import * as v from 'valibot';
import {
  accountsEndpoints,
  type CodeCheckRequest,
  CodeCheckResponseSchema,
  CodeSentResponseSchema,
  type LoginRequest,
  type PasswordUpdateRequest,
  type RegisterRequest,
  type SecondFactorSignInRequest,
  secondFactorEndpoints,
} from './contract';
import { ApiRequestError, callEndpoint } from './http';

/**
 * One path answers a code sent or a code checked (`accountsEndpoints.verification`): each call
 * takes only the answer it asked for, refused as any answer outside the contract is.
 */
const onlyAnswer =
  <TSchema extends v.GenericSchema>(schema: TSchema) =>
  (answer: unknown): v.InferOutput<TSchema> => {
    const parsed = v.safeParse(schema, answer);
    if (!parsed.success) throw new ApiRequestError('http', 'Unexpected response from the server.');
    return parsed.output;
  };

const verification = (body: v.InferInput<typeof accountsEndpoints.verification.body>) =>
  callEndpoint(accountsEndpoints.verification, { body });

/**
 * The account calls of spec section 7, each checked against its declaration. They return typed
 * answers or throw `ApiRequestError`; what an error means for a screen is decided by the
 * machines (`src/machines/server-message.ts`, `login/failure-message.ts`).
 */
export const authApi = {
  login: (credentials: LoginRequest) =>
    callEndpoint(accountsEndpoints.login, { body: credentials }),

  /** The sign-in's second step (issue 35): the login's ticket and a code. */
  loginWithSecondFactor: (body: SecondFactorSignInRequest) =>
    callEndpoint(secondFactorEndpoints.signIn, { body }),

  emailExists: (emailAddress: string) =>
    callEndpoint(accountsEndpoints.exists, { params: { email: emailAddress } }),

  sendRegistrationCode: (body: { emailAddress: string; firstName: string; lastName: string }) =>
    verification({ ...body, type: 'REGISTRATION' }).then(onlyAnswer(CodeSentResponseSchema)),

  sendResetCode: (emailAddress: string) =>
    verification({ emailAddress, type: 'PASSWORD_RESET' }).then(onlyAnswer(CodeSentResponseSchema)),

  checkCode: (body: CodeCheckRequest) =>
    verification(body).then(onlyAnswer(CodeCheckResponseSchema)),

  register: (body: RegisterRequest) => callEndpoint(accountsEndpoints.register, { body }),

  updatePassword: (body: PasswordUpdateRequest) =>
    callEndpoint(accountsEndpoints.setPassword, { body }),

  /** With the browser's refresh key, a refresh asked again gets the same answer. */
  refresh: (authToken: string, refreshKey?: string) =>
    callEndpoint(
      accountsEndpoints.refresh,
      { body: { authToken } },
      refreshKey ? { headers: { 'Idempotency-Key': refreshKey } } : {},
    ),

  logout: (token: string) => callEndpoint(accountsEndpoints.logout, {}, { token }),
};

export type AuthApi = typeof authApi;
