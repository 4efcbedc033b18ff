import { and, asc, eq, lte } from 'drizzle-orm';
import type { Mailer } from '../adapters/mail/mailer';
import type { Database, DatabaseHandle } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../logger';
import type { Clock } from './clock';
import { ERASES_RECIPIENT, type MailKind } from './mails';

/**
 * How the sender retries a mail the mail server refused or could not take: waits that double
 * from the first, capped, and a last try after which the mail is marked failed. Ten tries span
 * about half an hour, long enough for a mail server's restart, short enough that a code is still
 * worth having when it arrives.
 */
export const mailRetry = {
  maxAttempts: 10,
  firstDelayMs: 5_000,
  maxDelayMs: 10 * 60_000,
} as const;

/** The wait after a mail's `attempts`-th failed try. */
export const retryDelayMs = (attempts: number) =>
  Math.min(mailRetry.firstDelayMs * 2 ** (attempts - 1), mailRetry.maxDelayMs);

/**
 * Besides being woken after each commit that queues a mail, the sender looks for due mails this
 * often: retries, and mails another instance queued but could not send before it stopped.
 */
export const MAIL_POLL_MS = 5_000;

/** The longest `stop()` waits for the mail being sent (the SMTP adapter's own timeouts end it). */
const STOP_WAIT_MS = 10_000;

/** What a mail keeps once it is sent or given up: everything but the body. */
const BLANK_BODY = { text: null, html: null };

/** The recipient of a sent mail to a closed account (issue 35): the address is not kept. */
export const ERASED_RECIPIENT = '(erased)';

/** A sent or given-up mail's record: its body blanked, and its address too when its kind says. */
const afterDelivery = (mail: OutboxRow) =>
  ERASES_RECIPIENT.includes(mail.kind as MailKind)
    ? { ...BLANK_BODY, recipient: ERASED_RECIPIENT }
    : BLANK_BODY;

type OutboxRow = typeof mailOutbox.$inferSelect;

export type MailSender = ReturnType<typeof createMailSender>;

/**
 * Delivers the outbox: one mail at a time, each try recorded (sent, retry later, failed). Mails
 * go out at least once: a process that dies after the mail server took a mail but before its row
 * says so sends it again after the restart (with the same Message-ID).
 */
export function createMailSender(deps: {
  database: DatabaseHandle;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
}) {
  const { database, clock, mailer, logger } = deps;
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  /** The passes over the outbox, one after another. */
  let passes: Promise<void> = Promise.resolve();
  /** A pass asked for that has not begun yet: wakes until it begins share it. */
  let waiting: Promise<void> | undefined;

  /**
   * Finds one due mail and tries it; answers whether there was one. On PostgreSQL, which several
   * instances may share, the row stays locked (`FOR UPDATE SKIP LOCKED`) in a transaction while
   * it is sent: the others skip it, and if this process dies the lock goes with its connection, so
   * the mail is due again at once. PGlite belongs to one process, whose passes run one at a time:
   * no lock is needed, and a transaction there would hold every other query until the mail
   * server answered.
   */
  function sendNext(): Promise<boolean> {
    const next = async (tx: Database) => {
      const [mail] = await tx
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.status, 'pending'),
            lte(mailOutbox.nextAttemptAt, new Date(clock.now())),
          ),
        )
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!mail) return false;
      await attempt(tx, mail);
      return true;
    };
    return database.kind === 'postgres' ? database.db.transaction(next) : next(database.db);
  }

  async function attempt(tx: Database, mail: OutboxRow) {
    const attempts = mail.attempts + 1;
    const thisMail = eq(mailOutbox.id, mail.id);
    try {
      await mailer.send({
        id: mail.id,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text ?? '',
        html: mail.html ?? '',
      });
    } catch (error) {
      const lastError = String(error).slice(0, 500);
      // The log names the mail, never its body (a code) or its address.
      const about = { id: mail.id, kind: mail.kind, attempts, error: lastError };
      if (attempts < mailRetry.maxAttempts) {
        await tx
          .update(mailOutbox)
          .set({
            attempts,
            lastError,
            nextAttemptAt: new Date(clock.now() + retryDelayMs(attempts)),
          })
          .where(thisMail);
        logger.warn('mail not sent, will retry', about);
      } else {
        await tx
          .update(mailOutbox)
          .set({ status: 'failed', attempts, lastError, ...afterDelivery(mail) })
          .where(thisMail);
        logger.error('mail given up', about);
      }
      return;
    }
    await tx
      .update(mailOutbox)
      .set({ status: 'sent', attempts, sentAt: new Date(clock.now()), ...afterDelivery(mail) })
      .where(thisMail);
  }

  /** Sends every due mail, one after another, until none is left or the sender stops. */
  async function sendDue() {
    try {
      while (!stopping && (await sendNext())) {
        // Next one.
      }
    } catch (error) {
      logger.error('mail outbox unreachable', { error: String(error) });
    }
  }

  /** A full pass after any under way; while started, the next one is due `MAIL_POLL_MS` later. */
  function pass(): Promise<void> {
    if (!waiting) {
      const run = passes.then(async () => {
        waiting = undefined;
        await sendDue();
        if (started) {
          clearTimeout(timer);
          timer = setTimeout(pass, MAIL_POLL_MS);
          timer.unref();
        }
      });
      waiting = run;
      passes = run;
    }
    return waiting;
  }

  return {
    /** Begins sending, with the mails left pending by an earlier run first. */
    start() {
      started = true;
      stopping = false;
      void pass();
    },
    /** Sends what a commit just queued, without waiting for the next poll. */
    wake() {
      if (started) void pass();
    },
    /**
     * Sends every mail due now and answers when done (mails waiting for a retry stay). Tests
     * call it instead of waiting for the sender.
     */
    drain: pass,
    /** Sends no more; waits for the mail under way, at most `STOP_WAIT_MS`. */
    async stop() {
      started = false;
      stopping = true;
      clearTimeout(timer);
      let bound: NodeJS.Timeout | undefined;
      await Promise.race([
        passes,
        new Promise((resolve) => {
          bound = setTimeout(resolve, STOP_WAIT_MS);
        }),
      ]);
      clearTimeout(bound);
    },
  };
}
