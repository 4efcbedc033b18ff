import { eq } from 'drizzle-orm';
import type { Mailer, MailMessage } from '../adapters/mail/mailer';
import type { Database } from '../db/client';
import { customScriptRequests, supportMessages } from '../db/schema';
import type { Logger } from '../logger';
import type { Clock } from './clock';
import { DomainError, rateLimited } from './errors';
import { customScriptRequestMail, supportConfirmationMail, supportMessageMail } from './mails';
import type { RateLimiter, RateRule } from './rate-limit';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** The limits of the two forms (the README lists them with the accounts ones). */
export const supportRules = {
  /** Custom-script requests per customer (429). */
  customRequestsPerUser: { name: 'custom-request-user', limit: 5, windowMs: HOUR },
  /** Support messages per client address (429). */
  supportPerAddress: { name: 'support-address', limit: 10, windowMs: HOUR },
  /** Support messages naming one e-mail address, so nobody floods a stranger with receipts. */
  supportPerEmail: { name: 'support-email', limit: 3, windowMs: HOUR },
} as const satisfies Record<string, RateRule>;

const MAIL_FAILED_MESSAGE =
  'We could not pass your message on just now. Please try again in a few minutes.';

export type CustomRequest = {
  name: string;
  description: string;
  platform: string;
  phoneNumber: string;
};

export type SupportMessage = {
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneCode: string;
  phoneNumber: string;
  reasonToContact: string;
};

export type Support = ReturnType<typeof createSupport>;

/**
 * The two forms: each is stored, then mailed to the support address. When that mail cannot be
 * sent the stored row is taken back and the caller told to try again, so support never misses
 * a message it was told about and a retry makes no duplicate.
 */
export function createSupport(deps: {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  mail: Mailer;
  logger: Logger;
  supportEmail: string;
  publicUrl: string;
}) {
  const { db, clock, limiter, mail, logger } = deps;

  async function limit(rule: RateRule, key: string, what: string) {
    const decision = await limiter.take(rule, key);
    if (!decision.allowed) throw rateLimited(what, decision.retryAfterMs);
  }

  async function deliverOrUndo(message: MailMessage, undo: () => Promise<unknown>) {
    try {
      await mail.send(message);
    } catch (error) {
      logger.error('mail not sent', { subject: message.subject, error: String(error) });
      await undo();
      throw new DomainError('mail-failed', MAIL_FAILED_MESSAGE);
    }
  }

  async function requestCustomScript(
    customer: { id: string; firstName: string; lastName: string; emailAddress: string },
    request: CustomRequest,
  ): Promise<void> {
    await limit(
      supportRules.customRequestsPerUser,
      customer.id,
      'You have sent several requests already.',
    );
    const [row] = await db
      .insert(customScriptRequests)
      .values({ userId: customer.id, ...request, createdAt: new Date(clock.now()) })
      .returning({ id: customScriptRequests.id });
    if (!row) throw new Error('the request was not stored');
    await deliverOrUndo(
      customScriptRequestMail({
        to: deps.supportEmail,
        customer,
        request,
        reference: row.id,
        publicUrl: deps.publicUrl,
      }),
      () => db.delete(customScriptRequests).where(eq(customScriptRequests.id, row.id)),
    );
  }

  async function contact(message: SupportMessage, clientAddress: string): Promise<void> {
    await limit(
      supportRules.supportPerAddress,
      clientAddress,
      'Too many messages from your network.',
    );
    await limit(
      supportRules.supportPerEmail,
      message.emailAddress,
      'Several messages came from this e-mail address already.',
    );
    const [row] = await db
      .insert(supportMessages)
      .values({ ...message, createdAt: new Date(clock.now()) })
      .returning({ id: supportMessages.id });
    if (!row) throw new Error('the message was not stored');
    await deliverOrUndo(
      supportMessageMail({
        to: deps.supportEmail,
        message,
        reference: row.id,
        publicUrl: deps.publicUrl,
      }),
      () => db.delete(supportMessages).where(eq(supportMessages.id, row.id)),
    );
    // Support has the message; a lost receipt is worth a log line, not a failure.
    await mail
      .send(
        supportConfirmationMail({ to: message.emailAddress, message, publicUrl: deps.publicUrl }),
      )
      .catch((error) => logger.error('confirmation not sent', { error: String(error) }));
  }

  return { requestCustomScript, contact };
}
