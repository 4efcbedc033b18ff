import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DeviceList } from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { devices } from '../../db/schema';
import type { Clock } from '../clock';
import { type Licenses, licenseHolderIds } from '../licenses';
import { hashToken } from '../secrets';
import type { DeviceFlow } from './device-flow';
import { isLiveDevice, tokenExpiryFrom } from './device-tokens';

export type Devices = ReturnType<typeof createDevices>;

/**
 * The devices an account signed in: listed and revoked by the customer, and the device token's
 * check when the tool asks for a fresh license.
 */
export function createDevices(deps: {
  db: Database;
  clock: Clock;
  licenses: Licenses;
  flow: DeviceFlow;
}) {
  const { db, clock, licenses, flow } = deps;

  async function list(userId: string): Promise<DeviceList> {
    const rows = await db
      .select()
      .from(devices)
      .where(and(eq(devices.userId, userId), isLiveDevice(new Date(clock.now()))))
      .orderBy(desc(devices.activatedAt));
    const account = await licenses.entitlement(userId);
    return {
      devices: rows.map((row) => ({
        id: row.id,
        name: row.name,
        platform: row.platform,
        appVersion: row.appVersion,
        activatedAt: row.activatedAt.toISOString(),
        lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
      })),
      limit: await flow.limitFor(userId),
      entitlement: account?.entitlement ?? { plan: 'trial', scripts: [] },
    };
  }

  /** Revokes one of the customer's live devices; false when there is no such device. */
  async function revoke(userId: string, deviceId: string): Promise<boolean> {
    const at = new Date(clock.now());
    const changed = await db
      .update(devices)
      .set({ revokedAt: at })
      .where(and(eq(devices.id, deviceId), eq(devices.userId, userId), isLiveDevice(at)))
      .returning({ id: devices.id });
    return changed.length > 0;
  }

  /**
   * A fresh license for the device holding this token; the use moves its last-seen time and its
   * token's end on. Null when the device is revoked, unknown or its token past its end, or its
   * account is gone or locked (then nothing is written: a refused use is no use).
   */
  async function renewLicense(deviceToken: string): Promise<string | null> {
    const at = new Date(clock.now());
    const [row] = await db
      .update(devices)
      .set({ lastSeenAt: at, tokenExpiresAt: tokenExpiryFrom(at) })
      .where(
        and(
          eq(devices.tokenHash, hashToken(deviceToken)),
          isLiveDevice(at),
          inArray(devices.userId, licenseHolderIds(db)),
        ),
      )
      .returning({ id: devices.id, userId: devices.userId });
    if (!row) return null;
    return licenses.issue(row.userId, row.id);
  }

  /**
   * The live device holding this token, of an account that may hold a license, or null. Only
   * read: a status poll every 25 s is not a use that renews the token.
   */
  async function holderOf(deviceToken: string): Promise<{ id: string; userId: string } | null> {
    const [row] = await db
      .select({ id: devices.id, userId: devices.userId })
      .from(devices)
      .where(
        and(
          eq(devices.tokenHash, hashToken(deviceToken)),
          isLiveDevice(new Date(clock.now())),
          inArray(devices.userId, licenseHolderIds(db)),
        ),
      );
    return row ?? null;
  }

  /**
   * The device's report of the version it runs (its update check, issue 36): kept as its
   * `appVersion`, which the console counts per release. Answers the device's id for the
   * rollout, or null when the token is not a live device's (nothing is written then).
   */
  async function reportVersion(deviceToken: string, appVersion: string | undefined) {
    const device = await holderOf(deviceToken);
    if (!device || appVersion === undefined) return device;
    await db.update(devices).set({ appVersion }).where(eq(devices.id, device.id));
    return device;
  }

  return { list, revoke, renewLicense, holderOf, reportVersion };
}
