// The second factor (issue 35): the authenticator app (TOTP, RFC 6238) with its recovery codes,
// the sign-in's second step, and the fresh confirmation an operator's weightiest actions ask for.
import * as v from 'valibot';
import { SessionResponseSchema } from './accounts';
import { defineEndpoint, type Refusal } from './endpoint';
import { accountFieldMessages, limits, requestObject } from './fields';
import { endpoints } from './paths';
import { SuccessResponseSchema } from './store';

export const secondFactorPaths = {
  totp: '/api/v2/account/totp',
  totpConfirm: '/api/v2/account/totp/confirm',
  recoveryCodes: '/api/v2/account/totp/recovery-codes',
  /** Gives the second factor again in this session (sudo mode). */
  confirm: '/api/v2/account/second-factor',
  signIn: `${endpoints.auth.login}/second-factor`,
} as const;

/** How the authenticator app's codes are made: what every app understands (RFC 6238's default). */
export const totpParameters = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

/** Recovery codes given at once, each used once. */
export const RECOVERY_CODE_COUNT = 10;

/** How long the sign-in's second step may take (5 minutes), and how many wrong codes it takes. */
export const SECOND_FACTOR_TICKET_MS = 5 * 60 * 1000;
export const SECOND_FACTOR_MAX_FAILURES = 5;

/** How old the session's last second factor may be before a weighty operator action asks again. */
export const FRESH_SECOND_FACTOR_MS = 10 * 60 * 1000;

/**
 * Codes of the second factor's refusals in `data.code`. NSK-4003 is the contract's for a wrong
 * code on the sign-in's second step (as for a locked account on the first: the call tells which).
 */
export const secondFactorErrorCodes = {
  wrongCode: 'NSK-4003',
  /** An operator without a second factor: the console opens once one is set up. */
  required: 'NSK-4031',
  /** A weighty operator action, and the session's last second factor is over 10 minutes old. */
  notFresh: 'NSK-4032',
} as const;

/** How a sign-in may give its second factor; `passkey` joins when the account has one. */
export const secondFactorMethods = ['totp', 'recovery', 'passkey'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/** Login's answer for an account with a second factor: no session yet, a ticket for step two. */
export const SecondFactorChallengeSchema = v.object({
  secondFactor: v.object({
    ticket: v.pipe(v.string(), v.nonEmpty()),
    methods: v.array(v.picklist(secondFactorMethods)),
    /** When the ticket ends, epoch milliseconds. */
    expiresIn: v.number(),
  }),
});
export type SecondFactorChallenge = v.InferOutput<typeof SecondFactorChallengeSchema>;

/** Login answers a session, or the second step's ticket. */
export const LoginAnswerSchema = v.union([SessionResponseSchema, SecondFactorChallengeSchema]);
export type LoginAnswer = v.InferOutput<typeof LoginAnswerSchema>;

export const isSecondFactorChallenge = (answer: LoginAnswer): answer is SecondFactorChallenge =>
  'secondFactor' in answer;

export const secondFactorMessages = {
  codeRequired: 'Enter the code from your authenticator app or a recovery code.',
};

/** Six digits from the app, or a recovery code (`xxxxx-xxxxx`); spaces are forgiven. */
export const SecondFactorCodeSchema = v.pipe(
  v.string(secondFactorMessages.codeRequired),
  v.trim(),
  v.nonEmpty(secondFactorMessages.codeRequired),
  v.maxLength(64, 'The code is too long.'),
);

export const SecondFactorCodeRequestSchema = requestObject({ code: SecondFactorCodeSchema });

export const SecondFactorSignInRequestSchema = requestObject({
  ticket: v.pipe(v.string(), v.nonEmpty(), v.maxLength(limits.token)),
  code: SecondFactorCodeSchema,
});
export type SecondFactorSignInRequest = v.InferInput<typeof SecondFactorSignInRequestSchema>;

export const TotpOffRequestSchema = requestObject({
  password: v.pipe(
    v.string(accountFieldMessages.passwordRequired),
    v.nonEmpty(accountFieldMessages.passwordRequired),
    v.maxLength(limits.password, 'Password is too long'),
  ),
  code: SecondFactorCodeSchema,
});
export type TotpOffRequest = v.InferInput<typeof TotpOffRequestSchema>;

export const TotpStatusSchema = v.object({
  /** Whether the authenticator app is set up and confirmed. */
  enabled: v.boolean(),
  recoveryCodesLeft: v.number(),
});
export type TotpStatus = v.InferOutput<typeof TotpStatusSchema>;

export const TotpSetupSchema = v.object({
  /** Base32, for typing into the app by hand. */
  secret: v.pipe(v.string(), v.nonEmpty()),
  /** `otpauth://totp/...`, what the QR code holds. */
  otpauthUrl: v.pipe(v.string(), v.startsWith('otpauth://totp/')),
});
export type TotpSetup = v.InferOutput<typeof TotpSetupSchema>;

export const RecoveryCodesSchema = v.object({
  recoveryCodes: v.pipe(v.array(v.string()), v.length(RECOVERY_CODE_COUNT)),
});

const INVALID: Refusal = { status: 422, description: 'A field is missing or not valid: `errors`.' };
const WRONG_CODE: Refusal = {
  status: 403,
  description: 'The code (or the password) is not right: `errors` names the field.',
};
const TOO_MANY: Refusal = {
  status: 429,
  description: 'Too many wrong codes; `Retry-After` says when to try again.',
};

export const secondFactorEndpoints = {
  totpStatus: defineEndpoint({
    method: 'GET',
    path: secondFactorPaths.totp,
    summary: 'Whether the authenticator app is on, and how many recovery codes are left.',
    access: 'customer',
    answer: TotpStatusSchema,
  }),
  startTotp: defineEndpoint({
    method: 'POST',
    path: secondFactorPaths.totp,
    summary:
      'Starts setting up an authenticator app: a new secret (SHA-1, 6 digits, 30 s), pending until a code confirms it.',
    access: 'customer',
    answer: TotpSetupSchema,
    refusals: [{ status: 409, description: 'The authenticator app is on already.' }],
  }),
  confirmTotp: defineEndpoint({
    method: 'POST',
    path: secondFactorPaths.totpConfirm,
    summary:
      'Turns the authenticator app on with a code from it: 10 single-use recovery codes, shown once.',
    access: 'customer',
    body: SecondFactorCodeRequestSchema,
    answer: RecoveryCodesSchema,
    refusals: [
      INVALID,
      WRONG_CODE,
      { status: 409, description: 'No set-up was started, or it is on already.' },
      TOO_MANY,
    ],
  }),
  renewRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: secondFactorPaths.recoveryCodes,
    summary: 'Makes 10 new recovery codes with a code from the app; the old ones stop working.',
    access: 'customer',
    body: SecondFactorCodeRequestSchema,
    answer: RecoveryCodesSchema,
    refusals: [
      INVALID,
      WRONG_CODE,
      { status: 409, description: 'The authenticator app is not on.' },
      TOO_MANY,
    ],
  }),
  turnOffTotp: defineEndpoint({
    method: 'DELETE',
    path: secondFactorPaths.totp,
    summary: 'Turns the authenticator app off, with the password and a code (or a recovery code).',
    access: 'customer',
    body: TotpOffRequestSchema,
    answer: SuccessResponseSchema,
    refusals: [
      INVALID,
      WRONG_CODE,
      { status: 409, description: 'The authenticator app is not on.' },
      TOO_MANY,
    ],
  }),
  confirmSecondFactor: defineEndpoint({
    method: 'POST',
    path: secondFactorPaths.confirm,
    summary:
      "Gives the second factor again in this session: an operator's weighty actions then work for 10 minutes (sudo mode).",
    access: 'customer',
    body: SecondFactorCodeRequestSchema,
    answer: SuccessResponseSchema,
    refusals: [
      INVALID,
      WRONG_CODE,
      { status: 409, description: 'The account has no second factor.' },
      TOO_MANY,
    ],
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: secondFactorPaths.signIn,
    summary:
      "The sign-in's second step: the login's ticket and a code from the app or a recovery code; a session, as login answers.",
    access: 'public',
    body: SecondFactorSignInRequestSchema,
    answer: SessionResponseSchema,
    refusals: [
      INVALID,
      {
        status: 401,
        description:
          '`AUTH_FAILED` with `data.code` NSK-4003: the code is not right, or the ticket has ended (5 minutes, 5 wrong codes).',
      },
      TOO_MANY,
    ],
  }),
};
