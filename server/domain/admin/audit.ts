import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
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

/** The console request being handled: how many entries its handler recorded. */
type RequestAudit = { recorded: number };
const currentRequest = new AsyncLocalStorage<RequestAudit>();

/**
 * Runs the handling of one console request, counting the entries `recordAudit` makes on its
 * way (in whichever domain module): the console's audit middleware writes an entry itself
 * only for a successful write that recorded none (server/http/console-audit.ts).
 */
export async function countingAudit(work: () => Promise<void>): Promise<number> {
  const request: RequestAudit = { recorded: 0 };
  await currentRequest.run(request, work);
  return request.recorded;
}

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
  const request = currentRequest.getStore();
  if (request) request.recorded += 1;
}

export const sha256Hex = (data: string | Uint8Array) =>
  createHash('sha256').update(data).digest('hex');

/**
 * How the audit log names a content (a script, a file): by its SHA-256 and length, never by
 * the text itself. The log says who changed what; a second copy of the catalogue it is not.
 */
export const contentDigest = (content: string) => ({
  contentSha256: sha256Hex(content),
  contentLength: content.length,
});
