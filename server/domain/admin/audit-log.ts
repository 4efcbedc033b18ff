import { and, asc, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import {
  ADMIN_PAGE_SIZE,
  type AdminListQuery,
  type AuditEntry,
  type AuditFilters,
} from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import { likePattern } from './customers';

/** The console's list query (sorted by time only) with the audit table's own filters. */
export type AuditQuery = AdminListQuery & AuditFilters;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

function filters(query: AuditQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  const search = query.search.trim();
  if (search) {
    const found = or(
      ilike(auditLog.actorEmail, likePattern(search)),
      eq(auditLog.targetId, search),
      ilike(auditLog.targetType, likePattern(search)),
    );
    if (found) conditions.push(found);
  }
  if (query.from) conditions.push(gte(auditLog.createdAt, dayStart(query.from)));
  if (query.to) {
    conditions.push(lt(auditLog.createdAt, new Date(dayStart(query.to).getTime() + DAY_MS)));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export type AuditLogReader = ReturnType<typeof createAuditLogReader>;

/** Reads the audit log for the console; nothing here, or anywhere in the console, changes it. */
export function createAuditLogReader(db: Database) {
  /** A page of entries, newest first unless asked otherwise, with every action named so far. */
  async function list(query: AuditQuery) {
    const where = filters(query);
    const direction = query.order === 'asc' ? asc : desc;
    const [rows, [count], actions] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(direction(auditLog.createdAt), direction(auditLog.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((query.page - 1) * ADMIN_PAGE_SIZE),
      db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
      db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    ]);
    const items: AuditEntry[] = rows.map((row) => ({
      id: row.id,
      actorEmail: row.actorEmail,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    }));
    return { items, total: count?.total ?? 0, actions: actions.map((row) => row.action) };
  }

  return { list };
}
