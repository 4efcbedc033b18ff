import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  auditLog,
  chatExchanges,
  customRequestEvents,
  customScriptRequests,
  devices,
  knownBrowsers,
  passkeys,
  purchases,
  sessions,
  subscriptions,
  supportMessages,
  supportReplies,
  users,
} from '../../db/schema';
import type { Clock } from '../clock';
import { rateLimited } from '../errors';
import { rules } from '../limits';
import type { RateLimiter } from '../rate-limit';

/** What no export holds: secrets kept only as hashes, which are of use to no one. */
const withoutSecrets = <Row extends Record<string, unknown>>(row: Row, ...secrets: (keyof Row)[]) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !secrets.includes(key))) as Omit<
    Row,
    (typeof secrets)[number]
  >;

/** The audit log's lines about these records of a kind. */
const about = (targetType: string, ids: string[]) =>
  ids.length
    ? and(eq(auditLog.targetType, targetType), inArray(auditLog.targetId, ids))
    : undefined;

/**
 * Everything the product holds about one customer (issue 35, GDPR's right of access): the
 * account, purchases, the subscription, custom requests with their history, support messages
 * with their replies, AI chat exchanges, desktop devices, browser sessions, the browsers known,
 * the passkeys (their names and dates; a public key is no secret, but nothing to read either),
 * and the audit log's lines about the account or by it. Password, token and code hashes stay out.
 */
export function createAccountExport(deps: { db: Database; clock: Clock; limiter: RateLimiter }) {
  const { db, clock, limiter } = deps;

  return async function exportAccount(userId: string) {
    const decision = await limiter.take(rules.accountExports, userId);
    if (!decision.allowed) {
      throw rateLimited('Your data was exported several times lately.', decision.retryAfterMs);
    }
    return db.transaction(async (tx) => {
      const [account] = await tx.select().from(users).where(eq(users.id, userId));
      if (!account) throw new Error('The signed-in account is gone.');
      const requests = await tx
        .select()
        .from(customScriptRequests)
        .where(eq(customScriptRequests.userId, userId));
      const requestIds = requests.map((request) => request.id);
      const messages = await tx
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.emailAddress, account.emailAddress));
      const messageIds = messages.map((message) => message.id);
      return {
        exportedAt: clock.now(),
        account: withoutSecrets(account, 'passwordHash'),
        purchases: await tx.select().from(purchases).where(eq(purchases.userId, userId)),
        subscription:
          (await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0] ??
          null,
        customScriptRequests: requests,
        customRequestEvents: requestIds.length
          ? await tx
              .select()
              .from(customRequestEvents)
              .where(inArray(customRequestEvents.requestId, requestIds))
          : [],
        supportMessages: messages,
        supportReplies: messageIds.length
          ? await tx
              .select()
              .from(supportReplies)
              .where(inArray(supportReplies.messageId, messageIds))
          : [],
        chatExchanges: await tx
          .select()
          .from(chatExchanges)
          .where(eq(chatExchanges.userId, userId)),
        devices: (await tx.select().from(devices).where(eq(devices.userId, userId))).map((row) =>
          withoutSecrets(row, 'tokenHash'),
        ),
        sessions: (await tx.select().from(sessions).where(eq(sessions.userId, userId))).map((row) =>
          withoutSecrets(row, 'tokenHash'),
        ),
        knownBrowsers: (
          await tx.select().from(knownBrowsers).where(eq(knownBrowsers.userId, userId))
        ).map((row) => withoutSecrets(row, 'fingerprintHash')),
        passkeys: await tx
          .select({
            id: passkeys.id,
            name: passkeys.name,
            createdAt: passkeys.createdAt,
            lastUsedAt: passkeys.lastUsedAt,
            synced: passkeys.synced,
          })
          .from(passkeys)
          .where(eq(passkeys.userId, userId)),
        auditLog: await tx
          .select()
          .from(auditLog)
          .where(
            or(
              about('customer', [userId]),
              about('request', requestIds),
              about('support-message', messageIds),
              eq(auditLog.actorUserId, userId),
            ),
          ),
      };
    });
  };
}
