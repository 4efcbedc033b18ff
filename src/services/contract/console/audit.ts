// The console's audit log (issue 17).
import * as v from 'valibot';
import { isoTimestamp } from './customers';
import { adminListOf, adminListQuerySchema } from './lists';

/** One console action as the audit log keeps it. */
export const AuditEntrySchema = v.object({
  id: v.string(),
  actorEmail: v.string(),
  action: v.string(),
  targetType: v.string(),
  targetId: v.string(),
  before: v.unknown(),
  after: v.unknown(),
  createdAt: isoTimestamp,
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;

const isoDay = v.optional(v.pipe(v.string(), v.trim(), v.isoDate('Choose a date.')));

/**
 * GET `${endpoints.admin}/audit`: the console's list query (newest first by default; `search`
 * finds the admin's e-mail, the target's id or the target's kind), the action exactly, and a
 * range of whole UTC days (`from` and `to` both kept).
 */
export const AuditQuerySchema = v.object({
  ...adminListQuerySchema(['createdAt']).entries,
  action: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  from: isoDay,
  to: isoDay,
});
export type AuditFilters = { action?: string; from?: string; to?: string };
export const AuditListSchema = v.object({
  ...adminListOf(AuditEntrySchema).entries,
  /** Every action the log holds, for the filter's choices. */
  actions: v.array(v.string()),
});
