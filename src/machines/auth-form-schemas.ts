import * as v from 'valibot';
import { authMessages } from '../content/auth-messages';
import { emailPattern, passwordRule } from '../services/contract';

/**
 * The client-side rules of spec section 5, one valibot schema per form or wizard step. The
 * server checks the same things again, with the same pieces of the contract (the password rule,
 * the e-mail pattern); these give the person the spec's words before any call.
 */
const m = authMessages.fields;

/** Sign-up and reset: the "simple x@y.z" pattern of the spec. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

const wizardEmail = v.pipe(required(m.emailRequired), v.regex(SIMPLE_EMAIL, m.emailInvalid));

const newPassword = (requiredMessage: string, ruleMessage: string) =>
  v.pipe(v.string(requiredMessage), v.nonEmpty(requiredMessage), ...passwordRule(ruleMessage));

/**
 * 'Passwords do not match', listed beside every other broken rule of the step: it runs whatever
 * else failed (so the value may be the raw, unchecked input), once there is a confirmation to
 * compare (an empty one has its own message). The issue belongs to the confirmation field.
 */
const confirmationMatches = <TStep extends { password: string; confirmPassword: string }>() =>
  v.rawCheck<TStep>(({ dataset, addIssue }) => {
    const input = (dataset.value ?? {}) as Record<string, unknown>;
    const { password, confirmPassword } = input;
    if (typeof confirmPassword !== 'string' || confirmPassword === '') return;
    if (confirmPassword === password) return;
    addIssue({
      message: m.passwordsDiffer,
      path: [
        { type: 'object', origin: 'value', input, key: 'confirmPassword', value: confirmPassword },
      ],
    });
  });

export const LoginFormSchema = v.object({
  username: v.pipe(required(m.emailRequired), emailPattern),
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
    confirmationMatches(),
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
    confirmationMatches(),
  ),
} as const;
