// Users, sessions and roles; the sign-up, login, code, password and refresh calls.
import * as v from 'valibot';
import {
  accountFieldMessages,
  EmailSchema,
  limits,
  nameField,
  PasswordSchema,
  requestObject,
  VerificationCodeSchema,
} from './fields';

export { mayUseChat, type Role, roles } from './roles';

import { roles } from './roles';

/**
 * A custom-script request's workflow (issue 17): new → in review → quoted (with a price) →
 * in progress → delivered → closed, or declined with a reason.
 */
export const customRequestStatuses = [
  'new',
  'in_review',
  'quoted',
  'in_progress',
  'delivered',
  'closed',
  'declined',
] as const;
export type CustomRequestStatus = (typeof customRequestStatuses)[number];

/** A support message: open until answered, closed when done. */
export const supportStatuses = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof supportStatuses)[number];

/** Issue 17: the operator console and every `/api/v2/admin` call are for ADMIN only. */
export const isAdmin = (userRoles: readonly string[]) => userRoles.includes(roles.admin);

export const UserSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  emailAddress: v.string(),
  roles: v.array(v.string()),
});
export type User = v.InferOutput<typeof UserSchema>;

/** What login, registration and refresh answer: `expiresIn` is an absolute epoch-ms expiry. */
export const SessionResponseSchema = v.object({
  authToken: v.pipe(v.string(), v.nonEmpty()),
  expiresIn: v.number(),
  user: UserSchema,
});
export type SessionResponse = v.InferOutput<typeof SessionResponseSchema>;

// ---------------------------------------------------------------- auth requests and answers

/**
 * The e-mail is the username; the sign-up screen's own flow sends it as `userName`. Both fields
 * are checked together, so a 422 names every one that is missing (spec section 5).
 */
export const LoginRequestSchema = v.pipe(
  v.looseObject({}, 'The request body must be a JSON object.'),
  v.transform(({ userName, ...body }) => ({ username: userName, ...body })),
  requestObject({
    // Absent is "required"; present but not text is not an e-mail at all.
    username: v.pipe(v.optional(v.string(accountFieldMessages.emailInvalid), ''), EmailSchema),
    password: v.pipe(
      v.string(accountFieldMessages.passwordRequired),
      v.nonEmpty(accountFieldMessages.passwordRequired),
      v.maxLength(limits.password, 'Password is too long'),
    ),
  }),
);
/** What the login screen sends (the server also takes `userName` for `username`). */
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

/**
 * The path parameter of the e-mail check (`${endpoints.auth.exists}/:email`), checked and named
 * `emailAddress`, as the field is everywhere else (an error says `errors.emailAddress`).
 */
export const ExistsParamsSchema = v.pipe(
  v.object({ email: v.string() }),
  v.transform(({ email }) => ({ emailAddress: email })),
  v.object({ emailAddress: EmailSchema }),
);

export const ExistsResponseSchema = v.object({ isPresent: v.boolean() });

const CODE_TYPES = ['REGISTRATION', 'PASSWORD_RESET'] as const;
const CODE_TYPE_MESSAGE = 'The type must be REGISTRATION or PASSWORD_RESET.';

export const RegistrationCodeRequestSchema = requestObject({
  emailAddress: EmailSchema,
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  type: v.literal('REGISTRATION', CODE_TYPE_MESSAGE),
});
export const ResetCodeRequestSchema = requestObject({
  emailAddress: EmailSchema,
  type: v.literal('PASSWORD_RESET', CODE_TYPE_MESSAGE),
});
/** Checks a sign-up code unless `type` says which code (the wizard sends no type). */
export const CodeCheckRequestSchema = requestObject({
  emailAddress: EmailSchema,
  verificationCode: VerificationCodeSchema,
  type: v.optional(v.picklist(CODE_TYPES, CODE_TYPE_MESSAGE), 'REGISTRATION'),
});
/**
 * A body that neither checks a code nor names a code's type: refused, saying which of the two it
 * lacks. It never succeeds; its output is its `never` type field, so TypeScript knows that too.
 */
const CodeTypeMissingSchema = v.pipe(
  requestObject({
    type: v.never((issue) =>
      issue.input === undefined
        ? 'Send a type (REGISTRATION or PASSWORD_RESET) to get a code, or a verificationCode to check one.'
        : CODE_TYPE_MESSAGE,
    ),
  }),
  v.transform(({ type }) => type),
);
/**
 * One path, three bodies (spec section 7, wizard calls 2 to 4): a body with a code checks it;
 * otherwise its `type` says which code to send. Each is checked by its own schema, so the
 * messages name that body's fields.
 */
export const VerificationRequestSchema = v.lazy((body: unknown) => {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if ('verificationCode' in fields) return CodeCheckRequestSchema;
  if (fields.type === 'REGISTRATION') return RegistrationCodeRequestSchema;
  if (fields.type === 'PASSWORD_RESET') return ResetCodeRequestSchema;
  return CodeTypeMissingSchema;
});
export type RegistrationCodeRequest = v.InferInput<typeof RegistrationCodeRequestSchema>;
export type ResetCodeRequest = v.InferInput<typeof ResetCodeRequestSchema>;
export type CodeCheckRequest = v.InferInput<typeof CodeCheckRequestSchema>;

export const CodeSentResponseSchema = v.object({ success: v.boolean() });
/** `message` says why a code is not valid ('Invalid verification code.' or that it expired). */
export const CodeCheckResponseSchema = v.object({
  valid: v.boolean(),
  message: v.optional(v.string()),
});

export const RegisterRequestSchema = requestObject({
  emailAddress: EmailSchema,
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  verificationCode: VerificationCodeSchema,
  referrerDetails: v.pipe(
    v.string('This field is required'),
    v.trim(),
    v.nonEmpty('This field is required'),
    v.maxLength(limits.referrer, 'This answer is too long'),
  ),
  password: PasswordSchema,
  termsAccepted: v.literal(true, 'You must accept the terms'),
});
export type RegisterRequest = v.InferInput<typeof RegisterRequestSchema>;

export const RegisterResponseSchema = v.object({
  ...SessionResponseSchema.entries,
  message: v.string(),
});

export const PasswordUpdateRequestSchema = requestObject({
  emailAddress: EmailSchema,
  verificationCode: VerificationCodeSchema,
  password: PasswordSchema,
});
export type PasswordUpdateRequest = v.InferInput<typeof PasswordUpdateRequestSchema>;

export const SuccessMessageResponseSchema = v.object({
  success: v.boolean(),
  message: v.string(),
});

export const RefreshRequestSchema = requestObject({
  authToken: v.pipe(
    v.string('authToken is required'),
    v.nonEmpty('authToken is required'),
    v.maxLength(limits.token, 'authToken is too long'),
  ),
});

export const LogoutResponseSchema = v.object({ success: v.boolean() });
