// What every call shares: the error body, field rules and limits, strict request objects.
import * as v from 'valibot';

/** The error body of spec section 7: the client reads `data.message`, then `message`. */
export const ErrorBodySchema = v.looseObject({
  message: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.string())),
  data: v.optional(
    v.looseObject({ code: v.optional(v.string()), message: v.optional(v.string()) }),
  ),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/** Error codes the login answers carry in `data.code` (documented in the README). */
export const authErrorCodes = {
  wrongCredentials: 'NSK-4001',
  accountLocked: 'NSK-4002',
  /** An operator locked the account (issue 17). */
  accountDisabled: 'NSK-4003',
} as const;

// ---------------------------------------------------------------- shared field rules

export const limits = {
  email: 254,
  name: 100,
  password: 128,
  referrer: 200,
  token: 200,
  chatMessage: 4000,
} as const;

/**
 * Spec section 5's words for an e-mail, a password and a code: the server's answers and the
 * account forms say the same (the forms' table, `src/content/auth-messages.ts`, reads them here).
 */
export const accountFieldMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordRule: 'Must include 8+ chars, uppercase, number',
  codeRequired: 'Verification code is required',
  codeInvalid: 'Invalid verification code.',
} as const;

/** Spec section 5: the standard e-mail pattern, which the server and the login form check. */
export const emailPattern = v.email(accountFieldMessages.emailInvalid);

/** Spec sections 5 and 9: a new password has at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Spec section 5's password rule: at least 8 characters, one uppercase letter and one digit.
 * Each broken part says `message` (the reset form words the same rule its own way).
 */
export const passwordRule = (message: string) =>
  [
    v.minLength<string, typeof PASSWORD_MIN_LENGTH, string>(PASSWORD_MIN_LENGTH, message),
    v.regex<string, string>(/[A-Z]/, message),
    v.regex<string, string>(/\d/, message),
  ] as const;

/** An e-mail as the server keys it: trimmed and lower-cased. */
export const EmailSchema = v.pipe(
  v.string(accountFieldMessages.emailRequired),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(accountFieldMessages.emailRequired),
  v.maxLength(limits.email, 'Email address is too long'),
  emailPattern,
);

export const PasswordSchema = v.pipe(
  v.string(accountFieldMessages.passwordRequired),
  v.nonEmpty(accountFieldMessages.passwordRequired),
  v.maxLength(limits.password, 'Password is too long'),
  ...passwordRule(accountFieldMessages.passwordRule),
);

/** Line breaks (CR, LF and Unicode's own), which a one-line field never holds. */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

/**
 * Names are one line: they reach mail subjects, where a line break would start a header of
 * its own. Checked after trimming, so only breaks inside the text are refused.
 */
export const singleLine = (label: string) =>
  v.check((text: string) => !LINE_BREAK.test(text), `${label} must be on one line`);

export const nameField = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(limits.name, `${label} is too long`),
    singleLine(label),
  );

/** The codes the server e-mails are 6 digits; the code field takes no more. */
export const VERIFICATION_CODE_LENGTH = 6;

export const VerificationCodeSchema = v.pipe(
  v.string(accountFieldMessages.codeRequired),
  v.trim(),
  v.nonEmpty(accountFieldMessages.codeRequired),
  v.regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), accountFieldMessages.codeInvalid),
);

// ---------------------------------------------------------------- request objects

/**
 * `v.object` for request bodies: a missing field gets that field's own message ('Email is
 * required') instead of valibot's generic "Invalid key", and a body that is not an object says so.
 */
export function requestObject<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    if (issue.input === undefined && typeof key === 'string' && key in entries) {
      const field = v.safeParse(entries[key] as v.GenericSchema, undefined);
      if (!field.success) return field.issues[0].message;
    }
    return 'The request body must be a JSON object.';
  });
}
