import * as v from 'valibot';

/**
 * The API contract shared by the browser and the server: every path and the valibot schema
 * of what goes over the wire. It is the only module both sides import. Field names are the
 * spec's (section 3); bounds keep every text field to a sane size on both sides.
 */
/** The product's name, written once: the server's mails and pages and every client text read it. */
export const BRAND_NAME = 'SignalHand';

/**
 * The SPA's pages, written once: the client's routes and links and the server's redirects and
 * return paths read them here. Customer pages live under `customer.area` (a nested router).
 */
export const pagePaths = {
  home: '/',
  installation: '/demo',
  pricing: '/pricing',
  download: '/download',
  contact: '/contact-us',
  about: '/about-us',
  terms: '/terms-and-condition',
  privacy: '/privacy-policy',
  login: '/login',
  signup: '/signup',
  register: '/register',
  resetPassword: '/reset-password',
  customer: {
    area: '/customer',
    dashboard: '/customer/dashboard',
    scriptStore: '/customer/script-store',
    chat: '/customer/chat',
    accounts: '/customer/accounts',
    contact: '/customer/contact-us',
    settings: '/customer/settings',
  },
} as const;

/** A script's own page in the store. */
export const scriptPagePath = (scriptName: string) =>
  `${pagePaths.customer.scriptStore}/${encodeURIComponent(scriptName)}`;

/** Where the server publishes the downloadable files (the installer) and the pages link to them. */
export const FILES_PATH = '/files';

/** The address that receives support mail, unless the operator sets SUPPORT_EMAIL. */
export const SUPPORT_EMAIL = 'support@signalhand.io';

/** Spec section 9: login and authenticated calls give up after 15 seconds. */
export const REQUEST_TIMEOUT_MS = 15_000;

// ---------------------------------------------------------------- site settings

/**
 * Every address outside this site, in one place. These are defaults only: an operator sets the
 * real ones with the `LINK_*` variables (server/config.ts, README), and the server hands them to
 * every page. The defaults are placeholders, not pages that exist (the video id is not a real
 * video): a deployment must set them.
 */
export const defaultExternalLinks = {
  documentation: 'https://docs.signalhand.io',
  blog: 'https://blog.signalhand.io',
  community: 'https://community.signalhand.io',
  customGpt: 'https://chatgpt.com/g/g-signalhand-script-assistant',
  scheduling: 'https://calendly.com/signalhand/onboarding',
  /** The tutorial's embed address: the video dialog's frame (its origin is allowed to frame). */
  tutorialVideo: 'https://www.youtube-nocookie.com/embed/signalhand-setup',
  /** The same video on its own site, offered when the embed cannot play. */
  tutorialVideoPage: 'https://www.youtube.com/watch?v=signalhand-setup',
  x: 'https://x.com/signalhand',
  youtube: 'https://www.youtube.com/@signalhand',
  facebook: 'https://www.facebook.com/signalhand',
  instagram: 'https://www.instagram.com/signalhand',
} as const;

export type ExternalLinkName = keyof typeof defaultExternalLinks;
export type ExternalLinks = Record<ExternalLinkName, string>;

export const externalLinkNames = Object.keys(defaultExternalLinks) as ExternalLinkName[];

/** Spec section 9: the promo code of the first free month, unless the operator sets PROMO_CODE. */
export const DEFAULT_PROMO_CODE = 'FIRSTMONTHFREE';

/**
 * What the operator sets on the running server and every page shows, without a rebuild: the
 * promo code the checkout accepts and the addresses outside the site. The server writes them
 * into each HTML page it sends as a JSON data block (never a script that runs: the CSP forbids
 * inline scripts); the browser reads that block once, at start (src/services/site-settings.ts).
 */
export type SiteSettings = { promoCode: string; links: ExternalLinks };

export const defaultSiteSettings: SiteSettings = {
  promoCode: DEFAULT_PROMO_CODE,
  links: defaultExternalLinks,
};

/** The id of the `<script type="application/json">` element that carries the settings. */
export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';

/** The element the server puts in each page's head (`<` escaped, so the data cannot end it). */
export function siteSettingsElement(settings: SiteSettings): string {
  const json = JSON.stringify(settings).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${SITE_SETTINGS_ELEMENT_ID}">${json}</script>`;
}

/** Each setting by name (`promoCode`, `links.blog`...) with its value. */
export const siteSettingEntries = (settings: SiteSettings): Array<[string, string]> => [
  ['promoCode', settings.promoCode],
  ...externalLinkNames.map((name): [string, string] => [`links.${name}`, settings.links[name]]),
];

/** How every setting's token starts, so the server can tell that none is left unfilled. */
export const SITE_SETTING_TOKEN_START = '{{site-setting:';

/**
 * The token a prerendered page is built with in place of a setting's value, which the server
 * replaces with the configured value when it starts.
 */
export const siteSettingPlaceholder = (name: string) => `${SITE_SETTING_TOKEN_START}${name}}}`;

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
  store: {
    /** GET `?limit=10&offset=N` */
    scripts: '/api/v2/store/script',
    /** GET `${details}/${encodeURIComponent(scriptName)}` */
    details: '/api/v2/store/script/details',
    custom: '/api/v2/store/script/custom',
    /** GET `${content}/${encodeURIComponent(scriptName)}?expires&signature`: a signed download. */
    content: '/api/v2/store/script/content',
  },
  support: '/api/v2/customer/support',
  payment: {
    /** Browser navigation with `emailAddress` and `product` (the script name). */
    scriptCheckout: '/api/v2/payment/checkout-session',
    /** Browser navigation with `priceId`, `emailAddress` and `returnUrl` (a path of this site). */
    subscriptionCheckout: '/api/v2/payment/subscription/checkout-session',
    /** GET the subscription info; PUT `?priceId=` (yearly) schedules the change; DELETE cancels. */
    subscription: '/api/v2/payment/subscription',
    reinstate: '/api/v2/payment/subscription/reinstate',
    /** GET the purchase items. */
    purchases: '/api/v2/payment/purchase',
    /** GET the public payment settings: provider, the two price ids, the promo code. */
    config: '/api/v2/payment/config',
    /** POST, Stripe only: signed events. */
    webhook: '/api/v2/payment/webhook',
    /** The built-in test checkout page (`/${checkoutId}`), when no Stripe key is configured. */
    testCheckout: '/api/v2/payment/test-checkout',
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
const singleLine = (label: string) =>
  v.check((text: string) => !LINE_BREAK.test(text), `${label} must be on one line`);

const nameField = (label: string) =>
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

/**
 * The roles an account can hold, written once for both sides: the server grants them (the
 * operator's `npm run admin`, a Pro subscription) and the client reads them from the session.
 */
export const roles = {
  admin: 'ADMIN',
  pro: 'ROLE_PRO_SUBSCRIBED_CUSTOMER',
} as const;
export type Role = (typeof roles)[keyof typeof roles];

/** Spec section 6: ADMIN and Pro customers get the pro chat; the AI chat call refuses others. */
const CHAT_ROLES: readonly string[] = [roles.admin, roles.pro];
export const mayUseChat = (userRoles: readonly string[]) =>
  userRoles.some((role) => CHAT_ROLES.includes(role));

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

// ---------------------------------------------------------------- script store

/** Spec section 9: the store pages by 10; the server accepts up to 50 per page. */
export const STORE_PAGE_SIZE = 10;
export const STORE_MAX_PAGE_SIZE = 50;

/**
 * Spec section 3: the platforms a custom script can be requested for. `value` goes over the wire
 * spelled as the spec has it ('ThikOrSwim'); `label` is the platform's real name, what people see.
 */
export const customScriptPlatformOptions = [
  { value: 'ThikOrSwim', label: 'ThinkOrSwim' },
  { value: 'Kraken', label: 'Kraken' },
  { value: 'Tradovate', label: 'Tradovate' },
  { value: 'TradingView', label: 'TradingView' },
] as const;
export const customScriptPlatforms = customScriptPlatformOptions.map((option) => option.value);
export type CustomScriptPlatform = (typeof customScriptPlatforms)[number];

export const storeLimits = {
  scriptName: 120,
  requestName: 100,
  description: 2000,
  phoneNumber: 20,
  phoneCode: 5,
  reason: 2000,
} as const;

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 50.';
const OFFSET_MESSAGE = 'offset must be a whole number, 0 or more.';

/** The query of the list call: `limit` 1 to 50 (default 10), `offset` 0 or more (default 0). */
export const ScriptPageQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(LIMIT_MESSAGE),
      v.regex(/^\d{1,3}$/, LIMIT_MESSAGE),
      v.transform(Number),
      v.minValue(1, LIMIT_MESSAGE),
      v.maxValue(STORE_MAX_PAGE_SIZE, LIMIT_MESSAGE),
    ),
    String(STORE_PAGE_SIZE),
  ),
  offset: v.optional(
    v.pipe(v.string(OFFSET_MESSAGE), v.regex(/^\d{1,9}$/, OFFSET_MESSAGE), v.transform(Number)),
    '0',
  ),
});

/**
 * The path parameter of a script's detail and of its content: no script has a longer name, so
 * a longer one is refused before the catalogue is asked.
 */
export const ScriptNameParamsSchema = v.object({
  scriptName: v.pipe(v.string(), v.maxLength(storeLimits.scriptName)),
});

/** The query of a signed content link: when it stops working, and its signature. */
export const ContentLinkQuerySchema = v.object({
  expires: v.optional(v.string(), ''),
  signature: v.optional(v.string(), ''),
});

/** What anyone signed in may see of a script (spec section 3, Script, without its content). */
const scriptPublicEntries = {
  scriptName: v.string(),
  scriptDescription: v.string(),
  scriptImageUrl: v.string(),
  platform: v.string(),
  application: v.string(),
  /** '0' is free; otherwise dollars. */
  price: v.string(),
  brokerage: v.string(),
  /** ISO 8601. */
  createdOn: v.string(),
  contentType: v.string(),
  isPurchased: v.boolean(),
};

export const ScriptSummarySchema = v.object(scriptPublicEntries);
export type ScriptSummary = v.InferOutput<typeof ScriptSummarySchema>;
export const ScriptPageSchema = v.array(ScriptSummarySchema);

/** The detail of a script the customer is entitled to: its content link as well. */
export const ScriptDetailSchema = v.object({ ...scriptPublicEntries, contentLink: v.string() });
export type ScriptDetail = v.InferOutput<typeof ScriptDetailSchema>;

/** The 403 answer of the detail call: why, and the public fields for the limited view. */
export const ScriptForbiddenSchema = v.object({ message: v.string(), ...scriptPublicEntries });

const requiredText = (message: string, max: number, tooLong: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, tooLong));

/** Digits with the usual separators and an optional leading +; at least 5 digits. */
const PHONE_NUMBER = /^\+?(?=(?:\D*\d){5})[\d\s().-]+$/;

export const CustomScriptRequestSchema = requestObject({
  name: v.pipe(
    requiredText('Name is required', storeLimits.requestName, 'Name is too long'),
    singleLine('Name'),
  ),
  description: requiredText(
    'Description is required',
    storeLimits.description,
    'Description is too long',
  ),
  platform: v.picklist(customScriptPlatforms, 'Platform is required'),
  phoneNumber: v.pipe(
    requiredText('Phone number is required', storeLimits.phoneNumber, 'Phone number is too long'),
    v.regex(PHONE_NUMBER, 'Enter a valid phone number'),
  ),
});
export type CustomScriptRequest = v.InferInput<typeof CustomScriptRequestSchema>;

export const SuccessResponseSchema = v.object({ success: v.boolean() });

// ---------------------------------------------------------------- support

/** Spec section 5, contact form: the messages are the spec's. */
export const SupportRequestSchema = requestObject({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  emailAddress: EmailSchema,
  phoneCode: v.pipe(
    requiredText('Phone code is required', storeLimits.phoneCode, 'Phone code is too long'),
    v.regex(/^\+?\d{1,4}$/, 'Enter a phone code such as +1'),
  ),
  phoneNumber: v.pipe(
    requiredText('Phone number is required', storeLimits.phoneNumber, 'Phone number is too long'),
    v.regex(PHONE_NUMBER, 'Enter a valid phone number'),
  ),
  reasonToContact: requiredText(
    'Please provide a reason for contact',
    storeLimits.reason,
    'The reason is too long',
  ),
});
export type SupportRequest = v.InferInput<typeof SupportRequestSchema>;
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

// ---------------------------------------------------------------- payments

/** Epoch seconds (spec section 9). */
const epochSeconds = v.pipe(v.number(), v.integer());

export const subscriptionTypes = ['MONTHLY', 'YEARLY'] as const;
export type SubscriptionType = (typeof subscriptionTypes)[number];

/** Spec section 9: Pro costs 30 US dollars a month or 300 a year (the pricing page, the checkout). */
export const PRO_PRICE_USD: Record<SubscriptionType, number> = { MONTHLY: 30, YEARLY: 300 };

/** Spec section 3, Subscription info; `status` is `active`, `cancelled`, `expired` or `none`. */
export const SubscriptionInfoSchema = v.object({
  isSubscribed: v.boolean(),
  status: v.string(),
  /** MONTHLY or YEARLY while there is a subscription, else null. */
  subscriptionType: v.nullable(v.picklist(subscriptionTypes)),
  startDate: v.nullable(epochSeconds),
  endDate: v.nullable(epochSeconds),
  scheduleSubscription: v.nullable(
    v.object({
      subscriptionType: v.picklist(subscriptionTypes),
      startDate: epochSeconds,
      endDate: epochSeconds,
      status: v.string(),
    }),
  ),
});
export type SubscriptionInfo = v.InferOutput<typeof SubscriptionInfoSchema>;

/** The answer of upgrade, reinstate and cancel. */
export const SubscriptionActionResponseSchema = v.object({
  success: v.boolean(),
  description: v.string(),
});
export type SubscriptionActionResponse = v.InferOutput<typeof SubscriptionActionResponseSchema>;

/** Spec section 3, Purchase item: price in cents, dates in epoch seconds. */
export const PurchaseItemSchema = v.object({
  name: v.string(),
  price: v.pipe(v.number(), v.integer()),
  type: v.picklist(['SUBSCRIPTION', 'SCRIPT']),
  createdDate: epochSeconds,
  startDate: v.nullable(epochSeconds),
  endDate: v.nullable(epochSeconds),
});
export type PurchaseItem = v.InferOutput<typeof PurchaseItemSchema>;
export const PurchaseListSchema = v.array(PurchaseItemSchema);

/** What the client needs to start a checkout: the configured price ids and the promo code. */
export const PaymentConfigSchema = v.object({
  provider: v.picklist(['local', 'stripe']),
  prices: v.object({ monthly: v.string(), yearly: v.string() }),
  promoCode: v.string(),
});
export type PaymentConfig = v.InferOutput<typeof PaymentConfigSchema>;

export const paymentLimits = { priceId: 200, returnUrl: 500, promoCode: 50 } as const;
