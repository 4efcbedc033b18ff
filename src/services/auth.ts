import {
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
import { authenticatedRequest, request } from './http';

/**
 * The account calls of spec section 7, each checked against its contract schema. They return
 * typed answers or throw `ApiRequestError`; what an error means for a screen is decided by the
 * machines (`src/machines/server-message.ts`, `login/failure-message.ts`).
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

  /** With the browser's refresh key, a refresh asked again gets the same answer. */
  refresh: (authToken: string, refreshKey?: string) =>
    request(SessionResponseSchema, endpoints.auth.refresh, {
      method: 'POST',
      body: { authToken },
      ...(refreshKey ? { headers: { 'Idempotency-Key': refreshKey } } : {}),
    }),

  logout: (token: string) =>
    authenticatedRequest(LogoutResponseSchema, endpoints.auth.logout, { method: 'POST', token }),
};

export type AuthApi = typeof authApi;
