import { authMessages } from './auth-messages';
import {
  authErrorCodes,
  type CodeCheckRequest,
  CodeCheckResponseSchema,
  CodeSentResponseSchema,
  ExistsResponseSchema,
  endpoints,
  type LoginRequest,
  LogoutResponseSchema,
  type PasswordUpdateRequest,
  type RegisterRequest,
  RegisterResponseSchema,
  SessionResponseSchema,
  SuccessMessageResponseSchema,
} from './contract';
import { ApiRequestError, authenticatedRequest, request } from './http';

/**
 * The account calls of spec section 7, each checked against its contract schema. They return
 * typed answers or throw `ApiRequestError`; what an error means for a screen is decided by the
 * machines (and, for login, by `loginErrorMessage` below).
 */
export const authApi = {
  login: (credentials: LoginRequest) =>
    request(SessionResponseSchema, endpoints.auth.login, { method: 'POST', body: credentials }),

  emailExists: (emailAddress: string) =>
    request(ExistsResponseSchema, `${endpoints.auth.exists}/${encodeURIComponent(emailAddress)}`),

  sendRegistrationCode: (body: { emailAddress: string; firstName: string; lastName: string }) =>
    request(CodeSentResponseSchema, endpoints.auth.verification, {
      method: 'POST',
      body: { ...body, type: 'REGISTRATION' },
    }),

  sendResetCode: (emailAddress: string) =>
    request(CodeSentResponseSchema, endpoints.auth.verification, {
      method: 'POST',
      body: { emailAddress, type: 'PASSWORD_RESET' },
    }),

  checkCode: (body: CodeCheckRequest) =>
    request(CodeCheckResponseSchema, endpoints.auth.verification, { method: 'POST', body }),

  register: (body: RegisterRequest) =>
    request(RegisterResponseSchema, endpoints.auth.register, { method: 'POST', body }),

  updatePassword: (body: PasswordUpdateRequest) =>
    request(SuccessMessageResponseSchema, endpoints.auth.password, { method: 'PUT', body }),

  refresh: (authToken: string) =>
    request(SessionResponseSchema, endpoints.auth.refresh, {
      method: 'POST',
      body: { authToken },
    }),

  logout: (token: string) =>
    authenticatedRequest(LogoutResponseSchema, endpoints.auth.logout, { method: 'POST', token }),
};

export type AuthApi = typeof authApi;

/** Spec section 8, Login: what the login screen says about a failed attempt. */
export function loginErrorMessage(error: unknown): string {
  const messages = authMessages.login;
  if (!(error instanceof ApiRequestError)) return messages.unknown;
  if (error.kind !== 'http') return error.message;
  const { status, body } = error;
  if (status === undefined) return messages.unknown;
  if (status === 422) return body?.errors?.username || messages.validationFailed;
  if (status === 401) {
    const code = body?.data?.code;
    const known = code === authErrorCodes.wrongCredentials || code === authErrorCodes.accountLocked;
    return (known && body?.data?.message) || messages.unauthorized;
  }
  if (status === 404) return messages.notFound;
  if (status >= 500) return messages.server;
  // Rate limits say when to try again; that is worth more than a generic sentence.
  if (status === 429) return serverMessage(error) ?? messages.unexpected;
  return messages.unexpected;
}

/** The message of a failed call when the server (or the network) said something specific. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.kind !== 'http') return error.message;
  const body = error.body;
  if (body?.data?.message) return body.data.message;
  // Upper-case codes such as VALIDATION_FAILED are for programs; a field's message is for people.
  if (body?.message && !/^[A-Z0-9_]+$/.test(body.message)) return body.message;
  return Object.values(body?.errors ?? {})[0] || undefined;
}

/**
 * A spec failure sentence, followed by the server's reason when it is one a person can act on
 * (a limit that says when to try again).
 */
export function failureWithReason(sentence: string, error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) {
    const reason = serverMessage(error);
    if (reason) return `${sentence} ${reason}`;
  }
  return sentence;
}
