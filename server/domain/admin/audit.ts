import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who is acting in the console: the signed-in admin. */
export type AuditActor = { id: string; emailAddress: string };

/** One console action: `area.verb`, what it touched, and its values before and after. */
export type AuditEntry = {
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
};

/**
 * Records a console action. Call it with the transaction that makes the change, so the log
 * holds exactly the changes that happened.
 */
export async function recordAudit(
  executor: Database,
  actor: AuditActor,
  entry: AuditEntry,
  at: Date,
): Promise<void> {
  await executor.insert(auditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.emailAddress,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: at,
  });
}
