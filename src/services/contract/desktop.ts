// The desktop link (issue 18): releases, devices, the device authorization grant, licenses.
import * as v from 'valibot';
import { FILES_PATH } from '../site-facts';
import { requestObject } from './fields';

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
      /**
       * The release manager's Ed25519 signature of the file's bytes (base64) and the id of its
       * key (`${endpoints.releases}/keys`); null on a file from before releases were signed,
       * which a desktop never installs.
       */
      signature: v.nullable(v.string()),
      keyId: v.nullable(v.string()),
      /** Absolute or site-relative. */
      url: v.string(),
    }),
  ),
  /** Offered on purpose to desktops on a newer version, which refuse an older one without it. */
  rollback: v.boolean(),
  /**
   * Offered to a desktop on a yanked release (issue 36): the version it runs and why it was
   * yanked; this release, the previous good one, is then marked `rollback`.
   */
  rollbackFrom: v.optional(v.object({ version: v.string(), reason: v.string() })),
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
export const releaseStatuses = ['draft', 'published', 'withdrawn', 'yanked'] as const;
export type ReleaseStatus = (typeof releaseStatuses)[number];
export const AdminReleaseSchema = v.object({
  ...ReleaseSchema.entries,
  status: v.picklist(releaseStatuses),
  downloads: v.number(),
  /** The share of devices offered it (issue 36); a draft starts at it when published. */
  rolloutPercent: v.number(),
  /** ISO timestamp: halted, no further device is offered it. */
  haltedAt: v.nullable(v.string()),
  /** ISO timestamp and reason of a yank. */
  yankedAt: v.nullable(v.string()),
  yankReason: v.nullable(v.string()),
  /** Live devices whose last report says they run it. */
  devicesOnIt: v.number(),
});
export const AdminReleaseListSchema = v.object({
  releases: v.array(AdminReleaseSchema),
  /** The minimum supported version the licenses carry; null when none is set. */
  minimumVersion: v.nullable(v.string()),
});
export type AdminRelease = v.InferOutput<typeof AdminReleaseSchema>;
export type AdminReleaseList = v.InferOutput<typeof AdminReleaseListSchema>;

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
  /** Present, true, while the customer's emergency stop holds: the desktop must not trade. */
  stopped: v.optional(v.literal(true)),
  /** The oldest version still supported (an operator's setting): an older desktop must update. */
  minimumVersion: v.optional(v.string()),
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
  /**
   * The version the desktop runs: never offered an older one, except the rollback from a yanked
   * release. With the device token, it is also the device's report of what it runs.
   */
  appVersion: v.optional(AppVersionSchema),
});
export const ReleaseListSchema = v.array(ReleaseSchema);

/**
 * The public keys whose signatures the server accepts on release files (RELEASE_PUBLIC_KEYS):
 * `publicKey` is the raw 32-byte Ed25519 key in base64, `keyId` the first 16 hex digits of its
 * SHA-256. A desktop pins its own copy; only against a local demo server does it read these.
 */
export const ReleaseKeyListSchema = v.array(v.object({ keyId: v.string(), publicKey: v.string() }));
export type ReleaseKeyList = v.InferOutput<typeof ReleaseKeyListSchema>;

/** Rollout percentages an operator may give (issue 36). */
export const rolloutRules = { minPercent: 1, maxPercent: 100, reasonMax: 500 } as const;
/** POST `/admin/releases/:version/rollout`: the new share of devices. */
export const RolloutRequestSchema = v.object({
  percent: v.pipe(
    v.number('percent must be a number'),
    v.integer('percent must be a whole number'),
    v.minValue(rolloutRules.minPercent, 'percent must be 1 to 100'),
    v.maxValue(rolloutRules.maxPercent, 'percent must be 1 to 100'),
  ),
});
/** POST `/admin/releases/:version/yank`: why (shown to the devices offered the rollback). */
export const YankRequestSchema = v.object({
  reason: v.pipe(
    v.string('reason is required'),
    v.trim(),
    v.minLength(3, 'Say why in a few words.'),
    v.maxLength(rolloutRules.reasonMax, `reason is at most ${rolloutRules.reasonMax} characters`),
  ),
});
/** The minimum supported desktop version: a version, or null for none. */
export const MinimumVersionSchema = v.object({ minimumVersion: v.nullable(AppVersionSchema) });
/** PUT `/admin/releases/minimum-version`: the version (none is a DELETE of it). */
export const MinimumVersionRequestSchema = requestObject({ minimumVersion: AppVersionSchema });

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
  /** The form's `rollback` field, `true` to offer it to desktops on a newer version. */
  rollback: v.optional(
    v.pipe(
      v.union([v.boolean(), v.picklist(['true', 'false'])], 'rollback must be true or false'),
      v.transform((value) => value === true || value === 'true'),
    ),
    false,
  ),
});
export type ReleaseDraft = v.InferOutput<typeof ReleaseDraftSchema>;

/**
 * The form field that carries a file's signature: `signature.<platform>` beside
 * `file.<platform>`, the base64 text `npm run release -- sign` writes to `<file>.sig`.
 */
export const releaseSignatureField = (platform: DesktopPlatform) => `signature.${platform}`;

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
