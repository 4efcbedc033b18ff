// Passkeys (issue 35, WebAuthn): added, listed, renamed and removed on the Security page, and a
// sign-in that is both factors at once. The WebAuthn documents themselves (options, and the
// browser's answers) are checked by @simplewebauthn/server; the schemas here only bound them.
import * as v from 'valibot';
import { SessionResponseSchema } from './accounts';
import { defineEndpoint, type Refusal, refusing } from './endpoint';
import { accountFieldMessages, limits, requestObject } from './fields';
import { SuccessResponseSchema } from './store';

export const passkeyPaths = {
  passkeys: '/api/v2/account/passkeys',
  /** The options the browser creates a passkey with; the password first. */
  registrationOptions: '/api/v2/account/passkeys/options',
  signInOptions: '/api/v2/auth/passkey/options',
  signIn: '/api/v2/auth/passkey',
} as const;

/** How long a challenge may wait for the browser's answer (WebAuthn's own default timeout). */
export const PASSKEY_CHALLENGE_MS = 5 * 60 * 1000;

export const passkeyMessages = {
  nameRequired: 'Give the passkey a name',
  nameTooLong: 'The name is too long (60 characters at most)',
  notVerified: 'The passkey could not be checked. Please try again.',
  unknown: 'This passkey is not known here. Sign in with your password, then add it.',
};

export const PASSKEY_NAME_MAX = 60;

export const PasskeyNameSchema = v.pipe(
  v.string(passkeyMessages.nameRequired),
  v.trim(),
  v.nonEmpty(passkeyMessages.nameRequired),
  v.maxLength(PASSKEY_NAME_MAX, passkeyMessages.nameTooLong),
);

/** One of the account's passkeys. Times are epoch milliseconds. */
export const PasskeySchema = v.object({
  id: v.string(),
  name: v.string(),
  createdAt: v.number(),
  /** Null until it first signs in. */
  lastUsedAt: v.nullable(v.number()),
  /** Synced by its provider (a password manager, iCloud Keychain) rather than kept on one device. */
  synced: v.boolean(),
});
export type Passkey = v.InferOutput<typeof PasskeySchema>;

const base64url = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]*$/), v.maxLength(16_384));

/** What `startRegistration` / `startAuthentication` give back, bounded; its contents are verified by the server. */
const credentialResponse = <const R extends v.ObjectEntries>(response: R) =>
  v.looseObject({
    id: v.pipe(base64url, v.nonEmpty(), v.maxLength(1_024)),
    rawId: v.pipe(base64url, v.nonEmpty(), v.maxLength(1_024)),
    type: v.literal('public-key'),
    response: v.looseObject({ clientDataJSON: base64url, ...response }),
    clientExtensionResults: v.looseObject({}),
  });

export const RegistrationResponseSchema = credentialResponse({ attestationObject: base64url });
export const AuthenticationResponseSchema = credentialResponse({
  authenticatorData: base64url,
  signature: base64url,
});

/** The options of `navigator.credentials.create` / `get` in JSON, with their challenge. */
export const CreationOptionsSchema = v.looseObject({
  challenge: v.string(),
  rp: v.object({ name: v.string(), id: v.optional(v.string()) }),
});
export const RequestOptionsSchema = v.looseObject({
  challenge: v.string(),
  rpId: v.optional(v.string()),
});

const PasswordSchema = v.pipe(
  v.string(accountFieldMessages.passwordRequired),
  v.nonEmpty(accountFieldMessages.passwordRequired),
  v.maxLength(limits.password, 'Password is too long'),
);

export const PasskeyPasswordRequestSchema = requestObject({ password: PasswordSchema });
export const PasskeyRegistrationRequestSchema = requestObject({
  name: PasskeyNameSchema,
  response: RegistrationResponseSchema,
});
export const PasskeyRenameRequestSchema = requestObject({ name: PasskeyNameSchema });
export const PasskeySignInRequestSchema = requestObject({
  response: AuthenticationResponseSchema,
});

const INVALID: Refusal = { status: 422, description: 'A field is missing or not valid: `errors`.' };
const WRONG_PASSWORD: Refusal = {
  status: 403,
  description: 'The password is not right (`errors.password`).',
};
const TOO_MANY: Refusal = {
  status: 429,
  description: 'Too many attempts; `Retry-After` says when to try again.',
};
const passkeyId = v.object({ id: v.pipe(v.string(), v.uuid()) });

export const passkeyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: passkeyPaths.passkeys,
    summary: "The account's passkeys, oldest first.",
    access: 'customer',
    answer: v.array(PasskeySchema),
  }),
  registrationOptions: defineEndpoint({
    method: 'POST',
    path: passkeyPaths.registrationOptions,
    summary:
      'Starts adding a passkey, with the password: the options for `navigator.credentials.create`, their challenge good once for 5 minutes.',
    access: 'customer',
    body: PasskeyPasswordRequestSchema,
    answer: CreationOptionsSchema,
    refusals: [INVALID, WRONG_PASSWORD, TOO_MANY],
  }),
  register: defineEndpoint({
    method: 'POST',
    path: passkeyPaths.passkeys,
    summary: "Adds the passkey the browser created, under the customer's name for it.",
    access: 'customer',
    body: PasskeyRegistrationRequestSchema,
    answer: PasskeySchema,
    status: 201,
    refusals: [
      INVALID,
      {
        status: 400,
        description:
          "The browser's answer does not check out (its challenge unknown, used or ended, another origin): `errors.response`.",
      },
      { status: 409, description: 'This passkey is added already.' },
    ],
  }),
  rename: defineEndpoint({
    method: 'PATCH',
    path: `${passkeyPaths.passkeys}/:id`,
    summary: 'Renames one of the passkeys.',
    access: 'customer',
    params: passkeyId,
    body: PasskeyRenameRequestSchema,
    answer: PasskeySchema,
    refusals: [INVALID, ...refusing({ 404: 'No such passkey of this account.' })],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${passkeyPaths.passkeys}/:id`,
    summary: 'Removes one of the passkeys, with the password: it signs in no more.',
    access: 'customer',
    params: passkeyId,
    body: PasskeyPasswordRequestSchema,
    answer: SuccessResponseSchema,
    refusals: [
      INVALID,
      WRONG_PASSWORD,
      ...refusing({ 404: 'No such passkey of this account.' }),
      TOO_MANY,
    ],
  }),
  signInOptions: defineEndpoint({
    method: 'POST',
    path: passkeyPaths.signInOptions,
    summary:
      "Starts a sign-in with a passkey: the options for `navigator.credentials.get` (any of the site's passkeys: the browser offers them, autofill too), good once for 5 minutes.",
    access: 'public',
    answer: RequestOptionsSchema,
    refusals: [TOO_MANY],
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: passkeyPaths.signIn,
    summary:
      'Signs in with a passkey, both factors at once: a session, as login answers (and as a password and a code give).',
    access: 'public',
    body: PasskeySignInRequestSchema,
    answer: SessionResponseSchema,
    refusals: [
      INVALID,
      {
        status: 401,
        description:
          '`AUTH_FAILED` with `data.code` NSK-4001: the passkey is unknown, or its answer does not check out; NSK-4003 for an account our team locked.',
      },
      TOO_MANY,
    ],
  }),
};
