// The account's own security and data (issue 35): where it is signed in, its password, its
// e-mail address, the export of its data and closing it.
import * as v from 'valibot';
import { UserSchema } from './accounts';
import { defineEndpoint, type Refusal, refusing } from './endpoint';
import {
  accountFieldMessages,
  EmailSchema,
  limits,
  PasswordSchema,
  requestObject,
  VerificationCodeSchema,
} from './fields';
import { SuccessResponseSchema } from './store';

/** The account's calls, all with the customer's session (Bearer). */
export const accountPaths = {
  account: '/api/v2/account',
  sessions: '/api/v2/account/sessions',
  signOutOthers: '/api/v2/account/sessions/others/sign-out',
  password: '/api/v2/account/password',
  /** POST asks for a code at the new address; `${email}/confirm` changes it with the code. */
  email: '/api/v2/account/email',
  emailConfirm: '/api/v2/account/email/confirm',
  export: '/api/v2/account/export',
} as const;

/** A browser signed in with the account, or a desktop device linked to it. */
export const SignedInSessionSchema = v.object({
  id: v.string(),
  kind: v.picklist(['browser', 'device']),
  /** The session this request was made with. */
  current: v.boolean(),
  /** When it signed in, epoch milliseconds. */
  createdAt: v.number(),
  lastUsedAt: v.number(),
  /** The browser's User-Agent header; a device's own name, system and version. */
  userAgent: v.string(),
});
export type SignedInSession = v.InferOutput<typeof SignedInSessionSchema>;

/** A password the account has (set before today's rules, perhaps): any, within the length. */
const CurrentPasswordSchema = v.pipe(
  v.string(accountFieldMessages.passwordRequired),
  v.nonEmpty(accountFieldMessages.passwordRequired),
  v.maxLength(limits.password, 'Password is too long'),
);

export const PasswordChangeRequestSchema = requestObject({
  currentPassword: CurrentPasswordSchema,
  newPassword: PasswordSchema,
});
export type PasswordChangeRequest = v.InferInput<typeof PasswordChangeRequestSchema>;

export const EmailChangeRequestSchema = requestObject({
  newEmailAddress: EmailSchema,
  password: CurrentPasswordSchema,
});
export type EmailChangeRequest = v.InferInput<typeof EmailChangeRequestSchema>;

export const EmailConfirmRequestSchema = requestObject({
  verificationCode: VerificationCodeSchema,
});

const SECOND_FACTOR_CODE_REQUIRED = 'Enter the code from your authenticator app';

/**
 * Closing the account: the password, and a code of the second factor when the account has one
 * (an authenticator app's six digits or a recovery code).
 */
export const CloseAccountRequestSchema = requestObject({
  password: CurrentPasswordSchema,
  code: v.optional(
    v.pipe(
      v.string(SECOND_FACTOR_CODE_REQUIRED),
      v.trim(),
      v.nonEmpty(SECOND_FACTOR_CODE_REQUIRED),
      v.maxLength(64, 'The code is too long'),
    ),
  ),
});
export type CloseAccountRequest = v.InferInput<typeof CloseAccountRequestSchema>;

/** The export: one JSON document, each kind of data a list (its shape is the file's own). */
export const AccountExportSchema = v.looseObject({ exportedAt: v.number() });

const PASSWORD_REFUSED: Refusal = {
  status: 403,
  description: 'The password (or the second factor code) is not right.',
};
const INVALID: Refusal = { status: 422, description: 'A field is missing or not valid: `errors`.' };
const TOO_MANY: Refusal = {
  status: 429,
  description: 'Too many attempts; `Retry-After` says when to try again.',
};

export const accountSecurityEndpoints = {
  sessions: defineEndpoint({
    method: 'GET',
    path: accountPaths.sessions,
    summary: 'Every browser session and desktop device signed in with the account.',
    access: 'customer',
    answer: v.array(SignedInSessionSchema),
  }),
  signOutSession: defineEndpoint({
    method: 'DELETE',
    path: `${accountPaths.sessions}/:id`,
    summary: 'Signs one browser session or desktop device out, at once.',
    access: 'customer',
    params: v.object({ id: v.pipe(v.string(), v.uuid()) }),
    answer: SuccessResponseSchema,
    refusals: refusing({ 404: 'No such session or device of this account.' }),
  }),
  signOutOthers: defineEndpoint({
    method: 'POST',
    path: accountPaths.signOutOthers,
    summary: 'Signs out every browser session and desktop device but the current session.',
    access: 'customer',
    answer: SuccessResponseSchema,
  }),
  changePassword: defineEndpoint({
    method: 'PUT',
    path: accountPaths.password,
    summary:
      'A new password with the current one: every other browser session is signed out (devices stay); a notice is mailed.',
    access: 'customer',
    body: PasswordChangeRequestSchema,
    answer: SuccessResponseSchema,
    refusals: [INVALID, PASSWORD_REFUSED, TOO_MANY],
  }),
  changeEmail: defineEndpoint({
    method: 'POST',
    path: accountPaths.email,
    summary:
      'Mails a code to a new e-mail address (with the password); the address changes once it is entered.',
    access: 'customer',
    body: EmailChangeRequestSchema,
    answer: SuccessResponseSchema,
    refusals: [
      INVALID,
      PASSWORD_REFUSED,
      { status: 409, description: 'An account already uses the e-mail.' },
      TOO_MANY,
    ],
  }),
  confirmEmail: defineEndpoint({
    method: 'POST',
    path: accountPaths.emailConfirm,
    summary:
      'Changes the e-mail address with the code mailed to it; the old address gets a notice.',
    access: 'customer',
    body: EmailConfirmRequestSchema,
    answer: UserSchema,
    refusals: [
      INVALID,
      { status: 400, description: 'The code is not valid or has expired, or no change was asked.' },
      { status: 409, description: 'An account already uses the e-mail.' },
      TOO_MANY,
    ],
  }),
  export: defineEndpoint({
    method: 'GET',
    path: accountPaths.export,
    summary:
      'Everything the product holds about the customer, as one JSON file (`Content-Disposition: attachment`).',
    access: 'customer',
    answer: AccountExportSchema,
    file: true,
    refusals: [TOO_MANY],
  }),
  close: defineEndpoint({
    method: 'DELETE',
    path: accountPaths.account,
    summary:
      'Closes the account (password, and a code when a second factor is on): the subscription ends, every session and device is signed out, personal data is erased.',
    access: 'customer',
    body: CloseAccountRequestSchema,
    answer: SuccessResponseSchema,
    refusals: [INVALID, PASSWORD_REFUSED, TOO_MANY],
  }),
};
