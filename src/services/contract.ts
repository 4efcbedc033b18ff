/**
 * The API contract shared by the browser and the server: every path and the valibot schema
 * of what goes over the wire. It is the only module both sides import. Field names are the
 * spec's (section 3); bounds keep every text field to a sane size on both sides.
 */
import * as v from 'valibot';
import { pagePaths } from './page-paths';
import { FILES_PATH, subscriptionTypes } from './site-facts';

// What the build leaves in dist/ for the server, and which pages there are and how each is
// delivered: plain data the server routes by.
export * from './build-output';
export * from './page-registry';
// Which pages need a session and how a browser says it holds one: the server sends whoever
// holds none to login before any app code loads. In modules of their own, without valibot,
// like the facts and pages below: the session storage every page runs reads the cookie's.
export { isInSignedInArea, loginReturningTo } from './return-path';
export { SIGNED_IN_COOKIE } from './signed-in-cookie';

// The facts a public page needs (the brand, the site settings, the Pro price) live in a module
// of their own, without valibot: the islands of a public page read them, and importing them
// from here would load every schema below with them.
export * from './site-facts';

// The SPA's pages live in a module of their own, without valibot: the entry every page runs
// reads them before any app code loads.
export { pagePaths };

/** One customer's page in the operator console. */
export const adminCustomerPath = (customerId: string) =>
  `${pagePaths.admin.customers}/${encodeURIComponent(customerId)}`;

/**
 * The console's script editor: `adminScriptPath(id)` edits one script, and
 * `adminScriptPath(NEW_SCRIPT_ID)` starts a new one (a script's id is a UUID, never 'new').
 */
export const NEW_SCRIPT_ID = 'new';
export const adminScriptPath = (scriptId: string) =>
  `${pagePaths.admin.scripts}/${encodeURIComponent(scriptId)}`;

/** A script's own page in the store. */
export const scriptPagePath = (scriptName: string) =>
  `${pagePaths.customer.scriptStore}/${encodeURIComponent(scriptName)}`;

/** Spec section 9: login and authenticated calls give up after 15 seconds. */
export const REQUEST_TIMEOUT_MS = 15_000;

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
    /** GET the purchase items: all, or a page with `?limit=&offset=` (and `type=`). */
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
  /** The operator console's calls: bearer with the ADMIN role, else 403 (issue 17). */
  admin: '/api/v2/admin',
  /** The desktop link (issue 18): the device authorization grant and licenses. */
  device: {
    code: '/api/v2/device/code',
    token: '/api/v2/device/token',
    license: '/api/v2/device/license',
  },
  /**
   * The customer's devices (bearer): GET the list with what they are entitled to,
   * DELETE `${devices}/${id}` revokes one; GET `${devices}/activation/${userCode}` shows a
   * waiting device, POST there `{ decision }` approves or denies it.
   */
  devices: '/api/v2/devices',
  /** The release feed: GET `?channel=`, and `${releases}/latest?platform=&channel=`. */
  releases: '/api/v2/releases',
  jwks: '/.well-known/jwks.json',
} as const;

// ---------------------------------------------------------------- operator console lists (issue 17)

/** Every console table pages by 20. */
export const ADMIN_PAGE_SIZE = 20;
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** What a console table asks for: `?search=&sort=&order=&page=` (page from 1). */
export type AdminListQuery<TSort extends string = string> = {
  search: string;
  sort: TSort;
  order: SortOrder;
  page: number;
};

/**
 * The query of one console table, with the columns it sorts by (the first is the default) and
 * free-text search: query strings arrive as text, so the page is parsed from it.
 */
export const adminListQuerySchema = <const TSort extends readonly [string, ...string[]]>(
  sortKeys: TSort,
) =>
  v.object({
    search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
    sort: v.optional(v.picklist(sortKeys), sortKeys[0]),
    order: v.optional(v.picklist(sortOrders), 'desc'),
    page: v.pipe(
      v.optional(v.string(), '1'),
      v.regex(/^[1-9]\d{0,5}$/, 'The page must be a whole number from 1.'),
      v.transform(Number),
    ),
  });

/** One page of a console table: its rows and how many match in all. */
export const adminListOf = <TItem extends v.GenericSchema>(item: TItem) =>
  v.object({ items: v.array(item), total: v.number() });
export type AdminListPage<TItem> = { items: TItem[]; total: number };

// ---------------------------------------------------------------- desktop releases (issue 18)

/** The desktop tool's platforms (macOS runs it through a virtual machine). */
export const desktopPlatforms = ['windows-x64', 'windows-arm64', 'macos'] as const;
export type DesktopPlatform = (typeof desktopPlatforms)[number];
export const releaseChannels = ['stable', 'beta'] as const;
export type ReleaseChannel = (typeof releaseChannels)[number];
export const releaseNoteTags = ['Feature', 'Enhancement', 'Fix'] as const;
export type ReleaseNoteTag = (typeof releaseNoteTags)[number];

/** One release in the feed, exactly as the desktop tool reads it (issue 18's contract). */
export const ReleaseSchema = v.object({
  version: v.string(),
  /** ISO date (YYYY-MM-DD). */
  date: v.string(),
  channel: v.picklist(releaseChannels),
  notes: v.array(v.object({ tag: v.picklist(releaseNoteTags), text: v.string() })),
  files: v.array(
    v.object({
      platform: v.picklist(desktopPlatforms),
      fileName: v.string(),
      /** Bytes. */
      size: v.number(),
      /** Lower-case hex. */
      sha256: v.string(),
      /** Absolute or site-relative. */
      url: v.string(),
    }),
  ),
});
export type Release = v.InferOutput<typeof ReleaseSchema>;

/** What a license grants (its claims `plan`, `runTimeSecondsPerDay`, `scripts`). */
export const EntitlementSchema = v.object({
  plan: v.picklist(['trial', 'pro']),
  /** 3600 on Trial; absent on Pro (unlimited). */
  runTimeSecondsPerDay: v.optional(v.number()),
  scripts: v.array(v.string()),
});
export type Entitlement = v.InferOutput<typeof EntitlementSchema>;

/** GET `endpoints.devices`: the live (not revoked) devices, newest first. */
export const DeviceListSchema = v.object({
  devices: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      platform: v.picklist(desktopPlatforms),
      appVersion: v.string(),
      /** ISO timestamps. */
      activatedAt: v.string(),
      lastSeenAt: v.nullable(v.string()),
    }),
  ),
  /** How many devices the customer's plan allows at once. */
  limit: v.number(),
  entitlement: EntitlementSchema,
});
export type DeviceList = v.InferOutput<typeof DeviceListSchema>;

/** GET `${endpoints.devices}/activation/${userCode}`: the device waiting for approval. */
export const PendingDeviceSchema = v.object({
  userCode: v.string(),
  deviceName: v.string(),
  platform: v.picklist(desktopPlatforms),
  appVersion: v.string(),
  /** ISO timestamp: the code is refused after it. */
  expiresAt: v.string(),
});
export type PendingDevice = v.InferOutput<typeof PendingDeviceSchema>;

/**
 * POST there with this body. 200 `{ status }`; 404 `{ message }` for an unknown, used or
 * expired code; 409 `{ message, limit }` when approving would pass the plan's device limit.
 */
export const DeviceDecisionSchema = v.object({ decision: v.picklist(['approve', 'deny']) });
export const DeviceDecisionAnswerSchema = v.object({ status: v.picklist(['approved', 'denied']) });

/**
 * The console's releases (`${endpoints.admin}/releases`, ADMIN): GET lists every release with
 * its state and download count; POST (multipart: version, date, channel, notes as JSON, and
 * `file.<platform>` files) adds a draft; POST `/${version}/publish` or `/withdraw` changes it.
 */
export const AdminReleaseSchema = v.object({
  ...ReleaseSchema.entries,
  status: v.picklist(['draft', 'published', 'withdrawn']),
  downloads: v.number(),
});
export const AdminReleaseListSchema = v.object({ releases: v.array(AdminReleaseSchema) });
export type AdminRelease = v.InferOutput<typeof AdminReleaseSchema>;

/**
 * The address the 'Free Download' buttons link to: it always serves the latest stable
 * `windows-x64` file of the release registry (a redirect, counted as that release's download).
 */
export const LATEST_INSTALLER_PATH = `${FILES_PATH}/SignalHand-Setup-win-x64.zip`;

/** Device sign-in (RFC 8628) as the desktop tool runs it: the constants the contract fixes. */
export const deviceFlow = {
  /** Seconds a device code and its user code live. */
  expiresIn: 900,
  /** Seconds the tool waits between two polls (plus 5 after each `slow_down`). */
  interval: 5,
  /** RFC 8628's advice: consonants only (no vowels, so no words; no look-alikes such as 0/O). */
  userCodeAlphabet: 'BCDFGHJKLMNPQRSTVWXZ',
  /** XXXX-XXXX. */
  userCodePattern: /^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/,
  /** The `aud` of every license. */
  licenseAudience: 'signalhand-desktop',
  /** Days a device token lives unused; every use renews it for as long again. */
  deviceTokenDays: 30,
} as const;

export const deviceLimits = { deviceName: 100, appVersion: 40, deviceCode: 100 } as const;

/** A version as the desktop tool writes it: 2.0.0, 2.1.0-beta.1. */
const APP_VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}(-[0-9A-Za-z.]{1,20})?$/;
export const AppVersionSchema = v.pipe(
  v.string('appVersion is required'),
  v.trim(),
  v.maxLength(deviceLimits.appVersion, 'appVersion is too long'),
  v.regex(APP_VERSION, 'appVersion must be a version such as 2.0.0'),
);

/** POST `endpoints.device.code`: the device that asks to sign in. */
export const DeviceCodeRequestSchema = requestObject({
  deviceName: v.pipe(
    v.string('deviceName is required'),
    v.trim(),
    v.nonEmpty('deviceName is required'),
    v.maxLength(deviceLimits.deviceName, 'deviceName is too long'),
    // One line, like every name (declared further down, so written out here).
    v.regex(/^[^\r\n\u0085\u2028\u2029]*$/, 'deviceName must be on one line'),
  ),
  platform: v.picklist(desktopPlatforms, `platform must be one of ${desktopPlatforms.join(', ')}`),
  appVersion: AppVersionSchema,
});
export type DeviceCodeRequest = v.InferInput<typeof DeviceCodeRequestSchema>;

export const DeviceCodeResponseSchema = v.object({
  deviceCode: v.string(),
  userCode: v.pipe(v.string(), v.regex(deviceFlow.userCodePattern)),
  verificationUri: v.string(),
  verificationUriComplete: v.string(),
  expiresIn: v.number(),
  interval: v.number(),
});
export type DeviceCodeResponse = v.InferOutput<typeof DeviceCodeResponseSchema>;

/** POST `endpoints.device.token`. */
export const DeviceTokenRequestSchema = requestObject({
  deviceCode: v.pipe(
    v.string('deviceCode is required'),
    v.nonEmpty('deviceCode is required'),
    v.maxLength(deviceLimits.deviceCode, 'deviceCode is too long'),
  ),
});
/** RFC 8628 section 3.5's answers while there is no token (400 `{ error }`). */
export const deviceTokenErrors = [
  'authorization_pending',
  'slow_down',
  'access_denied',
  'expired_token',
  'invalid_grant',
  'invalid_request',
] as const;
export type DeviceTokenError = (typeof deviceTokenErrors)[number];
export const DeviceTokenErrorSchema = v.looseObject({ error: v.picklist(deviceTokenErrors) });
export const DeviceTokenResponseSchema = v.object({ deviceToken: v.string(), license: v.string() });
export type DeviceTokenResponse = v.InferOutput<typeof DeviceTokenResponseSchema>;
/** POST `endpoints.device.license` (bearer: the device token). */
export const LicenseResponseSchema = v.object({ license: v.string() });

/** The claims of a license (a JWT signed with EdDSA, `kid` in its header). */
export const LicenseClaimsSchema = v.looseObject({
  ...EntitlementSchema.entries,
  iss: v.string(),
  aud: v.union([v.string(), v.array(v.string())]),
  sub: v.string(),
  device: v.string(),
  iat: v.number(),
  exp: v.number(),
});
export type LicenseClaims = v.InferOutput<typeof LicenseClaimsSchema>;

/** The path of `${endpoints.devices}/activation/:userCode` (dash optional, any case). */
export const UserCodeParamsSchema = v.object({
  userCode: v.pipe(
    v.string(),
    v.maxLength(20, 'Enter the code the desktop tool shows.'),
    v.transform((code) => code.toUpperCase().replace(/[\s-]/g, '')),
    v.regex(/^[A-Z]{8}$/, 'Enter the code the desktop tool shows.'),
    v.transform((code) => `${code.slice(0, 4)}-${code.slice(4)}`),
  ),
});

/** The query of the release feed and of `${endpoints.releases}/latest`. */
export const ReleaseFeedQuerySchema = v.object({
  channel: v.optional(v.picklist(releaseChannels, 'channel must be stable or beta')),
});
export const LatestReleaseQuerySchema = v.object({
  platform: v.picklist(desktopPlatforms, `platform must be one of ${desktopPlatforms.join(', ')}`),
  channel: v.optional(v.picklist(releaseChannels, 'channel must be stable or beta'), 'stable'),
});
export const ReleaseListSchema = v.array(ReleaseSchema);

/**
 * A release an operator adds (the console's multipart fields, `npm run release -- publish`):
 * `notes` arrive as JSON text in the form. Its files come as `file.<platform>` parts.
 */
export const ReleaseDraftSchema = v.object({
  version: AppVersionSchema,
  date: v.pipe(
    v.string('date is required'),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'),
    v.check((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), 'date is not a real day'),
  ),
  channel: v.picklist(releaseChannels, 'channel must be stable or beta'),
  notes: v.pipe(
    v.array(
      v.object({
        tag: v.picklist(releaseNoteTags, 'tag must be Feature, Enhancement or Fix'),
        text: v.pipe(v.string(), v.trim(), v.nonEmpty('a note needs text'), v.maxLength(300)),
      }),
      'notes must be a list of { tag, text }',
    ),
    v.minLength(1, 'a release needs at least one note'),
    v.maxLength(30, 'at most 30 notes'),
  ),
});
export type ReleaseDraft = v.InferOutput<typeof ReleaseDraftSchema>;

/** What an uploaded installer may be: its name, its kind (by extension and first bytes), its size. */
export const releaseFileRules = {
  maxBytes: 300 * 1024 * 1024,
  fileName: /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/,
  extensions: ['.zip', '.exe', '.msi', '.msix', '.dmg', '.pkg'],
} as const;

/** What the server hands the public pages it renders: data that changes while it runs. */
export type PublicPageData = {
  /** Published stable and beta releases, newest first. */
  releases: Release[];
};

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
  /** An operator locked the account (issue 17). */
  accountDisabled: 'NSK-4003',
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

const OFFSET_MESSAGE = 'offset must be a whole number, 0 or more.';

/** A page's size in a query string: a whole number from 1 to `max`. */
const pageLimit = (max: number, message = `limit must be a whole number from 1 to ${max}.`) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{1,3}$/, message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

/** How many items a page skips, in a query string: 0 or more (default 0). */
const pageOffset = v.optional(
  v.pipe(v.string(OFFSET_MESSAGE), v.regex(/^\d{1,9}$/, OFFSET_MESSAGE), v.transform(Number)),
  '0',
);

/** The query of the list call: `limit` 1 to 50 (default 10), `offset` 0 or more (default 0). */
export const ScriptPageQuerySchema = v.object({
  limit: v.optional(pageLimit(STORE_MAX_PAGE_SIZE), String(STORE_PAGE_SIZE)),
  offset: pageOffset,
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

/**
 * A count as 'en-US' writes it ('4,000'). Not `toLocaleString`: this module loads with the app's
 * start, and the first Intl call loads ICU's locale data (27 ms in Node; in a CPU profile of the
 * dashboard's start at 4x, most of the 160 ms this module's evaluation took).
 */
export const formatCount = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const CHAT_MESSAGE_REQUIRED = 'Please enter a message.';
export const CHAT_MESSAGE_TOO_LONG = `Please keep your message under ${formatCount(limits.chatMessage)} characters.`;

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
  /** Pro given free by an operator until then (epoch seconds), beside any subscription. */
  complimentaryProUntil: v.optional(epochSeconds),
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

/**
 * Settings shows the history by pages of 20, newest first, and loads older ones on demand: a
 * customer's history only grows, and sending all of it on every visit grew with it (issue 16).
 */
export const PURCHASE_PAGE_SIZE = 20;
export const PURCHASE_MAX_PAGE_SIZE = 100;

/**
 * The query of the purchase call. Without `limit` the answer is the whole history, as spec
 * section 7 has it; with it, one page from `offset`. `type` keeps the items of that type only:
 * Settings asks for one SUBSCRIPTION item to know whether any purchase has that type.
 */
export const PurchaseQuerySchema = v.object({
  limit: v.optional(pageLimit(PURCHASE_MAX_PAGE_SIZE)),
  offset: pageOffset,
  type: v.optional(v.picklist(['SUBSCRIPTION', 'SCRIPT'], 'type must be SUBSCRIPTION or SCRIPT.')),
});
export type PurchaseQuery = v.InferOutput<typeof PurchaseQuerySchema>;

/** What the client needs to start a checkout: the configured price ids and the promo code. */
export const PaymentConfigSchema = v.object({
  provider: v.picklist(['local', 'stripe']),
  prices: v.object({ monthly: v.string(), yearly: v.string() }),
  promoCode: v.string(),
});
export type PaymentConfig = v.InferOutput<typeof PaymentConfigSchema>;

export const paymentLimits = { priceId: 200, returnUrl: 500, promoCode: 50 } as const;

// ---------------------------------------------------------------- console: overview (issue 17)

/** The console's sections' calls (under `endpoints.admin`, ADMIN only). */
export const adminOverviewEndpoint = `${endpoints.admin}/overview`;
/** GET the table, POST a new script; GET, PUT, PATCH (publish) or DELETE `/${id}`. */
export const adminScriptsEndpoint = `${endpoints.admin}/scripts`;
/** POST a picture (multipart, field `scriptImageRules.field`), up to `scriptImageRules.maxBytes`. */
export const adminScriptImagesEndpoint = `${adminScriptsEndpoint}/images`;

/** The overview's chart spans this many days, today included (UTC days). */
export const OVERVIEW_DAYS = 30;

/**
 * `GET ${endpoints.admin}/overview`: the business at a glance. Money in cents. Monthly recurring
 * revenue counts live (active) subscriptions at their plan's price, a yearly one as a twelfth.
 */
export const AdminOverviewSchema = v.object({
  customers: v.number(),
  proSubscribers: v.number(),
  monthlyRecurringRevenueCents: v.number(),
  scriptsSold: v.number(),
  scriptRevenueCents: v.number(),
  revenueCents: v.number(),
  openRequests: v.number(),
  unansweredSupport: v.number(),
  /** One entry per UTC day, oldest first: the last `OVERVIEW_DAYS` days. */
  days: v.array(
    v.object({
      /** YYYY-MM-DD */
      date: v.string(),
      signUps: v.number(),
      revenueCents: v.number(),
    }),
  ),
});
export type AdminOverview = v.InferOutput<typeof AdminOverviewSchema>;

// ---------------------------------------------------------------- console: catalogue (issue 17)

/** A price is dollars as text: '0' is free, else '49' or '49.99' (spec section 3). */
export const SCRIPT_PRICE_PATTERN = /^(0|[1-9]\d{0,5})(\.\d{2})?$/;

/** Bounds of a script's fields; content kept in the database stays well under a request's size. */
export const scriptLimits = {
  scriptName: storeLimits.scriptName,
  description: storeLimits.description,
  imageUrl: 500,
  label: 60,
  contentType: 100,
  contentLink: 500,
  contentFileName: 120,
  content: 40_000,
} as const;

/** The picture of a script, uploaded: checked by its bytes, not by its name. */
export const scriptImageRules = {
  maxBytes: 1024 * 1024,
  types: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' },
  /** The multipart field of POST `${endpoints.admin}/scripts/images`. */
  field: 'image',
  /** Where uploads are kept, under the files directory, served under `FILES_PATH`. */
  folder: 'script-images',
} as const;

/**
 * The pictures the product serves itself, the only ones a store page can show (the CSP's
 * `img-src 'self'`): an upload's address (`${FILES_PATH}/script-images/<name>.png|jpg|webp`,
 * which the server also checks was uploaded) or one the site ships (`/scripts/<name>.svg`).
 */
export const SCRIPT_PICTURE_PATH = new RegExp(
  `^(${FILES_PATH}/${scriptImageRules.folder}/[\\w-]{1,64}\\.(${Object.values(scriptImageRules.types).join('|')})|/scripts/[a-z0-9-]{1,80}\\.svg)$`,
);

/**
 * The types a script's download is served with: text the trading platforms read, never one a
 * browser runs or shows as a page (HTML, SVG, JavaScript). The console offers these only.
 */
export const scriptContentTypes = [
  'text/plain; charset=utf-8',
  'text/plain',
  'application/json',
  'text/x-python; charset=utf-8',
  'text/x-csharp; charset=utf-8',
] as const;
export type ScriptContentType = (typeof scriptContentTypes)[number];

const scriptText = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} is too long (at most ${max} characters)`),
  );

/**
 * The rules of each field of a script (spec section 3, Script), written once: the operator's
 * JSON files (`npm run catalog`), the console's calls and the console's form all check these.
 */
export const scriptFieldRules = {
  scriptName: v.pipe(
    scriptText('Name', scriptLimits.scriptName),
    v.regex(/^[^/\\?#%]+$/, 'A script name cannot contain / \\ ? # or %.'),
  ),
  scriptDescription: scriptText('Description', scriptLimits.description),
  scriptImageUrl: v.pipe(
    scriptText('Picture', scriptLimits.imageUrl),
    v.regex(
      SCRIPT_PICTURE_PATH,
      'Upload the picture here: the store shows only pictures it serves itself.',
    ),
  ),
  platform: scriptText('Platform', scriptLimits.label),
  application: scriptText('Application', scriptLimits.label),
  price: v.pipe(
    v.string('Price is required'),
    v.trim(),
    v.nonEmpty('Price is required'),
    v.regex(SCRIPT_PRICE_PATTERN, "The price is dollars: '0' (free), '49' or '49.99'"),
  ),
  brokerage: scriptText('Brokerage', scriptLimits.label),
  createdOn: v.pipe(v.string('Date is required'), v.isoDate('The date must be YYYY-MM-DD')),
  contentType: v.picklist(
    scriptContentTypes,
    `Choose a content type: ${scriptContentTypes.join(', ')}.`,
  ),
  contentLink: v.pipe(
    scriptText('Content link', scriptLimits.contentLink),
    v.url('The content link must be an https:// address'),
    v.startsWith('https://', 'The content link must be an https:// address'),
  ),
  contentFileName: v.pipe(
    scriptText('File name', scriptLimits.contentFileName),
    v.regex(/^[\w.-]+$/, 'The file name may hold letters, digits, . - and _ only'),
  ),
  /** Kept exactly as written (no trimming): a script's whitespace can matter. */
  content: v.pipe(
    v.string('Content is required'),
    v.check((text) => text.trim() !== '', 'Content is required'),
    v.maxLength(
      scriptLimits.content,
      `Content is too long (at most ${scriptLimits.content} characters)`,
    ),
  ),
};

const scriptCommonEntries = {
  scriptName: scriptFieldRules.scriptName,
  scriptDescription: scriptFieldRules.scriptDescription,
  scriptImageUrl: scriptFieldRules.scriptImageUrl,
  platform: scriptFieldRules.platform,
  application: scriptFieldRules.application,
  price: scriptFieldRules.price,
  brokerage: scriptFieldRules.brokerage,
  createdOn: scriptFieldRules.createdOn,
  contentType: scriptFieldRules.contentType,
};

/** Where a script's content is: a file kept in the database, or an address elsewhere. */
export const scriptContentKinds = ['file', 'link'] as const;
export type ScriptContentKind = (typeof scriptContentKinds)[number];

/** A script whose content is a file kept in the database (handed out through signed links). */
export const AdminScriptFileInputSchema = requestObject({
  ...scriptCommonEntries,
  contentKind: v.literal('file'),
  content: scriptFieldRules.content,
  contentFileName: scriptFieldRules.contentFileName,
});
/** A script whose content is an address elsewhere, given as is to entitled customers. */
export const AdminScriptLinkInputSchema = requestObject({
  ...scriptCommonEntries,
  contentKind: v.literal('link'),
  contentLink: scriptFieldRules.contentLink,
});

/**
 * POST `adminScriptsEndpoint` (a new script, unpublished) and PUT `/${id}`: every field of the
 * Script entity, and its content by kind. 422 names each wrong field.
 */
export const AdminScriptInputSchema = v.variant(
  'contentKind',
  [AdminScriptFileInputSchema, AdminScriptLinkInputSchema],
  'Choose where the content is: a file or a link.',
);
export type AdminScriptInput = v.InferOutput<typeof AdminScriptInputSchema>;

/** PATCH `${endpoints.admin}/scripts/:id`: publishes or unpublishes it. */
export const AdminScriptPublishSchema = requestObject({
  published: v.boolean('Say published: true or false.'),
});

/** The columns the catalogue table sorts by. */
export const adminScriptSortKeys = [
  'scriptName',
  'price',
  'platform',
  'createdOn',
  'updatedAt',
  'published',
  'owners',
] as const;
export type AdminScriptSortKey = (typeof adminScriptSortKeys)[number];

const adminScriptRowEntries = {
  id: v.string(),
  scriptName: v.string(),
  scriptDescription: v.string(),
  scriptImageUrl: v.string(),
  platform: v.string(),
  application: v.string(),
  price: v.string(),
  brokerage: v.string(),
  /** ISO 8601. */
  createdOn: v.string(),
  contentType: v.string(),
  published: v.boolean(),
  /** The customer a private script was made for (their e-mail), else null. */
  privateTo: v.nullable(v.string()),
  /** How many customers own it: an owned script can be unpublished, never deleted. */
  owners: v.number(),
  updatedAt: v.nullable(v.string()),
};
/** A row of the catalogue table. */
export const AdminScriptRowSchema = v.object(adminScriptRowEntries);
export type AdminScriptRow = v.InferOutput<typeof AdminScriptRowSchema>;

/** GET `/scripts/:id`, and the answer of every change: the row with its content. */
export const AdminScriptSchema = v.object({
  ...adminScriptRowEntries,
  contentKind: v.picklist(scriptContentKinds),
  content: v.string(),
  contentFileName: v.string(),
  contentLink: v.string(),
});
export type AdminScript = v.InferOutput<typeof AdminScriptSchema>;

/** The answer of an upload: the address to put in `scriptImageUrl`. */
export const AdminScriptImageSchema = v.object({ scriptImageUrl: v.string() });

/** GET `adminScriptsEndpoint`: the table's query. Answers `{ items, total }`. */
export const AdminScriptListQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'search is too long'))),
  sort: v.optional(
    v.picklist(adminScriptSortKeys, 'sort names no column of the table'),
    'createdOn',
  ),
  order: v.optional(v.picklist(['asc', 'desc'], 'order is asc or desc'), 'desc'),
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,5}$/, 'page is a whole number from 1'),
      v.transform(Number),
    ),
    '1',
  ),
  pageSize: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'pageSize is 1 to 100'),
      v.transform(Number),
      v.minValue(1, 'pageSize is 1 to 100'),
      v.maxValue(100, 'pageSize is 1 to 100'),
    ),
    '20',
  ),
});
export const AdminScriptPageSchema = v.object({
  items: v.array(AdminScriptRowSchema),
  total: v.number(),
});

// ---------------------------------------------------------------- console: customers (issue 17)

/**
 * `${endpoints.admin}/customers` (ADMIN). GET with the console's list query finds customers by
 * e-mail or name; GET `/${id}` answers one customer's page; each action below answers the page
 * as it is after the action, so the console shows the result without a second call. PUT or
 * DELETE `/${id}/lock` locks or unlocks, `/${id}/admin` makes or unmakes an admin (no body).
 */
const isoTimestamp = v.string();
const uuidParam = v.pipe(v.string(), v.trim(), v.uuid('Unknown customer.'));

export const AdminCustomerParamsSchema = v.object({ id: uuidParam });
export const AdminCustomerGrantParamsSchema = v.object({
  id: uuidParam,
  scriptId: v.pipe(v.string(), v.trim(), v.uuid('Unknown script.')),
});

/** One row of the customers table. */
export const AdminCustomerRowSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  emailAddress: v.string(),
  roles: v.array(v.string()),
  createdAt: isoTimestamp,
  lockedAt: v.nullable(isoTimestamp),
});
export type AdminCustomerRow = v.InferOutput<typeof AdminCustomerRowSchema>;

/** The columns the customers table sorts by. */
export const adminCustomerSorts = ['createdAt', 'emailAddress', 'lastName'] as const;

/** GET `${endpoints.admin}/customers`: the console's list query, by these columns. */
export const AdminCustomerQuerySchema = adminListQuerySchema(adminCustomerSorts);
export const AdminCustomerListSchema = adminListOf(AdminCustomerRowSchema);

/** A purchase as the console sees it: a `GRANT` is an operator's gift, and revocable. */
export const AdminPurchaseSchema = v.object({
  id: v.string(),
  kind: v.picklist(['SCRIPT', 'SUBSCRIPTION', 'GRANT']),
  scriptId: v.nullable(v.string()),
  name: v.string(),
  priceCents: v.number(),
  createdAt: isoTimestamp,
  startsAt: v.nullable(isoTimestamp),
  endsAt: v.nullable(isoTimestamp),
});
export type AdminPurchase = v.InferOutput<typeof AdminPurchaseSchema>;

/** A device of the desktop link (issue 18), as the customer's own list shows it. */
/** A device on the customer's page: as the customer's own list shows it. */
export const AdminCustomerDeviceSchema = DeviceListSchema.entries.devices.item;

export const AdminCustomerSchema = v.object({
  ...AdminCustomerRowSchema.entries,
  referrerDetails: v.nullable(v.string()),
  termsAcceptedAt: v.nullable(isoTimestamp),
  passwordChangedAt: v.nullable(isoTimestamp),
  complimentaryProUntil: v.nullable(isoTimestamp),
  /** The customer's own subscription info, as the portal reads it. */
  subscription: SubscriptionInfoSchema,
  purchases: v.array(AdminPurchaseSchema),
  /** The newest custom-script requests and support messages (read-only summaries). */
  requests: v.array(
    v.object({ id: v.string(), name: v.string(), status: v.string(), createdAt: isoTimestamp }),
  ),
  supportMessages: v.array(
    v.object({
      id: v.string(),
      reasonToContact: v.string(),
      status: v.string(),
      createdAt: isoTimestamp,
    }),
  ),
  /** Issue 18's devices, once that exists; absent or empty until then. */
  devices: v.optional(v.array(AdminCustomerDeviceSchema)),
  /** Scripts the customer does not own yet, for 'Grant a script'. */
  grantableScripts: v.array(v.object({ id: v.string(), scriptName: v.string() })),
});
export type AdminCustomer = v.InferOutput<typeof AdminCustomerSchema>;

/** How many requests and messages the page lists (the newest). */
export const ADMIN_CUSTOMER_RECENT = 20;

/** The longest complimentary Pro an operator can give at once. */
export const COMPLIMENTARY_PRO_MAX_DAYS = 5 * 366;

export const adminCustomerMessages = {
  dateInvalid: 'Choose a date.',
  dateInPast: 'Choose a date after today.',
  dateTooFar: 'Choose a date within five years.',
} as const;

/**
 * PUT `${customers}/${id}/complimentary-pro`: Pro free of charge through the end of this day
 * (UTC, `YYYY-MM-DD`); DELETE ends it. Whether the day is in the future is the server's check.
 */
export const ComplimentaryProRequestSchema = v.object({
  until: v.pipe(
    v.string(adminCustomerMessages.dateInvalid),
    v.trim(),
    v.isoDate(adminCustomerMessages.dateInvalid),
  ),
});
export type ComplimentaryProRequest = v.InferOutput<typeof ComplimentaryProRequestSchema>;

/** POST `${customers}/${id}/grants` gives a script; DELETE `/grants/${scriptId}` takes it back. */
export const ScriptGrantRequestSchema = v.object({
  scriptId: v.pipe(v.string('Choose a script.'), v.trim(), v.uuid('Choose a script.')),
});

// ---------------------------------------------------------------- console: audit log (issue 17)

/** One console action as the audit log keeps it. */
export const AuditEntrySchema = v.object({
  id: v.string(),
  actorEmail: v.string(),
  action: v.string(),
  targetType: v.string(),
  targetId: v.string(),
  before: v.unknown(),
  after: v.unknown(),
  createdAt: isoTimestamp,
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

const isoDay = v.optional(v.pipe(v.string(), v.trim(), v.isoDate('Choose a date.')));

/**
 * GET `${endpoints.admin}/audit`: the console's list query (newest first by default; `search`
 * finds the admin's e-mail, the target's id or the target's kind), the action exactly, and a
 * range of whole UTC days (`from` and `to` both kept).
 */
export const AuditQuerySchema = v.object({
  ...adminListQuerySchema(['createdAt']).entries,
  action: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  from: isoDay,
  to: isoDay,
});
export type AuditFilters = { action?: string; from?: string; to?: string };
export const AuditListSchema = v.object({
  ...adminListOf(AuditEntrySchema).entries,
  /** Every action the log holds, for the filter's choices. */
  actions: v.array(v.string()),
});

// ---------------------------------------------------------------- console: custom requests and support (issue 17)

/** One custom request's page in the console. */
export const adminRequestPath = (requestId: string) =>
  `${pagePaths.admin.requests}/${encodeURIComponent(requestId)}`;
/** One support message's page (its thread) in the console. */
export const adminSupportPath = (messageId: string) =>
  `${pagePaths.admin.support}/${encodeURIComponent(messageId)}`;

/** The words for each status, shown in the console and the portal and written in the mails. */
export const customRequestStatusLabels: Record<CustomRequestStatus, string> = {
  new: 'New',
  in_review: 'In review',
  quoted: 'Quoted',
  in_progress: 'In progress',
  delivered: 'Delivered',
  closed: 'Closed',
  declined: 'Declined',
};
export const supportStatusLabels: Record<SupportStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

/**
 * The steps a request may take from each status: the server refuses any other (409), the console
 * offers only these. Declining is possible until the script is delivered; closed and declined end it.
 */
export const customRequestTransitions: Record<CustomRequestStatus, readonly CustomRequestStatus[]> =
  {
    new: ['in_review', 'declined'],
    in_review: ['quoted', 'declined'],
    quoted: ['in_progress', 'declined'],
    in_progress: ['delivered', 'declined'],
    delivered: ['closed'],
    closed: [],
    declined: [],
  };

/** Whether a request may go from `from` to `to`. */
export const mayMoveRequest = (from: CustomRequestStatus, to: CustomRequestStatus) =>
  customRequestTransitions[from].includes(to);

export const inboxLimits = {
  note: 1000,
  reason: 1000,
  reply: 5000,
  /** A quote: $1 to $99,999. */
  minQuoteCents: 100,
  maxQuoteCents: 9_999_900,
  scriptContent: 100_000,
  shortText: 60,
  fileName: 120,
} as const;

/** How a delivered script reaches its customer: given to them, or offered at the quoted price. */
export const deliveryOffers = ['grant', 'checkout'] as const;
export type DeliveryOffer = (typeof deliveryOffers)[number];

const optionalNote = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(inboxLimits.note, 'The note is too long')),
);

/** The script a 'delivered' step attaches: private to the customer who asked for it. */
export const DeliverySchema = requestObject({
  scriptName: v.pipe(
    requiredText('Script name is required', storeLimits.scriptName, 'Script name is too long'),
    singleLine('Script name'),
    v.regex(/^[^/\\?#%]+$/, 'A script name cannot contain / \\ ? # or %'),
  ),
  scriptDescription: requiredText(
    'Description is required',
    storeLimits.description,
    'Description is too long',
  ),
  application: v.pipe(
    requiredText('Market is required', inboxLimits.shortText, 'Market is too long'),
    singleLine('Market'),
  ),
  brokerage: v.pipe(
    requiredText('Brokerage is required', inboxLimits.shortText, 'Brokerage is too long'),
    singleLine('Brokerage'),
  ),
  content: requiredText(
    'The script content is required',
    inboxLimits.scriptContent,
    'The script content is too long',
  ),
  contentFileName: v.pipe(
    requiredText('File name is required', inboxLimits.fileName, 'File name is too long'),
    v.regex(/^[\w.-]+$/, 'Use letters, digits, dots, dashes and underscores only'),
  ),
  offer: v.picklist(deliveryOffers, 'Choose how the customer gets the script'),
});
export type Delivery = v.InferInput<typeof DeliverySchema>;

/**
 * PATCH `${endpoints.admin}/requests/${id}`: the next step of a request. A quote carries its
 * price in cents, a decline its reason, a delivery its script; any step may carry a note for the
 * customer. Answers the request's detail; 409 `{ message }` for a step its status does not allow.
 */
export const RequestStepSchema = v.variant(
  'status',
  [
    requestObject({ status: v.literal('in_review'), note: optionalNote }),
    requestObject({
      status: v.literal('quoted'),
      quotedPriceCents: v.pipe(
        v.number('The price is required'),
        v.integer('The price is in whole cents'),
        v.minValue(inboxLimits.minQuoteCents, 'The price is at least $1'),
        v.maxValue(inboxLimits.maxQuoteCents, 'The price is at most $99,999'),
      ),
      note: optionalNote,
    }),
    requestObject({ status: v.literal('in_progress'), note: optionalNote }),
    requestObject({ status: v.literal('delivered'), delivery: DeliverySchema, note: optionalNote }),
    requestObject({ status: v.literal('closed'), note: optionalNote }),
    requestObject({
      status: v.literal('declined'),
      reason: requiredText('A reason is required', inboxLimits.reason, 'The reason is too long'),
    }),
  ],
  'Choose a step: in_review, quoted, in_progress, delivered, closed or declined',
);
export type RequestStep = v.InferInput<typeof RequestStepSchema>;

const isoTime = v.string();

export const AdminRequestItemSchema = v.object({
  id: v.string(),
  name: v.string(),
  platform: v.string(),
  status: v.picklist(customRequestStatuses),
  customer: v.object({
    id: v.string(),
    emailAddress: v.string(),
    firstName: v.string(),
    lastName: v.string(),
  }),
  quotedPriceCents: v.nullable(v.number()),
  createdAt: isoTime,
  updatedAt: v.nullable(isoTime),
});
export type AdminRequestItem = v.InferOutput<typeof AdminRequestItemSchema>;

/** GET `${endpoints.admin}/requests/${id}`: the request, its delivered script and its history. */
export const AdminRequestDetailSchema = v.object({
  ...AdminRequestItemSchema.entries,
  description: v.string(),
  phoneNumber: v.string(),
  declineReason: v.nullable(v.string()),
  deliveredScript: v.nullable(
    v.object({ scriptName: v.string(), price: v.string(), owned: v.boolean() }),
  ),
  events: v.array(
    v.object({
      status: v.picklist(customRequestStatuses),
      note: v.nullable(v.string()),
      actorEmail: v.nullable(v.string()),
      createdAt: isoTime,
    }),
  ),
});
export type AdminRequestDetail = v.InferOutput<typeof AdminRequestDetailSchema>;

/** GET `endpoints.store.custom` (bearer): the customer's own requests, newest first. */
export const MyRequestListSchema = v.object({
  requests: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      platform: v.string(),
      status: v.picklist(customRequestStatuses),
      quotedPriceCents: v.nullable(v.number()),
      declineReason: v.nullable(v.string()),
      /** The script made for the request, once delivered: `owned` once granted or bought. */
      deliveredScript: v.nullable(v.object({ scriptName: v.string(), owned: v.boolean() })),
      createdAt: isoTime,
      updatedAt: v.nullable(isoTime),
    }),
  ),
});
export type MyRequestList = v.InferOutput<typeof MyRequestListSchema>;
export type MyRequest = MyRequestList['requests'][number];

export const AdminSupportItemSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  emailAddress: v.string(),
  status: v.picklist(supportStatuses),
  /** The start of the message, for the inbox's line. */
  preview: v.string(),
  replyCount: v.number(),
  createdAt: isoTime,
  updatedAt: v.nullable(isoTime),
});
export type AdminSupportItem = v.InferOutput<typeof AdminSupportItemSchema>;

/** GET `${endpoints.admin}/support/${id}`: the message and its replies, oldest first. */
export const AdminSupportDetailSchema = v.object({
  ...AdminSupportItemSchema.entries,
  phoneCode: v.string(),
  phoneNumber: v.string(),
  reasonToContact: v.string(),
  replies: v.array(
    v.object({
      id: v.string(),
      body: v.string(),
      authorEmail: v.nullable(v.string()),
      createdAt: isoTime,
    }),
  ),
});
export type AdminSupportDetail = v.InferOutput<typeof AdminSupportDetailSchema>;

/** POST `${endpoints.admin}/support/${id}`: a reply, mailed to the sender; answers the detail. */
export const SupportReplySchema = requestObject({
  body: requiredText('A reply is required', inboxLimits.reply, 'The reply is too long'),
});
/** PATCH `${endpoints.admin}/support/${id}`: close a message, or open it again. */
export const SupportStatusChangeSchema = requestObject({
  status: v.picklist(['open', 'closed'], 'The status must be open or closed'),
});
