import { createHash } from 'node:crypto';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import * as v from 'valibot';
import type { ReleaseKey } from '../../server/domain/releases/release-keys';
import {
  type DesktopPlatform,
  DeviceCodeResponseSchema,
  DeviceTokenErrorSchema,
  DeviceTokenResponseSchema,
  deviceFlow,
  endpoints,
  LicenseClaimsSchema,
  LicenseResponseSchema,
  type Release,
  type ReleaseChannel,
  ReleaseSchema,
} from '../../src/services/contract';
import { checkReleaseSignature } from './release-trust';

/**
 * What the desktop tool does to reach the web product, step by step (issue 18's contract).
 * Read it as documentation: each function is one call or one check the real tool must make.
 */
export type LinkOptions = {
  /** The site, e.g. https://signalhand.io (PUBLIC_URL: also the licenses' `iss`). */
  server: string;
  /** `fetch`, replaceable (tests hand in the app's own). */
  fetch?: typeof fetch;
  /** Waits between polls; replaceable so tests need not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** The time a license's expiry is checked against (the computer's clock by default). */
  now?: () => Date;
};

export class LinkError extends Error {
  constructor(
    message: string,
    /** The RFC 8628 error, or the HTTP status of a refusal. */
    readonly code: string,
  ) {
    super(message);
  }
}

/** The device as the tool describes itself when it asks to sign in. */
export type DeviceFacts = { deviceName: string; platform: DesktopPlatform; appVersion: string };

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function call(options: LinkOptions, path: string, init: RequestInit = {}) {
  const doFetch = options.fetch ?? fetch;
  try {
    return await doFetch(new URL(path, options.server).toString(), {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch (error) {
    // No answer at all (offline, DNS, a refused connection): a refusal the tool can tell apart
    // from the server's, so it keeps the license it holds meanwhile.
    throw new LinkError(
      `The server could not be reached (${(error as Error).message}).`,
      'offline',
    );
  }
}

const postJson = (options: LinkOptions, path: string, body: unknown, headers = {}) =>
  call(options, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** Step 1: ask for a device code and the user code the customer types in the portal. */
export async function requestCodes(options: LinkOptions, device: DeviceFacts) {
  const answer = await postJson(options, endpoints.device.code, device);
  if (!answer.ok)
    throw new LinkError(
      `The server refused the sign-in (${answer.status}).`,
      String(answer.status),
    );
  return v.parse(DeviceCodeResponseSchema, await answer.json());
}

/**
 * Step 2: poll for the token, politely: wait `interval` seconds before each poll, and 5 seconds
 * more every time the server says `slow_down` (RFC 8628 section 3.5). Stops at the code's
 * expiry, a denial, or an unknown code.
 */
export async function pollForToken(
  options: LinkOptions,
  codes: { deviceCode: string; interval: number; expiresIn: number },
  onPending: (waitedSeconds: number) => void = () => {},
) {
  const sleep = options.sleep ?? realSleep;
  let interval = codes.interval;
  let waited = 0;
  while (waited < codes.expiresIn) {
    await sleep(interval * 1000);
    waited += interval;
    const answer = await postJson(options, endpoints.device.token, {
      deviceCode: codes.deviceCode,
    });
    const body: unknown = await answer.json();
    if (answer.ok) return v.parse(DeviceTokenResponseSchema, body);
    const { error } = v.parse(DeviceTokenErrorSchema, body);
    if (error === 'authorization_pending') {
      onPending(waited);
    } else if (error === 'slow_down') {
      interval += 5;
    } else {
      throw new LinkError(messageOf(error), error);
    }
  }
  throw new LinkError(messageOf('expired_token'), 'expired_token');
}

function messageOf(error: string): string {
  switch (error) {
    case 'access_denied':
      return 'The sign-in was denied in the portal, or the account is locked.';
    case 'expired_token':
      return 'The code expired before it was approved. Start again.';
    default:
      return `The sign-in failed (${error}).`;
  }
}

/**
 * Step 3, again and again: a fresh license with the device token (401: signed out for good). A
 * license lives a day; `renewalDue` says when to ask, and every ask keeps the token alive.
 */
export async function fetchLicense(options: LinkOptions, deviceToken: string): Promise<string> {
  const answer = await call(options, endpoints.device.license, {
    method: 'POST',
    headers: { authorization: `Bearer ${deviceToken}` },
  });
  if (answer.status === 401) {
    throw new LinkError(
      'This device was signed out (revoked, a password reset, a month unused, or the account is locked or gone).',
      '401',
    );
  }
  if (!answer.ok)
    throw new LinkError(
      `The license could not be renewed (${answer.status}).`,
      String(answer.status),
    );
  return v.parse(LicenseResponseSchema, await answer.json()).license;
}

/**
 * Whether to ask for the next license: once half of this one's life has passed (12 hours of a
 * day's license). The other half is the tool's margin to work offline while the server is out of
 * reach; a device signed out learns it at its next renewal, and stops when its license ends.
 */
export function renewalDue(claims: { iat: number; exp: number }, now: Date): boolean {
  const halfLife = (claims.iat + claims.exp) / 2;
  return now.getTime() / 1000 >= halfLife;
}

/** The public keys; keep a copy so a license can be checked with no network at all. */
export async function fetchJwks(options: LinkOptions): Promise<JSONWebKeySet> {
  const answer = await call(options, endpoints.jwks);
  if (!answer.ok)
    throw new LinkError(`The keys could not be read (${answer.status}).`, String(answer.status));
  return (await answer.json()) as JSONWebKeySet;
}

/**
 * Step 4, offline: the license's signature (EdDSA, by `kid` among the published keys), issuer,
 * audience and expiry, then its claims' shape. Anything wrong throws: the tool then runs as if
 * it had no license.
 */
export async function verifyLicense(
  license: string,
  jwks: JSONWebKeySet,
  expected: { issuer: string; now?: Date },
) {
  const { payload } = await jwtVerify(license, createLocalJWKSet(jwks), {
    algorithms: ['EdDSA'],
    issuer: expected.issuer,
    audience: deviceFlow.licenseAudience,
    currentDate: expected.now,
  });
  return v.parse(LicenseClaimsSchema, payload);
}

/**
 * Update check: the newest release of the channel with a file for this platform, if newer. An
 * older one is a replayed feed (a downgrade to a known flaw) unless it is marked as a rollback:
 * it throws.
 */
export async function checkForUpdate(
  options: LinkOptions,
  current: {
    platform: DesktopPlatform;
    appVersion: string;
    channel?: ReleaseChannel;
    /** A signed-in device asks as itself: its staged rollouts, and its report of its version. */
    deviceToken?: string;
  },
): Promise<Release | null> {
  const query = new URLSearchParams({
    platform: current.platform,
    channel: current.channel ?? 'stable',
    appVersion: current.appVersion,
  });
  const answer = await call(options, `${endpoints.releases}/latest?${query}`, {
    headers: current.deviceToken ? { authorization: `Bearer ${current.deviceToken}` } : {},
  });
  if (answer.status === 404) return null;
  if (!answer.ok)
    throw new LinkError(`The update check failed (${answer.status}).`, String(answer.status));
  const latest = v.parse(ReleaseSchema, await answer.json());
  if (isNewer(latest.version, current.appVersion)) return latest;
  if (!isNewer(current.appVersion, latest.version)) return null;
  if (latest.rollback) return latest;
  throw new LinkError(
    `The server offers ${latest.version}, older than this desktop's ${current.appVersion}, and not as a rollback: refused (a replayed feed?).`,
    'downgrade',
  );
}

/**
 * The license's minimum supported version (issue 36), when this desktop is older: it must
 * update before it trades again. Null when it is supported.
 */
export function updateRequired(
  claims: { minimumVersion?: string },
  appVersion: string,
): string | null {
  const minimum = claims.minimumVersion;
  if (minimum === undefined || !isNewer(minimum, appVersion)) return null;
  return `This desktop (${appVersion}) is older than the oldest supported version, ${minimum}: it must update (npm run desktop -- check-update --download) before it trades again.`;
}

/** 2.10.0 is newer than 2.9.1; a release is newer than its own pre-release. */
export function isNewer(candidate: string, current: string): boolean {
  const split = (version: string) => {
    const [core = '', pre] = version.split('-', 2);
    return { parts: core.split('.').map(Number), pre };
  };
  const a = split(candidate);
  const b = split(current);
  for (let index = 0; index < 3; index += 1) {
    const diff = (a.parts[index] ?? 0) - (b.parts[index] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  if (a.pre === b.pre) return false;
  if (a.pre === undefined) return true;
  if (b.pre === undefined) return false;
  return a.pre.localeCompare(b.pre, 'en', { numeric: true }) > 0;
}

/**
 * Downloads a release's file and checks its signature with the trusted keys (the release
 * manager's, which the server never holds), then its SHA-256 and size, before anything
 * installs it; a mismatch throws (a broken, tampered or forged download is never run).
 */
export async function downloadVerified(
  options: LinkOptions,
  file: Release['files'][number],
  trustedKeys: readonly ReleaseKey[],
): Promise<Uint8Array> {
  const answer = await call(options, file.url);
  if (!answer.ok)
    throw new LinkError(`The download failed (${answer.status}).`, String(answer.status));
  const bytes = new Uint8Array(await answer.arrayBuffer());
  checkReleaseSignature(bytes, file, trustedKeys);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (bytes.byteLength !== file.size || sha256 !== file.sha256) {
    throw new LinkError(
      `${file.fileName} does not match its published SHA-256; not installed.`,
      'checksum',
    );
  }
  return bytes;
}
