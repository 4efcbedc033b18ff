import * as v from 'valibot';
import { authMessages } from '../services/auth-messages';

/**
 * The client-side rules of spec section 5, one valibot schema per form or wizard step. The
 * server checks the same things again; these give the person the spec's words before any call.
 */
const m = authMessages.fields;

/** Sign-up and reset: the "simple x@y.z" pattern of the spec. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

const wizardEmail = v.pipe(required(m.emailRequired), v.regex(SIMPLE_EMAIL, m.emailInvalid));

const newPassword = (requiredMessage: string, ruleMessage: string) =>
  v.pipe(
    v.string(requiredMessage),
    v.nonEmpty(requiredMessage),
    v.minLength(8, ruleMessage),
    v.regex(/[A-Z]/, ruleMessage),
    v.regex(/\d/, ruleMessage),
  );

export const LoginFormSchema = v.object({
  username: v.pipe(required(m.emailRequired), v.email(m.emailInvalid)),
  password: v.pipe(v.string(m.passwordRequired), v.nonEmpty(m.passwordRequired)),
});

export const signupStepSchemas = {
  email: v.object({ emailAddress: wizardEmail }),
  details: v.pipe(
    v.object({
      firstName: required(m.firstNameRequired),
      lastName: required(m.lastNameRequired),
      password: newPassword(m.passwordRequired, m.passwordRule),
      confirmPassword: v.pipe(v.string(m.confirmRequired), v.nonEmpty(m.confirmRequired)),
      referrerDetails: required(m.referrerRequired),
      termsAccepted: v.literal(true, m.termsRequired),
    }),
    // Checked only once both fields pass their own rules; the issue belongs to the confirmation.
    v.forward(
      v.partialCheck(
        [['password'], ['confirmPassword']],
        (input) => input.password === input.confirmPassword,
        m.passwordsDiffer,
      ),
      ['confirmPassword'],
    ),
  ),
  code: v.object({ verificationCode: required(m.codeRequired) }),
} as const;

export const resetStepSchemas = {
  email: v.object({ emailAddress: wizardEmail }),
  code: v.pipe(
    v.object({
      verificationCode: required(m.codeRequired),
      password: newPassword(m.newPasswordRequired, m.newPasswordRule),
      confirmPassword: v.pipe(v.string(m.confirmNewRequired), v.nonEmpty(m.confirmNewRequired)),
    }),
    // Checked only once both fields pass their own rules; the issue belongs to the confirmation.
    v.forward(
      v.partialCheck(
        [['password'], ['confirmPassword']],
        (input) => input.password === input.confirmPassword,
        m.passwordsDiffer,
      ),
      ['confirmPassword'],
    ),
  ),
} as const;

/** One problem with one field, in the order the form shows its fields. */
export type FieldIssue = { field: string; message: string };

/** Checks values against a schema: the first problem of each field, or an empty list. */
export function collectIssues(schema: v.GenericSchema, values: unknown): FieldIssue[] {
  const result = v.safeParse(schema, values, { abortPipeEarly: true });
  if (result.success) return [];
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '';
    if (seen.has(field)) continue;
    seen.add(field);
    issues.push({ field, message: issue.message });
  }
  return issues;
}
