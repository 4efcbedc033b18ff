import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type {
  AdminSupportDetail,
  AdminSupportItem,
  SupportStatus,
} from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { supportMessages, supportReplies, users } from '../../db/schema';
import type { Clock } from '../clock';
import { DomainError } from '../errors';
import type { MailOutbox } from '../mail-outbox';
import { supportReplyMail } from '../mails';
import { type AuditActor, recordAudit } from './audit';
import { type InboxQuery, likePattern } from './inbox-query';

/** How much of a message the inbox's line shows. */
const PREVIEW_LENGTH = 140;

const sortColumns = {
  createdAt: supportMessages.createdAt,
  updatedAt: supportMessages.updatedAt,
  status: supportMessages.status,
  sender: supportMessages.emailAddress,
} as const;
export type SupportSortKey = keyof typeof sortColumns;

type MessageRow = typeof supportMessages.$inferSelect;

// Written out: inside a one-table select drizzle leaves columns unqualified, and an unqualified
// "id" here would be the reply's own.
const replyCount = sql<number>`(select count(*)::int from support_replies where support_replies.message_id = support_messages.id)`;

function toItem(row: MessageRow, replies: number): AdminSupportItem {
  const text = row.reasonToContact.replace(/\s+/g, ' ').trim();
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    emailAddress: row.emailAddress,
    status: row.status,
    preview: text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text,
    replyCount: Number(replies),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

export type AdminSupport = ReturnType<typeof createAdminSupport>;

/**
 * The console's support inbox: messages from the contact form, their threads of replies, and
 * their states (open until answered, answered once replied to, closed when done). A reply is
 * stored, mailed to the sender and audited in one transaction.
 */
export function createAdminSupport(deps: {
  db: Database;
  outbox: MailOutbox;
  clock: Clock;
  publicUrl: string;
}) {
  const { db, outbox, clock } = deps;

  async function list(query: InboxQuery<SupportStatus, SupportSortKey>) {
    const conditions: SQL[] = [];
    if (query.status) conditions.push(eq(supportMessages.status, query.status));
    if (query.search) {
      const pattern = likePattern(query.search);
      const matches = or(
        ilike(supportMessages.emailAddress, pattern),
        ilike(supportMessages.firstName, pattern),
        ilike(supportMessages.lastName, pattern),
        ilike(supportMessages.reasonToContact, pattern),
      );
      if (matches) conditions.push(matches);
    }
    const where = and(...conditions);
    const direction = query.order === 'asc' ? asc : desc;
    const rows = await db
      .select({ message: supportMessages, replies: replyCount })
      .from(supportMessages)
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), desc(supportMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [total] = await db.select({ total: count() }).from(supportMessages).where(where);
    return {
      items: rows.map((row) => toItem(row.message, row.replies)),
      total: total?.total ?? 0,
    };
  }

  /** The message with its thread, oldest reply first. */
  async function detail(id: string, executor: Database = db): Promise<AdminSupportDetail | null> {
    const [message] = await executor
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.id, id));
    if (!message) return null;
    const replies = await executor
      .select({
        id: supportReplies.id,
        body: supportReplies.body,
        authorEmail: users.emailAddress,
        createdAt: supportReplies.createdAt,
      })
      .from(supportReplies)
      .leftJoin(users, eq(users.id, supportReplies.authorUserId))
      .where(eq(supportReplies.messageId, id))
      .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
    return {
      ...toItem(message, replies.length),
      phoneCode: message.phoneCode,
      phoneNumber: message.phoneNumber,
      reasonToContact: message.reasonToContact,
      replies: replies.map((reply) => ({ ...reply, createdAt: reply.createdAt.toISOString() })),
    };
  }

  /** The message, locked for the change that follows. */
  const locked = async (tx: Database, id: string) =>
    (await tx.select().from(supportMessages).where(eq(supportMessages.id, id)).for('update'))[0];

  /** A reply: kept in the thread, mailed to the sender; the message is answered. */
  async function reply(actor: AuditActor, id: string, body: string) {
    return outbox.transaction(async (tx, queue) => {
      const message = await locked(tx, id);
      if (!message) return null;
      if (message.status === 'closed') {
        throw new DomainError('conflict', 'This message is closed. Reopen it to reply.');
      }
      const at = new Date(clock.now());
      await tx
        .insert(supportReplies)
        .values({ messageId: id, authorUserId: actor.id, body, createdAt: at });
      await tx
        .update(supportMessages)
        .set({ status: 'answered', updatedAt: at })
        .where(eq(supportMessages.id, id));
      await recordAudit(
        tx,
        actor,
        {
          action: 'support.reply',
          targetType: 'support-message',
          targetId: id,
          before: { status: message.status },
          after: { status: 'answered', reply: body },
        },
        at,
      );
      await queue(
        supportReplyMail({
          to: message.emailAddress,
          firstName: message.firstName,
          reply: body,
          originalMessage: message.reasonToContact,
          publicUrl: deps.publicUrl,
        }),
      );
      return detail(id, tx);
    });
  }

  /** Closes a message, or opens a closed one again. */
  async function setStatus(actor: AuditActor, id: string, status: 'open' | 'closed') {
    return db.transaction(async (tx) => {
      const message = await locked(tx, id);
      if (!message) return null;
      const allowed =
        status === 'closed' ? message.status !== 'closed' : message.status === 'closed';
      if (!allowed) {
        throw new DomainError(
          'conflict',
          status === 'closed' ? 'This message is closed already.' : 'This message is not closed.',
        );
      }
      const at = new Date(clock.now());
      await tx
        .update(supportMessages)
        .set({ status, updatedAt: at })
        .where(eq(supportMessages.id, id));
      await recordAudit(
        tx,
        actor,
        {
          action: status === 'closed' ? 'support.close' : 'support.reopen',
          targetType: 'support-message',
          targetId: id,
          before: { status: message.status },
          after: { status },
        },
        at,
      );
      return detail(id, tx);
    });
  }

  return { list, detail, reply, setStatus };
}
