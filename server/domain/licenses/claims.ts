import { and, eq } from 'drizzle-orm';
import { type Entitlement, roles } from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { purchases, scripts, users } from '../../db/schema';
import type { Billing } from '../billing/billing';
import { isComplimentaryPro } from '../billing/entitlement';
import { type Customer, scriptAccess } from '../catalogue';
import { mayHoldLicense } from './holders';

/**
 * A license lives a day at most, and is verified offline: a device signed out (revoked, its
 * password reset, its account locked) keeps working until its license ends, so the life is what
 * bounds a device limit cycled by signing devices out (issue 32). The desktop renews its license
 * once half its life has passed, so a server out of reach for hours stops no one.
 */
export const LICENSE_MAX_HOURS = 24;
/** A Pro license may outlive the Pro it stands for by this much (a renewal that arrives late). */
export const PRO_GRACE_DAYS = 3;
/** Trial's daily allowance of run time (spec: one hour a day). */
export const TRIAL_SECONDS_PER_DAY = 3600;

const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;

/** What the account is entitled to now, and until when a license may say so (epoch seconds). */
export type AccountEntitlement = { entitlement: Entitlement; notAfter: number };

/**
 * The account's entitlement, read from the billing state on every call: upgrading, cancelling,
 * an expiry, a purchase or a grant show in the next license. ADMINs hold Pro, and every script
 * the store shows them (the store's rule); `null` when the account is gone or locked, which
 * is entitled to nothing, so no license is signed for it.
 */
export async function accountEntitlement(
  db: Database,
  billing: Billing,
  userId: string,
): Promise<AccountEntitlement | null> {
  const [user] = await db
    .select({
      roles: users.roles,
      complimentaryProUntil: users.complimentaryProUntil,
      lockedAt: users.lockedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !mayHoldLicense(user)) return null;
  const now = billing.now();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const isAdmin = user.roles.includes(roles.admin);
  const subscription = await billing.subscriptionOf(userId);
  const { standing, graceEndsAt } = billing.standingOf(subscription, now);
  const paid = billing.holdsPro(subscription, now);
  const complimentary = isComplimentaryPro(user.complimentaryProUntil, now);
  // With a subscription, its standing decides: the role follows it only at the clock's next
  // tick, and a license signed in between must not carry Pro past the grace (issue 37).
  const rolePro = subscription === undefined && user.roles.includes(roles.pro);
  const pro = paid || complimentary || isAdmin || rolePro;
  let notAfter = nowSeconds + LICENSE_MAX_HOURS * HOUR_SECONDS;
  // A Pro license outlives the Pro it stands for (the later end of the paid period and of an
  // operator's complimentary Pro) by the grace at most; an ADMIN's Pro does not end. A failed
  // payment's Pro ends with its grace, to the second: that grace was the late renewal's.
  const proEnds = [
    paid && standing !== 'payment_failed' && subscription
      ? subscription.currentPeriodEnd.getTime() / 1000 + PRO_GRACE_DAYS * DAY_SECONDS
      : undefined,
    paid && graceEndsAt ? graceEndsAt.getTime() / 1000 : undefined,
    complimentary && user.complimentaryProUntil
      ? user.complimentaryProUntil.getTime() / 1000 + PRO_GRACE_DAYS * DAY_SECONDS
      : undefined,
  ].flatMap((end) => (end === undefined ? [] : [Math.floor(end)]));
  if (proEnds.length > 0 && !isAdmin) {
    notAfter = Math.min(notAfter, Math.max(...proEnds));
  }
  return {
    entitlement: {
      plan: pro ? 'pro' : 'trial',
      ...(pro ? {} : { runTimeSecondsPerDay: TRIAL_SECONDS_PER_DAY }),
      scripts: await scriptNames(db, { id: userId, roles: user.roles }),
    },
    notAfter,
  };
}

/**
 * The scripts the customer may run: those the store's rule (`scriptAccess`) says are theirs,
 * so a license never grants what the store hides. A grant an operator makes is a purchase row at
 * no price (issue 17's console), so it counts as owned.
 */
async function scriptNames(db: Database, customer: Customer): Promise<string[]> {
  const rows = await db
    .select({
      name: scripts.scriptName,
      price: scripts.price,
      published: scripts.published,
      privateToUserId: scripts.privateToUserId,
      purchase: purchases.id,
    })
    .from(scripts)
    .leftJoin(
      purchases,
      and(eq(purchases.scriptId, scripts.id), eq(purchases.userId, customer.id)),
    );
  return rows
    .filter((row) => scriptAccess(row, customer, row.purchase !== null) === 'entitled')
    .map((row) => row.name)
    .sort();
}
