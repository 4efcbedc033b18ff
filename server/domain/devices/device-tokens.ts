import { and, eq, gt, isNull } from 'drizzle-orm';
import { deviceFlow } from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { devices } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The end a device token gets when it is issued and again at each use: a device left unused for
 * that long is signed out, so a token copied off a machine no one uses does not live for ever.
 */
export const tokenExpiryFrom = (at: Date) =>
  new Date(at.getTime() + deviceFlow.deviceTokenDays * DAY_MS);

/**
 * A device still signed in at `at`: not revoked, and its token not past its end. Such a device
 * is listed, counts against the plan's limit and may renew its license; no other one does.
 */
export const isLiveDevice = (at: Date) =>
  and(isNull(devices.revokedAt), gt(devices.tokenExpiresAt, at));

/**
 * Signs out every device of the account, in the caller's transaction: a password reset ends
 * them with the sessions, as whoever had the old password may have signed a device in.
 */
export async function signOutAllDevices(tx: Database, userId: string, at: Date): Promise<void> {
  await tx
    .update(devices)
    .set({ revokedAt: at })
    .where(and(eq(devices.userId, userId), isNull(devices.revokedAt)));
}
