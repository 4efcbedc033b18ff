import { and, eq } from 'drizzle-orm';
import type { PaymentProvider } from '../../adapters/payments/provider';
import type { Database } from '../../db/client';
import { paymentIssues } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Tx } from './billing';

export type PaymentIssueKind = (typeof paymentIssues.$inferInsert)['kind'];
export type PaymentIssue = {
  userId: string;
  kind: PaymentIssueKind;
  /** The subscription (or, for a script, the payment) concerned. */
  subjectRef: string;
  amountCents: number;
};

/** What the provider is asked to do about each kind. */
const REMEDY: Record<PaymentIssueKind, string> = {
  duplicate_subscription: 'cancelled at once and refunded',
  duplicate_script_payment: 'refunded',
  replaced_subscription: 'cancelled at once',
};

export type PaymentIssues = ReturnType<typeof createPaymentIssues>;

/**
 * Payments in excess (see the `payment_issues` table): written in the transaction of the event
 * that finds them, so none is ever dropped in silence; remedied through the provider once that
 * transaction is committed. A remedy the provider refuses leaves the row open and says so in the
 * log; the next event about the same subscription tries again, and the operators see it.
 */
export function createPaymentIssues(deps: {
  db: Database;
  provider: PaymentProvider;
  logger: Logger;
  now: () => Date;
}) {
  const { db, provider, logger, now } = deps;

  async function flag(tx: Tx, issue: PaymentIssue) {
    await tx
      .insert(paymentIssues)
      .values({ ...issue, provider: provider.kind, status: 'open', createdAt: now() })
      .onConflictDoNothing();
  }

  const ask = (kind: PaymentIssueKind, subjectRef: string) =>
    kind === 'duplicate_script_payment'
      ? provider.refund(subjectRef)
      : provider.cancelNow(subjectRef, { refund: kind === 'duplicate_subscription' });

  /** Does what the issue needs, unless it was done before. */
  async function remedy(issue: Pick<PaymentIssue, 'kind' | 'subjectRef'>) {
    const key = and(
      eq(paymentIssues.kind, issue.kind),
      eq(paymentIssues.subjectRef, issue.subjectRef),
    );
    const [row] = await db.select().from(paymentIssues).where(key);
    if (row?.status !== 'open') return;
    const facts = { kind: row.kind, subject: row.subjectRef, userId: row.userId };
    try {
      const { refunds } = await ask(row.kind, row.subjectRef);
      await db
        .update(paymentIssues)
        .set({
          status: 'resolved',
          refundRef: refunds.join(',') || null,
          lastError: null,
          resolvedAt: now(),
        })
        .where(key);
      logger.warn(`payment in excess ${REMEDY[row.kind]}`, { ...facts, refunds });
    } catch (error) {
      await db
        .update(paymentIssues)
        .set({ lastError: String(error) })
        .where(key);
      logger.error(`payment in excess, not yet ${REMEDY[row.kind]}: an operator must look`, {
        ...facts,
        error: String(error),
      });
    }
  }

  return { flag, remedy };
}
