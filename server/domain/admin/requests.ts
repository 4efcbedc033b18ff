import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type AdminRequestDetail,
  type AdminRequestItem,
  type CustomRequestStatus,
  customRequestStatusLabels,
  customRequestTransitions,
  customScriptPlatformOptions,
  type Delivery,
  mayMoveRequest,
  type RequestStep,
} from '../../../src/services/contract';
import type { Database } from '../../db/client';
import {
  customRequestEvents,
  customScriptRequests,
  purchases,
  scripts,
  users,
} from '../../db/schema';
import type { Clock } from '../clock';
import { DomainError } from '../errors';
import type { MailOutbox } from '../mail-outbox';
import { customRequestUpdateMail } from '../mails';
import { type AuditActor, recordAudit } from './audit';
import { type InboxQuery, likePattern } from './inbox-query';

/** The picture of a script made for one customer (the catalogue's seed has one per family). */
export const DELIVERED_SCRIPT_IMAGE = '/scripts/custom-script.svg';

/** Cents as the catalogue keeps a price: '49' or '49.99' dollars. */
export const centsToPrice = (cents: number) =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

/** The platform's real name for the store card ('ThikOrSwim' on the wire is ThinkOrSwim). */
const platformName = (value: string) =>
  customScriptPlatformOptions.find((option) => option.value === value)?.label ?? value;

const sortColumns = {
  createdAt: customScriptRequests.createdAt,
  updatedAt: customScriptRequests.updatedAt,
  name: customScriptRequests.name,
  status: customScriptRequests.status,
  customer: users.emailAddress,
} as const;
export type RequestSortKey = keyof typeof sortColumns;

type RequestRow = typeof customScriptRequests.$inferSelect;
type CustomerRow = Pick<
  typeof users.$inferSelect,
  'id' | 'emailAddress' | 'firstName' | 'lastName'
>;

const customerColumns = {
  id: users.id,
  emailAddress: users.emailAddress,
  firstName: users.firstName,
  lastName: users.lastName,
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toItem(row: RequestRow, customer: CustomerRow): AdminRequestItem {
  return {
    id: row.id,
    name: row.name,
    platform: row.platform,
    status: row.status,
    customer: { ...customer },
    quotedPriceCents: row.quotedPriceCents,
    createdAt: row.createdAt.toISOString(),
    updatedAt: iso(row.updatedAt),
  };
}

/** Why a step is refused: where the request stands, and the steps it may take from there. */
function refusal(from: CustomRequestStatus, to: CustomRequestStatus): DomainError {
  const next = customRequestTransitions[from].map((status) => customRequestStatusLabels[status]);
  const label = (status: CustomRequestStatus) => customRequestStatusLabels[status].toLowerCase();
  return new DomainError(
    'conflict',
    `This request is ${label(from)}, so it cannot become ${label(to)}. ${
      next.length > 0 ? `It can become: ${next.join(', ').toLowerCase()}.` : 'It is finished.'
    }`,
  );
}

export type AdminRequests = ReturnType<typeof createAdminRequests>;

/**
 * The console's custom requests: the inbox, one request with its history, and its steps. Each
 * step is checked against the workflow (`customRequestTransitions`), and is stored with its
 * history event, its audit entry and its mail to the customer in one transaction.
 */
export function createAdminRequests(deps: {
  db: Database;
  outbox: MailOutbox;
  clock: Clock;
  publicUrl: string;
}) {
  const { db, outbox, clock } = deps;

  async function list(query: InboxQuery<CustomRequestStatus, RequestSortKey>) {
    const conditions: SQL[] = [];
    if (query.status) conditions.push(eq(customScriptRequests.status, query.status));
    if (query.search) {
      const pattern = likePattern(query.search);
      const matches = or(
        ilike(customScriptRequests.name, pattern),
        ilike(users.emailAddress, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
      );
      if (matches) conditions.push(matches);
    }
    const where = and(...conditions);
    const direction = query.order === 'asc' ? asc : desc;
    const rows = await db
      .select({ request: customScriptRequests, customer: customerColumns })
      .from(customScriptRequests)
      .innerJoin(users, eq(users.id, customScriptRequests.userId))
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), desc(customScriptRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [total] = await db
      .select({ total: count() })
      .from(customScriptRequests)
      .innerJoin(users, eq(users.id, customScriptRequests.userId))
      .where(where);
    return {
      items: rows.map((row) => toItem(row.request, row.customer)),
      total: total?.total ?? 0,
    };
  }

  const actors = alias(users, 'actors');

  async function detail(id: string, executor: Database = db): Promise<AdminRequestDetail | null> {
    const [found] = await executor
      .select({ request: customScriptRequests, customer: customerColumns })
      .from(customScriptRequests)
      .innerJoin(users, eq(users.id, customScriptRequests.userId))
      .where(eq(customScriptRequests.id, id));
    if (!found) return null;
    const { request } = found;
    const events = await executor
      .select({
        status: customRequestEvents.status,
        note: customRequestEvents.note,
        actorEmail: actors.emailAddress,
        createdAt: customRequestEvents.createdAt,
      })
      .from(customRequestEvents)
      .leftJoin(actors, eq(actors.id, customRequestEvents.actorUserId))
      .where(eq(customRequestEvents.requestId, id))
      .orderBy(asc(customRequestEvents.createdAt), asc(customRequestEvents.id));
    const [script] = request.deliveredScriptId
      ? await executor
          .select({ scriptName: scripts.scriptName, price: scripts.price, purchase: purchases.id })
          .from(scripts)
          .leftJoin(
            purchases,
            and(eq(purchases.scriptId, scripts.id), eq(purchases.userId, request.userId)),
          )
          .where(eq(scripts.id, request.deliveredScriptId))
      : [];
    return {
      ...toItem(request, found.customer),
      description: request.description,
      phoneNumber: request.phoneNumber,
      declineReason: request.declineReason,
      deliveredScript: script
        ? { scriptName: script.scriptName, price: script.price, owned: script.purchase !== null }
        : null,
      events: events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
    };
  }

  /** The delivered script: private to the customer, and theirs at once when granted. */
  async function deliver(
    tx: Database,
    request: RequestRow,
    delivery: Delivery,
    at: Date,
  ): Promise<string> {
    const [taken] = await tx
      .select({ id: scripts.id })
      .from(scripts)
      .where(eq(scripts.scriptName, delivery.scriptName));
    if (taken) {
      throw new DomainError('conflict', `A script named ${delivery.scriptName} exists already.`, {
        field: 'delivery.scriptName',
      });
    }
    const price = centsToPrice(request.quotedPriceCents ?? 0);
    const [script] = await tx
      .insert(scripts)
      .values({
        scriptName: delivery.scriptName,
        scriptDescription: delivery.scriptDescription,
        scriptImageUrl: DELIVERED_SCRIPT_IMAGE,
        platform: platformName(request.platform),
        application: delivery.application,
        price,
        brokerage: delivery.brokerage,
        createdOn: at,
        contentType: 'text/plain',
        content: delivery.content,
        contentFileName: delivery.contentFileName,
        published: true,
        privateToUserId: request.userId,
        updatedAt: at,
      })
      .returning({ id: scripts.id });
    if (!script) throw new Error('the delivered script was not stored');
    if (delivery.offer === 'grant') {
      // A grant: owned at no charge, so the purchase history shows it at $0.00.
      await tx.insert(purchases).values({
        userId: request.userId,
        scriptId: script.id,
        kind: 'SCRIPT',
        createdAt: at,
        name: delivery.scriptName,
        priceCents: 0,
      });
    }
    return script.id;
  }

  /** What a step changes on the request itself. */
  function changesOf(step: RequestStep, at: Date): Partial<RequestRow> {
    const base = { status: step.status, updatedAt: at };
    if (step.status === 'quoted') return { ...base, quotedPriceCents: step.quotedPriceCents };
    if (step.status === 'declined') return { ...base, declineReason: step.reason };
    return base;
  }

  /**
   * Takes a step: refused with a conflict (409) when the request's status does not allow it
   * (read under a row lock, so two operators acting at once cannot both move it). Null when no
   * request has that id.
   */
  async function step(
    actor: AuditActor,
    id: string,
    next: RequestStep,
  ): Promise<AdminRequestDetail | null> {
    return outbox.transaction(async (tx, queue) => {
      const [request] = await tx
        .select()
        .from(customScriptRequests)
        .where(eq(customScriptRequests.id, id))
        .for('update');
      if (!request) return null;
      if (!mayMoveRequest(request.status, next.status)) throw refusal(request.status, next.status);
      const at = new Date(clock.now());
      const changes = changesOf(next, at);
      if (next.status === 'delivered') {
        changes.deliveredScriptId = await deliver(tx, request, next.delivery, at);
      }
      await tx.update(customScriptRequests).set(changes).where(eq(customScriptRequests.id, id));
      const note = next.status === 'declined' ? next.reason : (next.note ?? null) || null;
      await tx.insert(customRequestEvents).values({
        requestId: id,
        status: next.status,
        note,
        actorUserId: actor.id,
        createdAt: at,
      });
      const { updatedAt: _updated, ...after } = changes;
      await recordAudit(
        tx,
        actor,
        {
          action: `request.${next.status}`,
          targetType: 'request',
          targetId: id,
          before: {
            status: request.status,
            quotedPriceCents: request.quotedPriceCents,
            declineReason: request.declineReason,
            deliveredScriptId: request.deliveredScriptId,
          },
          after: {
            ...after,
            ...(next.status === 'delivered'
              ? { scriptName: next.delivery.scriptName, offer: next.delivery.offer }
              : {}),
            ...(note ? { note } : {}),
          },
        },
        at,
      );
      const [customer] = await tx
        .select({ emailAddress: users.emailAddress, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, request.userId));
      if (customer) {
        await queue(
          customRequestUpdateMail({
            to: customer.emailAddress,
            firstName: customer.firstName,
            requestName: request.name,
            status: next.status,
            quotedPriceCents: changes.quotedPriceCents ?? request.quotedPriceCents,
            reason: next.status === 'declined' ? next.reason : null,
            note: next.status === 'declined' ? null : note,
            script:
              next.status === 'delivered'
                ? { name: next.delivery.scriptName, offer: next.delivery.offer }
                : null,
            publicUrl: deps.publicUrl,
          }),
        );
      }
      return detail(id, tx);
    });
  }

  return { list, detail, step };
}
