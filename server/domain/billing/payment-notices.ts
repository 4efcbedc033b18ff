import { and, eq, gt } from 'drizzle-orm';
import type { PaymentNotice } from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { paymentEvents, subscriptions, users } from '../../db/schema';
import type { MailOutbox } from '../mail-outbox';
import type { Mail } from '../mails';
import { standingOf } from './entitlement';
import {
  type FailedPayment,
  paymentFailedMail,
  paymentRecoveredMail,
  paymentReminderMail,
} from './payment-mails';
import { PLAN_NAME, PLAN_PRICE_CENTS, toEpochSeconds } from './periods';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the banner thanks a customer whose payment went through after failing. */
export const THANKS_SHOWN_MS = 3 * DAY_MS;

type SubscriptionRow = typeof subscriptions.$inferSelect;
type Customer = { subscription: SubscriptionRow; emailAddress: string; firstName: string };

/**
 * A failed payment the customer hears of (issue 37): the mail when a renewal fails, a second one
 * a day before the grace ends, thanks once it is paid, and the banner's notice. Each mail goes
 * once per period: its key is recorded in `payment_events` in the outbox's transaction, so a
 * replayed event or a second server sends nothing twice.
 */
export function createPaymentNotices(deps: {
  db: Database;
  outbox: MailOutbox;
  now: () => Date;
  pastDueGraceMs: number;
  publicUrl: string;
}) {
  const { db, outbox, now, pastDueGraceMs, publicUrl } = deps;

  const periodKey = (kind: string, sub: SubscriptionRow) =>
    `mail:${kind}:${sub.id}:${toEpochSeconds(sub.currentPeriodStart)}`;

  const failedPayment = (sub: SubscriptionRow): FailedPayment => ({
    amountCents: PLAN_PRICE_CENTS[sub.plan],
    planName: PLAN_NAME[sub.plan],
  });

  /** Queues `mail` unless `key` was recorded before; the two in one transaction. */
  async function sendOnce(key: string, mail: Mail) {
    await outbox.transaction(async (tx, queue) => {
      const inserted = await tx
        .insert(paymentEvents)
        .values({ id: key, type: `mail.${mail.kind}`, processedAt: now() })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (inserted.length > 0) await queue(mail);
    });
  }

  async function recordedAt(key: string) {
    const [row] = await db
      .select({ at: paymentEvents.processedAt })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, key));
    return row?.at;
  }

  const customers = () =>
    db
      .select({
        subscription: subscriptions,
        emailAddress: users.emailAddress,
        firstName: users.firstName,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId));

  async function customerOf(userId: string): Promise<Customer | undefined> {
    return (await customers().where(eq(subscriptions.userId, userId)))[0];
  }

  const recipient = (customer: Customer) => ({
    to: customer.emailAddress,
    firstName: customer.firstName,
    publicUrl,
    ...failedPayment(customer.subscription),
  });

  /**
   * After the customer's subscription changed: a payment that failed is told once for its period,
   * and one that went through after failing is thanked once.
   */
  async function follow(userId: string) {
    const customer = await customerOf(userId);
    if (!customer) return;
    const sub = customer.subscription;
    const { standing, graceEndsAt } = standingOf(sub, now(), pastDueGraceMs);
    const failedKey = periodKey('payment-failed', sub);
    if (standing === 'payment_failed' || standing === 'unpaid') {
      await sendOnce(failedKey, paymentFailedMail({ ...recipient(customer), graceEndsAt }));
    } else if (
      (standing === 'active' || standing === 'cancelled') &&
      (await recordedAt(failedKey))
    ) {
      await sendOnce(
        periodKey('payment-recovered', sub),
        paymentRecoveredMail(recipient(customer)),
      );
    }
  }

  /**
   * The second mail, a day before the grace ends, for every payment still failed then (a grace of
   * a day or less has none: the first mail said as much).
   */
  async function remindDue(at: Date) {
    if (pastDueGraceMs <= DAY_MS) return;
    const failing = await customers().where(
      and(eq(subscriptions.providerStatus, 'past_due'), gt(subscriptions.currentPeriodEnd, at)),
    );
    for (const customer of failing) {
      const { standing, graceEndsAt } = standingOf(customer.subscription, at, pastDueGraceMs);
      if (standing !== 'payment_failed' || !graceEndsAt) continue;
      if (graceEndsAt.getTime() - at.getTime() > DAY_MS) continue;
      await sendOnce(
        periodKey('payment-reminder', customer.subscription),
        paymentReminderMail({ ...recipient(customer), graceEndsAt }),
      );
    }
  }

  /** What the banner says now: a failed payment, Pro ended for want of one, or thanks. */
  async function noticeOf(userId: string): Promise<PaymentNotice | null> {
    const customer = await customerOf(userId);
    if (!customer) return null;
    const sub = customer.subscription;
    const at = now();
    const { standing, graceEndsAt } = standingOf(sub, at, pastDueGraceMs);
    const payment = failedPayment(sub);
    if (standing === 'payment_failed' && graceEndsAt) {
      return { kind: 'payment_failed', ...payment, graceEndsAt: toEpochSeconds(graceEndsAt) };
    }
    if (standing === 'unpaid') return { kind: 'unpaid', ...payment, graceEndsAt: null };
    if (standing !== 'active' && standing !== 'cancelled') return null;
    const thanked = await recordedAt(periodKey('payment-recovered', sub));
    return thanked && at.getTime() - thanked.getTime() < THANKS_SHOWN_MS
      ? { kind: 'recovered', ...payment, graceEndsAt: null }
      : null;
  }

  return { follow, remindDue, noticeOf };
}

export type PaymentNotices = ReturnType<typeof createPaymentNotices>;
