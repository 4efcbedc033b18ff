import type { LicenseClaims } from '../../src/services/contract';
import { forgetStored, type Stored, writeStored } from './device-store';
import {
  fetchJwks,
  fetchLicense,
  LinkError,
  type LinkOptions,
  renewalDue,
  verifyLicense,
} from './link';

/**
 * How the tool keeps the license it runs on: the license lives a day, so the tool checks the one
 * it holds offline, asks for the next once half its life has passed, and works on the one it
 * holds while the server is out of reach, never past its end.
 */

/** Where the tool stands after a check: a license it may run on, or why it may not run. */
export type Kept =
  | { ok: true; claims: LicenseClaims; offlineReason?: string }
  | { ok: false; reason: string };

/** The stored license's claims, checked offline; null when there is none or it no longer holds. */
export async function heldLicense(
  stored: Stored,
  issuer: string,
  now: Date | undefined,
): Promise<LicenseClaims | null> {
  if (!stored.license || !stored.jwks) return null;
  try {
    return await verifyLicense(stored.license, stored.jwks, { issuer, now });
  } catch {
    return null;
  }
}

/**
 * A fresh license from the server, checked offline and stored. A key the tool has not seen yet
 * (a rotation) is fetched first. A 401 means the device is signed out: the tool forgets its
 * token and license, then throws.
 */
export async function renewStored(
  link: LinkOptions,
  dir: string,
  stored: Stored,
  issuer: string,
): Promise<LicenseClaims> {
  let license: string;
  try {
    license = await fetchLicense(link, stored.deviceToken);
  } catch (error) {
    if (error instanceof LinkError && error.code === '401') await forgetStored(dir);
    throw error;
  }
  let jwks = stored.jwks ?? (await fetchJwks(link));
  const kid = JSON.parse(Buffer.from(license.split('.')[0] ?? '', 'base64url').toString()).kid;
  if (!jwks.keys.some((key) => key.kid === kid)) jwks = await fetchJwks(link);
  const claims = await verifyLicense(license, jwks, { issuer, now: link.now?.() });
  await writeStored(dir, { ...stored, license, jwks });
  return claims;
}

/**
 * What the desktop does at start and on a timer: the license it holds while it is fresh, a new
 * one once it is due, and the one it holds while the server cannot be reached. A signed-out
 * device (401) stops at once.
 */
export async function keepLicense(
  link: LinkOptions,
  dir: string,
  stored: Stored,
  issuer: string,
): Promise<Kept> {
  const now = link.now?.() ?? new Date();
  const held = await heldLicense(stored, issuer, now);
  if (held && !renewalDue(held, now)) return { ok: true, claims: held };
  try {
    return { ok: true, claims: await renewStored(link, dir, stored, issuer) };
  } catch (error) {
    // Only the server's silence or its own fault leave the license held; a 401 is final.
    if (!(error instanceof LinkError) || error.code === '401') throw error;
    if (!held)
      return { ok: false, reason: `The license has expired (or is missing). ${error.message}` };
    return { ok: true, claims: held, offlineReason: error.message };
  }
}
