import { customRequestEvents, customScriptRequests, supportMessages } from '../db/schema';
import type { Clock } from './clock';
import { rateLimited } from './errors';
import type { MailOutbox } from './mail-outbox';
import {
  customScriptRequestMail,
  supportConfirmationMail,
  supportMessageMail,
  unconfirmedSupportReceiptMail,
} from './mails';
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
 * The two forms: each is stored with its mails to the support address (and the sender's receipt)
 * in one transaction, so support is told of every message kept, once the outbox delivers them.
 */
export function createSupport(deps: {
  clock: Clock;
  limiter: RateLimiter;
  outbox: MailOutbox;
  supportEmail: string;
  publicUrl: string;
}) {
  const { clock, limiter, outbox } = deps;

  async function limit(rule: RateRule, key: string, what: string) {
    const decision = await limiter.take(rule, key);
    if (!decision.allowed) throw rateLimited(what, decision.retryAfterMs);
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
    await outbox.transaction(async (tx, queue) => {
      const createdAt = new Date(clock.now());
      const [row] = await tx
        .insert(customScriptRequests)
        .values({ userId: customer.id, ...request, createdAt })
        .returning({ id: customScriptRequests.id });
      if (!row) throw new Error('the request was not stored');
      // The first line of the request's history: the customer asked.
      await tx
        .insert(customRequestEvents)
        .values({ requestId: row.id, status: 'new', actorUserId: customer.id, createdAt });
      await queue(
        customScriptRequestMail({
          to: deps.supportEmail,
          customer,
          request,
          reference: row.id,
          publicUrl: deps.publicUrl,
        }),
      );
    });
  }

  /**
   * A contact message, from anyone. Its receipt goes to the address the form gives, which
   * anyone can type: it quotes the message only when the sender is the signed-in customer who
   * holds that address, so the form cannot carry a stranger's words to someone's inbox.
   */
  async function contact(
    message: SupportMessage,
    clientAddress: string,
    sender: { emailAddress: string } | null,
  ): Promise<void> {
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
    const fromAccountHolder = sender?.emailAddress === message.emailAddress;
    await outbox.transaction(async (tx, queue) => {
      const [row] = await tx
        .insert(supportMessages)
        .values({ ...message, createdAt: new Date(clock.now()) })
        .returning({ id: supportMessages.id });
      if (!row) throw new Error('the message was not stored');
      await queue(
        supportMessageMail({
          to: deps.supportEmail,
          message,
          fromAccountHolder,
          reference: row.id,
          publicUrl: deps.publicUrl,
        }),
      );
      const to = message.emailAddress;
      await queue(
        fromAccountHolder
          ? supportConfirmationMail({ to, message, publicUrl: deps.publicUrl })
          : unconfirmedSupportReceiptMail({ to, publicUrl: deps.publicUrl }),
      );
    });
  }

  return { requestCustomScript, contact };
}
