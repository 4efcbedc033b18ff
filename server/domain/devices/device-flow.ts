import { and, asc, count, eq, gt, lte } from 'drizzle-orm';
import {
  type DeviceCodeRequest,
  type DeviceCodeResponse,
  type DeviceTokenError,
  deviceFlow,
  type PendingDevice,
  pagePaths,
  seatReuse,
} from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { deviceAuthorizations, devices, users } from '../../db/schema';
import type { Clock } from '../clock';
import { DomainError, describeWait } from '../errors';
import { type Licenses, mayHoldLicense } from '../licenses';
import type { RateLimiter, RateRule } from '../rate-limit';
import { hashToken, newToken } from '../secrets';
import { isLiveDevice, tokenExpiryFrom } from './device-tokens';
import { newUserCode } from './user-code';

/** Each address may start this many sign-ins in a quarter of an hour. */
export const DEVICE_CODE_RULE: RateRule = { name: 'device-code', limit: 10, windowMs: 15 * 60_000 };
/** Each account may look up this many user codes in a quarter of an hour (codes are guessable). */
export const USER_CODE_LOOKUP_RULE: RateRule = {
  name: 'device-user-code',
  limit: 20,
  windowMs: 15 * 60_000,
};

export type DeviceLimits = { trial: number; pro: number };

export type TokenOutcome =
  | { ok: true; deviceToken: string; license: string }
  | { ok: false; error: DeviceTokenError };

/** 404 of the activation page: unknown, used, decided or expired codes read the same. */
export class UnknownUserCode extends Error {}
/** 409: approving would pass the plan's device limit. */
export class DeviceLimitReached extends Error {
  constructor(readonly limit: number) {
    super(`Your plan allows ${limit} device${limit === 1 ? '' : 's'}. Revoke one first.`);
  }
}

/**
 * 409: the account signed in its plan's limit and `seatReuse.extraSignIns` devices more within
 * `seatReuse.windowDays` (seats freed and filled again); the next sign-in is possible at `next`.
 */
export class SignInsUsedUp extends DeviceLimitReached {
  constructor(
    limit: number,
    readonly next: Date,
  ) {
    super(limit);
    this.message =
      `You have signed in ${limit + seatReuse.extraSignIns} devices in the last ${seatReuse.windowDays} days: ` +
      `your plan's ${limit} and ${seatReuse.extraSignIns} swaps. Signing devices out stays free, ` +
      `but the next new sign-in is possible on ${nextSignInText(next)}.`;
  }
}

const nextSignInText = (at: Date) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(at)} at ${at.toISOString().slice(11, 16)} UTC`;

const DAY_MS = 24 * 60 * 60 * 1000;
const SEAT_WINDOW_MS = seatReuse.windowDays * DAY_MS;

type Row = typeof deviceAuthorizations.$inferSelect;

export type DeviceFlow = ReturnType<typeof createDeviceFlow>;

/** RFC 8628: the device asks for codes, polls for its token; the customer approves or denies. */
export function createDeviceFlow(deps: {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  licenses: Licenses;
  limits: DeviceLimits;
  publicUrl: string;
}) {
  const { db, clock, limiter, licenses } = deps;
  const now = () => new Date(clock.now());
  const verificationUri = `${deps.publicUrl}${pagePaths.customer.deviceActivation}`;

  async function start(device: DeviceCodeRequest, address: string): Promise<DeviceCodeResponse> {
    const decision = await limiter.take(DEVICE_CODE_RULE, address);
    if (!decision.allowed) {
      throw new DomainError(
        'rate-limited',
        `Too many sign-in attempts. Try again in ${describeWait(decision.retryAfterMs)}.`,
        { retryAfterMs: decision.retryAfterMs },
      );
    }
    const at = now();
    await db.delete(deviceAuthorizations).where(lte(deviceAuthorizations.expiresAt, at));
    const deviceCode = newToken();
    // A user code still in use by a live request is drawn again (rare: 20^8 codes).
    for (;;) {
      const userCode = newUserCode();
      const inserted = await db
        .insert(deviceAuthorizations)
        .values({
          deviceCodeHash: hashToken(deviceCode),
          userCode,
          deviceName: device.deviceName,
          platform: device.platform,
          appVersion: device.appVersion,
          createdAt: at,
          expiresAt: new Date(at.getTime() + deviceFlow.expiresIn * 1000),
          status: 'pending',
        })
        .onConflictDoNothing({ target: deviceAuthorizations.userCode })
        .returning({ id: deviceAuthorizations.id });
      if (inserted.length === 0) continue;
      return {
        deviceCode,
        userCode,
        verificationUri,
        verificationUriComplete: `${verificationUri}?code=${userCode}`,
        expiresIn: deviceFlow.expiresIn,
        interval: deviceFlow.interval,
      };
    }
  }

  /** The RFC's answer to one poll; the token is handed out once, to the first poll after approval. */
  async function poll(deviceCode: string): Promise<TokenOutcome> {
    const at = now();
    const [row] = await db
      .select()
      .from(deviceAuthorizations)
      .where(eq(deviceAuthorizations.deviceCodeHash, hashToken(deviceCode)));
    if (!row || row.status === 'used') return { ok: false, error: 'invalid_grant' };
    if (row.expiresAt <= at) return { ok: false, error: 'expired_token' };
    await db
      .update(deviceAuthorizations)
      .set({ lastPolledAt: at })
      .where(eq(deviceAuthorizations.id, row.id));
    if (
      row.lastPolledAt &&
      at.getTime() - row.lastPolledAt.getTime() < deviceFlow.interval * 1000
    ) {
      return { ok: false, error: 'slow_down' };
    }
    if (row.status === 'denied') return { ok: false, error: 'access_denied' };
    if (row.status === 'pending' || !row.userId) {
      return { ok: false, error: 'authorization_pending' };
    }
    return redeem(row, row.userId, at);
  }

  /**
   * Approved: the row becomes `used` and the device is made in one transaction, only once. An
   * account locked since the approval gets no token (issue 32): the approval is denied instead.
   */
  async function redeem(row: Row, userId: string, at: Date): Promise<TokenOutcome> {
    const deviceToken = newToken();
    const outcome = await db.transaction(async (tx) => {
      // Held until the commit: an operator's lock waits for this device (whose renewals it then
      // refuses), or this sees the lock.
      const [user] = await tx
        .select({ lockedAt: users.lockedAt })
        .from(users)
        .where(eq(users.id, userId))
        .for('share');
      const approved = and(
        eq(deviceAuthorizations.id, row.id),
        eq(deviceAuthorizations.status, 'approved'),
      );
      if (!mayHoldLicense(user)) {
        await tx.update(deviceAuthorizations).set({ status: 'denied' }).where(approved);
        return 'refused' as const;
      }
      const claimed = await tx
        .update(deviceAuthorizations)
        .set({ status: 'used' })
        .where(approved)
        .returning({ id: deviceAuthorizations.id });
      if (claimed.length === 0) return null;
      const [device] = await tx
        .insert(devices)
        .values({
          userId,
          name: row.deviceName,
          platform: row.platform,
          appVersion: row.appVersion,
          tokenHash: hashToken(deviceToken),
          activatedAt: at,
          lastSeenAt: at,
          tokenExpiresAt: tokenExpiryFrom(at),
        })
        .returning({ id: devices.id });
      return device?.id ?? null;
    });
    if (outcome === 'refused') return { ok: false, error: 'access_denied' };
    if (!outcome) return { ok: false, error: 'invalid_grant' };
    const license = await licenses.issue(userId, outcome);
    if (!license) return { ok: false, error: 'invalid_grant' };
    return { ok: true, deviceToken, license };
  }

  /** A live, undecided request by its user code (for the customer's activation page). */
  async function pendingRow(userCode: string, customerId: string): Promise<Row> {
    const decision = await limiter.take(USER_CODE_LOOKUP_RULE, customerId);
    if (!decision.allowed) {
      throw new DomainError(
        'rate-limited',
        `Too many codes tried. Try again in ${describeWait(decision.retryAfterMs)}.`,
        { retryAfterMs: decision.retryAfterMs },
      );
    }
    const [row] = await db
      .select()
      .from(deviceAuthorizations)
      .where(
        and(
          eq(deviceAuthorizations.userCode, userCode),
          eq(deviceAuthorizations.status, 'pending'),
          gt(deviceAuthorizations.expiresAt, now()),
        ),
      );
    if (!row) throw new UnknownUserCode();
    return row;
  }

  async function pending(userCode: string, customerId: string): Promise<PendingDevice> {
    const row = await pendingRow(userCode, customerId);
    return {
      userCode: row.userCode,
      deviceName: row.deviceName,
      platform: row.platform,
      appVersion: row.appVersion,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  /** How many devices the account may have at once: Pro's limit or Trial's. */
  async function limitFor(userId: string): Promise<number> {
    const account = await licenses.entitlement(userId);
    return account?.entitlement.plan === 'pro' ? deps.limits.pro : deps.limits.trial;
  }

  /**
   * The customer's decision. Approving counts the live devices and the approvals not yet
   * redeemed, under a lock on the customer's approvals, so two tabs cannot pass the limit.
   */
  async function decide(
    userCode: string,
    customer: { id: string },
    decision: 'approve' | 'deny',
  ): Promise<'approved' | 'denied'> {
    const row = await pendingRow(userCode, customer.id);
    if (decision === 'deny') {
      await db
        .update(deviceAuthorizations)
        .set({ status: 'denied', userId: customer.id })
        .where(
          and(eq(deviceAuthorizations.id, row.id), eq(deviceAuthorizations.status, 'pending')),
        );
      return 'denied';
    }
    const limit = await limitFor(customer.id);
    await db.transaction(async (tx) => {
      // Serialises one customer's approvals (the row lock of their account).
      await tx.select({ id: users.id }).from(users).where(eq(users.id, customer.id)).for('update');
      const [live] = await tx
        .select({ total: count() })
        .from(devices)
        .where(and(eq(devices.userId, customer.id), isLiveDevice(now())));
      const [waiting] = await tx
        .select({ total: count() })
        .from(deviceAuthorizations)
        .where(
          and(
            eq(deviceAuthorizations.userId, customer.id),
            eq(deviceAuthorizations.status, 'approved'),
            gt(deviceAuthorizations.expiresAt, now()),
          ),
        );
      const signingIn = waiting?.total ?? 0;
      if ((live?.total ?? 0) + signingIn >= limit) throw new DeviceLimitReached(limit);
      // Seats freed by signing out may be filled again, a few times a month (issue 36).
      const recent = await tx
        .select({ at: devices.activatedAt })
        .from(devices)
        .where(
          and(
            eq(devices.userId, customer.id),
            gt(devices.activatedAt, new Date(clock.now() - SEAT_WINDOW_MS)),
          ),
        )
        .orderBy(asc(devices.activatedAt));
      const allowance = limit + seatReuse.extraSignIns;
      const over = recent.length + signingIn - allowance;
      if (over >= 0) {
        // The sign-in whose leaving of the window brings the count under the allowance.
        const freeing = recent[over]?.at.getTime() ?? clock.now();
        throw new SignInsUsedUp(limit, new Date(freeing + SEAT_WINDOW_MS));
      }
      const changed = await tx
        .update(deviceAuthorizations)
        .set({ status: 'approved', userId: customer.id })
        .where(and(eq(deviceAuthorizations.id, row.id), eq(deviceAuthorizations.status, 'pending')))
        .returning({ id: deviceAuthorizations.id });
      if (changed.length === 0) throw new UnknownUserCode();
    });
    return 'approved';
  }

  return { start, poll, pending, decide, limitFor };
}
