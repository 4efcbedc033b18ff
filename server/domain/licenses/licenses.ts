import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { deviceFlow } from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Billing } from '../billing/billing';
import { readMinimumVersion } from '../releases/release-policy';
import { accountEntitlement } from './claims';
import type { SigningKeys } from './signing-keys';

export type Licenses = ReturnType<typeof createLicenses>;

/**
 * Licenses: compact JWS signed with the current Ed25519 key (`alg EdDSA`, `kid`), claims as
 * issue 18's contract says, so the desktop tool verifies them offline against the JWKS.
 */
export function createLicenses(deps: {
  db: Database;
  billing: Billing;
  keys: SigningKeys;
  /** `iss`: PUBLIC_URL. */
  issuer: string;
}) {
  const { db, billing, keys, issuer } = deps;

  /** A fresh license for the device, or null when the account is gone or locked. */
  async function issue(userId: string, deviceId: string): Promise<string | null> {
    const account = await accountEntitlement(db, billing, userId);
    if (!account) return null;
    const key = await keys.current();
    const iat = Math.floor(billing.now().getTime() / 1000);
    // The emergency stop rides on every license while it holds, so a desktop that was offline
    // when it was pressed learns it from its next license (issue 36).
    const [stop] = await db
      .select({ stopped: users.devicesStopped })
      .from(users)
      .where(eq(users.id, userId));
    // The oldest version still supported (issue 36): an older desktop is told to update.
    const minimumVersion = await readMinimumVersion(db);
    return new SignJWT({
      device: deviceId,
      ...account.entitlement,
      ...(stop?.stopped && { stopped: true }),
      ...(minimumVersion !== null && { minimumVersion }),
    })
      .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(deviceFlow.licenseAudience)
      .setSubject(userId)
      .setIssuedAt(iat)
      .setExpirationTime(account.notAfter)
      .sign(key.privateKey);
  }

  return { issue, entitlement: (userId: string) => accountEntitlement(db, billing, userId) };
}
