import * as v from 'valibot';

/**
 * The API contract shared by the browser and the server: every path and the valibot schema
 * of what goes over the wire. It is the only module both sides import. Field names are the
 * spec's (section 3); bounds keep every text field to a sane size on both sides.
 */
export const endpoints = {
  health: '/api/health',
  auth: {
    login: '/api/v2/auth/login',
    register: '/api/v2/auth/register',
    /** GET `${exists}/${encodeURIComponent(email)}` */
    exists: '/api/v2/auth/exists',
    /** Sends a code (REGISTRATION or PASSWORD_RESET) or checks one, depending on the body. */
    verification: '/api/v2/auth/verification/send',
    /** PUT or PATCH */
    password: '/api/v2/auth/password',
    refresh: '/api/v2/auth/refresh',
    logout: '/api/v2/auth/logout',
  },
  ai: {
    /** POST, bearer: ADMIN and ROLE_PRO_SUBSCRIBED_CUSTOMER only. */
    chat: '/api/v2/ai/chat',
  },
} as const;

// ---------------------------------------------------------------- errors

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
} as const;

export const HealthSchema = v.object({
  status: v.literal('ok'),
  database: v.picklist(['pglite', 'postgres']),
});

// ---------------------------------------------------------------- shared field rules

export const limits = {
  email: 254,
  name: 100,
  password: 128,
  referrer: 200,
  token: 200,
  chatMessage: 4000,
} as const;

export const PASSWORD_RULE_MESSAGE = 'Must include 8+ chars, uppercase, number';

/** An e-mail as the server keys it: trimmed and lower-cased. */
export const EmailSchema = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('Email is required'),
  v.maxLength(limits.email, 'Email address is too long'),
  v.email('Invalid email address'),
);

/** Spec section 5: at least 8 characters with one uppercase letter and one digit. */
export const PasswordSchema = v.pipe(
  v.string('Password is required'),
  v.nonEmpty('Password is required'),
  v.maxLength(limits.password, 'Password is too long'),
  v.minLength(8, PASSWORD_RULE_MESSAGE),
  v.regex(/[A-Z]/, PASSWORD_RULE_MESSAGE),
  v.regex(/\d/, PASSWORD_RULE_MESSAGE),
);

const nameField = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(limits.name, `${label} is too long`),
  );

export const VerificationCodeSchema = v.pipe(
  v.string('Verification code is required'),
  v.trim(),
  v.nonEmpty('Verification code is required'),
  v.regex(/^\d{6}$/, 'Invalid verification code.'),
);

// ---------------------------------------------------------------- request objects

/**
 * `v.object` for request bodies: a missing field gets that field's own message ('Email is
 * required') instead of valibot's generic "Invalid key", and a body that is not an object says so.
 */
function requestObject<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    if (issue.input === undefined && typeof key === 'string' && key in entries) {
      const field = v.safeParse(entries[key] as v.GenericSchema, undefined);
      if (!field.success) return field.issues[0].message;
    }
    return 'The request body must be a JSON object.';
  });
}

// ---------------------------------------------------------------- users and sessions

export const roles = {
  admin: 'ADMIN',
  pro: 'ROLE_PRO_SUBSCRIBED_CUSTOMER',
} as const;

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

/** The e-mail is the username; the sign-up screen's own flow sends it as `userName`. */
export const LoginRequestSchema = v.pipe(
  requestObject({
    username: v.optional(v.string('Invalid email address')),
    userName: v.optional(v.string('Invalid email address')),
    password: v.pipe(
      v.string('Password is required'),
      v.nonEmpty('Password is required'),
      v.maxLength(limits.password, 'Password is too long'),
    ),
  }),
  v.transform(({ username, userName, password }) => ({
    username: username ?? userName ?? '',
    password,
  })),
  v.object({ username: EmailSchema, password: v.string() }),
);
export type LoginRequest = v.InferInput<typeof LoginRequestSchema>;

export const ExistsResponseSchema = v.object({ isPresent: v.boolean() });

export const RegistrationCodeRequestSchema = requestObject({
  emailAddress: EmailSchema,
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  type: v.literal('REGISTRATION', 'The type must be REGISTRATION or PASSWORD_RESET.'),
});
export const ResetCodeRequestSchema = requestObject({
  emailAddress: EmailSchema,
  type: v.literal('PASSWORD_RESET', 'The type must be REGISTRATION or PASSWORD_RESET.'),
});
/** Checks a sign-up code unless `type` says which code (the wizard sends no type). */
export const CodeCheckRequestSchema = requestObject({
  emailAddress: EmailSchema,
  verificationCode: VerificationCodeSchema,
  type: v.optional(
    v.picklist(
      ['REGISTRATION', 'PASSWORD_RESET'],
      'The type must be REGISTRATION or PASSWORD_RESET.',
    ),
    'REGISTRATION',
  ),
});
/** One path, three bodies (spec section 7, wizard calls 2 to 4). */
export const VerificationRequestSchema = v.union([
  RegistrationCodeRequestSchema,
  ResetCodeRequestSchema,
  CodeCheckRequestSchema,
]);
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

// ---------------------------------------------------------------- AI chat

/** The code a 502 carries in `data.code` when the model answered with no content. */
export const aiErrorCodes = {
  empty: 'AI-EMPTY',
} as const;

export const CHAT_MESSAGE_REQUIRED = 'Please enter a message.';
export const CHAT_MESSAGE_TOO_LONG = `Please keep your message under ${limits.chatMessage.toLocaleString('en-US')} characters.`;

/** Spec section 3 (AI chat request): the prompt, trimmed, not empty, bounded. */
export const ChatRequestSchema = requestObject({
  message: v.pipe(
    v.string(CHAT_MESSAGE_REQUIRED),
    v.trim(),
    v.nonEmpty(CHAT_MESSAGE_REQUIRED),
    v.maxLength(limits.chatMessage, CHAT_MESSAGE_TOO_LONG),
  ),
});
export type ChatRequest = v.InferInput<typeof ChatRequestSchema>;

/** The OpenAI-style answer the client reads: `choices[0].message.content`. */
export const ChatResponseSchema = v.object({
  choices: v.array(
    v.looseObject({
      message: v.looseObject({ content: v.nullish(v.string()) }),
    }),
  ),
});
export type ChatResponse = v.InferOutput<typeof ChatResponseSchema>;
