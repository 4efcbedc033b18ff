import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, paymentEvents, purchases, users } from '../../db/schema';
import type { MailOutbox } from '../mail-outbox';
import { paymentReversedMail, type Reversal } from './payment-mails';

/** Who acted, in the audit log, for what the payment provider decided (a refund, a dispute). */
const PROVIDER_ACTOR = 'payment-provider';

/**
 * A script payment given back (issue 37): refunded, or a dispute the customer won. What it paid
 * for goes (the purchase no longer names its script, so neither the store nor a license grants
 * it), the history keeps the purchase and shows the reversal beside it at minus its price, the
 * customer gets a mail and the audit log a line; all in one transaction, once per event.
 */
export function createPaymentReversals(deps: {
  db: Database;
  outbox: MailOutbox;
  now: () => Date;
  publicUrl: string;
}) {
  const { outbox, now, publicUrl } = deps;

  /**
   * `purchaseRef`: the purchase's provider reference (the checkout session of a script). False
   * when applied before, or when it paid for no script of ours (the webhook counts it ignored).
   */
  async function reversed(eventId: string, purchaseRef: string, reason: Reversal) {
    return outbox.transaction(async (tx, queue) => {
      const first = await tx
        .insert(paymentEvents)
        .values({ id: eventId, type: `payment.${reason}`, processedAt: now() })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (first.length === 0) return false;
      const [row] = await tx
        .select({ purchase: purchases, email: users.emailAddress, firstName: users.firstName })
        .from(purchases)
        .innerJoin(users, eq(users.id, purchases.userId))
        .where(eq(purchases.providerRef, purchaseRef));
      if (!row?.purchase.scriptId) return false;
      const { purchase } = row;
      const at = now();
      await tx.update(purchases).set({ scriptId: null }).where(eq(purchases.id, purchase.id));
      await tx.insert(purchases).values({
        userId: purchase.userId,
        kind: 'SCRIPT',
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
      return true;
    });
  }

  return { reversed };
}
