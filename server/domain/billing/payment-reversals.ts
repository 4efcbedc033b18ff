import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, paymentEvents, purchases, subscriptions, users } from '../../db/schema';
import type { MailOutbox } from '../mail-outbox';
import { paymentReversedMail, type Reversal } from './payment-mails';

/** Who acted, in the audit log, for what the payment provider decided (a refund, a dispute). */
const PROVIDER_ACTOR = 'payment-provider';

/** What a reversal took back: a script, or the Pro subscription (to be ended at the provider). */
export type Reversed =
  | { kind: 'script' }
  | { kind: 'period'; providerSubscriptionId: string | null };

/**
 * A payment given back (issue 37): refunded, or a dispute the customer won. What it paid for goes:
 * a script (the purchase no longer names it, so neither the store nor a license grants it), or
 * the Pro period (the subscription ends now, and the caller ends it at the provider too). The
 * history keeps the purchase and shows the reversal beside it at minus its price, the customer
 * gets a mail and the audit log a line; all in one transaction, once per event.
 */
export function createPaymentReversals(deps: {
  db: Database;
  outbox: MailOutbox;
  now: () => Date;
  publicUrl: string;
  /** The Pro role follows the subscription, in the same transaction. */
  syncRole: (tx: Database, userId: string) => Promise<void>;
}) {
  const { outbox, now, publicUrl, syncRole } = deps;

  /**
   * `purchaseRef`: the purchase's provider reference (a script's checkout session, a period's
   * invoice). Null when applied before, or when it paid for nothing of ours still held.
   */
  async function reversed(
    eventId: string,
    purchaseRef: string,
    reason: Reversal,
  ): Promise<Reversed | null> {
    return outbox.transaction(async (tx, queue) => {
      const first = await tx
        .insert(paymentEvents)
        .values({ id: eventId, type: `payment.${reason}`, processedAt: now() })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (first.length === 0) return null;
      const [row] = await tx
        .select({ purchase: purchases, email: users.emailAddress, firstName: users.firstName })
        .from(purchases)
        .innerJoin(users, eq(users.id, purchases.userId))
        .where(eq(purchases.providerRef, purchaseRef));
      if (!row) return null;
      const { purchase } = row;
      const at = now();
      let taken: Reversed;
      if (purchase.scriptId) {
        await tx.update(purchases).set({ scriptId: null }).where(eq(purchases.id, purchase.id));
        taken = { kind: 'script' };
      } else if (purchase.kind === 'SUBSCRIPTION') {
        const [ended] = await tx
          .update(subscriptions)
          .set({ status: 'expired', currentPeriodEnd: at, updatedAt: at })
          .where(eq(subscriptions.userId, purchase.userId))
          .returning({ providerSubscriptionId: subscriptions.providerSubscriptionId });
        await syncRole(tx, purchase.userId);
        taken = { kind: 'period', providerSubscriptionId: ended?.providerSubscriptionId ?? null };
      } else {
        return null;
      }
      await tx.insert(purchases).values({
        userId: purchase.userId,
        kind: purchase.kind,
        name: `${reason === 'refund' ? 'Refunded' : 'Payment disputed'}: ${purchase.name}`,
        priceCents: -purchase.priceCents,
        providerRef: `${reason}:${purchaseRef}`,
        createdAt: at,
      });
      await tx.insert(auditLog).values({
        actorUserId: null,
        actorEmail: PROVIDER_ACTOR,
        action: reason === 'refund' ? 'purchase.refund' : 'purchase.dispute-lost',
        targetType: 'customer',
        targetId: purchase.userId,
        before: {
          script: purchase.name,
          scriptId: purchase.scriptId,
          priceCents: purchase.priceCents,
        },
        after: { script: null },
        createdAt: at,
      });
      await queue(
        paymentReversedMail({
          to: row.email,
          firstName: row.firstName,
          publicUrl,
          reason,
          itemName: purchase.name,
          amountCents: purchase.priceCents,
        }),
      );
      return taken;
    });
  }

  return { reversed };
}
