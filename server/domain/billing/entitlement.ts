import type { SubscriptionStanding } from '../../../src/services/contract';

/**
 * What a subscription's payment status gives (spec section 6: an unpaid period ends the Pro role
 * until a payment arrives). The statuses are Stripe's; the test checkout's subscriptions have
 * none (`null`): they are paid whenever they exist.
 *
 * - `pro`: paid up.
 * - `grace`: a renewal failed and Stripe is retrying; Pro stays for a few days (the configured
 *   grace, counted from the start of the unpaid period), then goes until a payment arrives.
 * - `none`: no Pro while the status lasts; `ended` ones never come back (a new subscription
 *   does).
 */
const ENTITLEMENT = {
  active: 'pro',
  trialing: 'pro',
  past_due: 'grace',
  unpaid: 'none',
  paused: 'none',
  incomplete: 'none',
  incomplete_expired: 'ended',
  canceled: 'ended',
} as const;

export type ProviderStatus = keyof typeof ENTITLEMENT;
type Entitlement = (typeof ENTITLEMENT)[ProviderStatus];

/** A status Stripe adds later gives nothing until this table names it. */
export const entitlementOf = (status: string | null): Entitlement =>
  status === null ? 'pro' : (ENTITLEMENT[status as ProviderStatus] ?? 'none');

/** `canceled` and `incomplete_expired`: the subscription is over for good. */
export const isEndedStatus = (status: string | null) => entitlementOf(status) === 'ended';

/** The default of `PAST_DUE_GRACE_DAYS`. */
export const DEFAULT_PAST_DUE_GRACE_DAYS = 3;

type Subscription = {
  status: 'active' | 'cancelled' | 'expired';
  providerStatus: string | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
};

/** The subscription in words (issue 37), and when Pro ends while a payment failed. */
export type Standing = { standing: SubscriptionStanding; graceEndsAt: Date | null };

const NO_GRACE = { graceEndsAt: null };

/**
 * What the subscription gives at `at`: over (expired, or past its period) is `ended`; a failed
 * renewal is `payment_failed` during its grace (which starts with the unpaid period), `unpaid`
 * after it; a status that gives nothing is `unpaid`; else `cancelled` or `active`, both Pro.
 */
export function standingOf(
  sub: Subscription | undefined,
  at: Date,
  pastDueGraceMs: number,
): Standing {
  if (!sub) return { standing: 'none', ...NO_GRACE };
  if (sub.status === 'expired' || sub.currentPeriodEnd <= at)
    return { standing: 'ended', ...NO_GRACE };
  const entitlement = entitlementOf(sub.providerStatus);
  if (entitlement === 'ended') return { standing: 'ended', ...NO_GRACE };
  if (entitlement === 'none') return { standing: 'unpaid', ...NO_GRACE };
  if (entitlement === 'grace') {
    const end = new Date(
      Math.min(sub.currentPeriodStart.getTime() + pastDueGraceMs, sub.currentPeriodEnd.getTime()),
    );
    return at < end
      ? { standing: 'payment_failed', graceEndsAt: end }
      : { standing: 'unpaid', ...NO_GRACE };
  }
  return { standing: sub.status === 'cancelled' ? 'cancelled' : 'active', ...NO_GRACE };
}

/**
 * Whether the subscription gives Pro at `at`: not ended, inside its paid period, and paid up (or
 * inside the grace of a failed renewal, which starts with the unpaid period).
 */
export function givesPro(sub: Subscription | undefined, at: Date, pastDueGraceMs: number) {
  const { standing } = standingOf(sub, at, pastDueGraceMs);
  return standing === 'active' || standing === 'cancelled' || standing === 'payment_failed';
}

/** Whether an operator's complimentary Pro (issue 17) runs at `at`. */
export const isComplimentaryPro = (until: Date | null, at: Date) => until !== null && until > at;
