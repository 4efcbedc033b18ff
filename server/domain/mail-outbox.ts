import { count, inArray } from 'drizzle-orm';
import type { Mailer } from '../adapters/mail/mailer';
import type { Database, DatabaseHandle } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../logger';
import type { Clock } from './clock';
import { createMailSender } from './mail-sender';
import type { Mail } from './mails';

/** Adds a mail to the outbox, inside the transaction it was handed with. */
export type QueueMail = (mail: Mail) => Promise<void>;

export type MailOutbox = ReturnType<typeof createMailOutbox>;

/**
 * Durable mail: a mail is a row of `mail_outbox`, written in the same transaction as the write
 * that causes it, and delivered by the sender after the commit. A crash keeps both or neither,
 * and the answer to the customer waits only for the commit, not for the mail server.
 */
export function createMailOutbox(deps: {
  database: DatabaseHandle;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
}) {
  const { database, clock } = deps;
  const sender = createMailSender(deps);

  /** Runs `work` in one transaction; the mails it queues are sent once it commits. */
  async function transaction<T>(work: (tx: Database, queue: QueueMail) => Promise<T>): Promise<T> {
    let queued = false;
    const result = await database.db.transaction((tx) =>
      work(tx, async (mail) => {
        const now = new Date(clock.now());
        await tx.insert(mailOutbox).values({
          kind: mail.kind,
          recipient: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          status: 'pending',
          nextAttemptAt: now,
          createdAt: now,
        });
        queued = true;
      }),
    );
    if (queued) sender.wake();
    return result;
  }

  /** The outbox's depth (mails waiting, retries included) and the mails given up, for a gauge. */
  async function stats(): Promise<{ pending: number; failed: number }> {
    const rows = await database.db
      .select({ status: mailOutbox.status, mails: count() })
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, ['pending', 'failed']))
      .groupBy(mailOutbox.status);
    const of = (status: string) => rows.find((row) => row.status === status)?.mails ?? 0;
    return { pending: of('pending'), failed: of('failed') };
  }

  return {
    transaction,
    stats,
    start: sender.start,
    stop: sender.stop,
    drain: sender.drain,
  };
}
