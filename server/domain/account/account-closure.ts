import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  auditLog,
  chatExchanges,
  customScriptRequests,
  deviceAuthorizations,
  devices,
  knownBrowsers,
  mailOutbox,
  passkeys,
  sessions,
  supportMessages,
  users,
  verificationCodes,
} from '../../db/schema';
import type { Logger } from '../../logger';
import type { Clock } from '../clock';
import type { MailOutbox } from '../mail-outbox';
import { ERASED_RECIPIENT } from '../mail-sender';
import { accountClosedMail } from '../mails';
import { hashPassword, newToken } from '../secrets';
import type { AuthUser } from '../sessions';
import type { createPasswordCheck } from './password-check';

/** What stands in for erased text in the records kept (mail and audit lines). */
export const ERASED = '(erased)';

/** The address a closed account keeps: unique, of no one, never deliverable (RFC 2606). */
export const closedAddress = (userId: string) => `closed-${userId}@erased.invalid`;

/** `text` inside a JSON document, as JSON writes it (quotes and backslashes escaped). */
const asJsonText = (text: string) => JSON.stringify(text).slice(1, -1);

export type AccountClosure = ReturnType<typeof createAccountClosure>;

/**
 * Closing an account (issue 35, GDPR's right to erasure). What is kept and why is in the
 * README's privacy section and on /privacy-policy: the account's row, anonymous, holds the
 * purchases and payments accounting must keep; everything that names the person goes.
 */
export function createAccountClosure(deps: {
  db: Database;
  clock: Clock;
  outbox: MailOutbox;
  logger: Logger;
  passwordCheck: ReturnType<typeof createPasswordCheck>;
  /** Ends a live subscription at once, at the payment provider first. */
  endSubscription: (userId: string) => Promise<void>;
  publicUrl: string;
}) {
  const { clock, outbox, passwordCheck } = deps;

  /**
   * Erases, in the caller's transaction, every personal trace of the account: its sessions,
   * devices and known browsers, codes, chat, custom requests and support messages (with the
   * replies to them), the mails to or about it, the audit log's mentions of its address and name,
   * and the person on its own row.
   */
  async function erase(tx: Database, user: AuthUser, pendingEmail: string | null) {
    const addresses = pendingEmail ? [user.emailAddress, pendingEmail] : [user.emailAddress];
    const fullName = `${user.firstName} ${user.lastName}`;
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(devices).where(eq(devices.userId, user.id));
    await tx.delete(deviceAuthorizations).where(eq(deviceAuthorizations.userId, user.id));
    await tx.delete(knownBrowsers).where(eq(knownBrowsers.userId, user.id));
    await tx.delete(passkeys).where(eq(passkeys.userId, user.id));
    await tx.delete(verificationCodes).where(inArray(verificationCodes.emailAddress, addresses));
    await tx.delete(chatExchanges).where(eq(chatExchanges.userId, user.id));
    await tx.delete(customScriptRequests).where(eq(customScriptRequests.userId, user.id));
    await tx.delete(supportMessages).where(inArray(supportMessages.emailAddress, addresses));
    // Mails to the person, or about them to the support team: the record stays, without them.
    const mentions = (column: typeof mailOutbox.subject | typeof mailOutbox.text) =>
      or(
        ...addresses.map((address) => sql`strpos(${column}, ${address}) > 0`),
        sql`strpos(${column}, ${fullName}) > 0`,
      );
    await tx
      .update(mailOutbox)
      .set({ recipient: ERASED_RECIPIENT, subject: ERASED, text: null, html: null })
      .where(
        or(
          inArray(mailOutbox.recipient, addresses),
          mentions(mailOutbox.subject),
          mentions(mailOutbox.text),
        ),
      );
    await eraseFromAuditLog(tx, user, addresses);
    await tx
      .update(users)
      .set({
        emailAddress: closedAddress(user.id),
        pendingEmailAddress: null,
        firstName: '',
        lastName: '',
        referrerDetails: null,
        // No password opens it again: a random one's hash, of a password no one knows.
        passwordHash: await hashPassword(newToken()),
        roles: [],
        complimentaryProUntil: null,
        closedAt: new Date(clock.now()),
      })
      .where(eq(users.id, user.id));
  }

  /**
   * The audit log keeps every line (operators answer for what they did), without the person's
   * address or name: as the actor's address, and inside the values before and after.
   */
  async function eraseFromAuditLog(tx: Database, user: AuthUser, addresses: string[]) {
    await tx
      .update(auditLog)
      .set({ actorEmail: ERASED })
      .where(inArray(auditLog.actorEmail, addresses));
    const erased = [...addresses, user.firstName, user.lastName].filter(Boolean).map(asJsonText);
    for (const key of ['before', 'after'] as const) {
      const column = auditLog[key];
      let text = sql`${column}::text`;
      for (const value of erased) text = sql`replace(${text}, ${value}, ${ERASED})`;
      await tx
        .update(auditLog)
        .set({ [key]: sql`(${text})::jsonb` })
        .where(
          and(
            sql`${column} IS NOT NULL`,
            or(...erased.map((value) => sql`strpos(${column}::text, ${value}) > 0`)),
          ),
        );
    }
  }

  /**
   * Closes the account after its password (and second factor): the subscription ends at once,
   * then, in one transaction, the confirmation is queued to the address and everything personal
   * is erased. Every session and device is signed out with it; the address may sign up again.
   */
  async function close(user: AuthUser, args: { password: string; code?: string }): Promise<void> {
    await passwordCheck.confirm(user.id, args.password, {
      code: args.code,
      needsSecondFactor: true,
    });
    await deps.endSubscription(user.id);
    await outbox.transaction(async (tx, queue) => {
      const [row] = await tx
        .select({ pendingEmailAddress: users.pendingEmailAddress })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      await erase(tx, user, row?.pendingEmailAddress ?? null);
      // Queued after the erasure, so it is the one mail that still has the address; the sender
      // forgets the address once it is delivered.
      await queue(
        accountClosedMail({
          to: user.emailAddress,
          firstName: user.firstName,
          publicUrl: deps.publicUrl,
        }),
      );
    });
    deps.logger.info('account closed', { userId: user.id });
  }

  return { close };
}
