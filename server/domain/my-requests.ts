import { and, desc, eq } from 'drizzle-orm';
import type { MyRequestList } from '../../src/services/contract';
import type { Database } from '../db/client';
import { customScriptRequests, purchases, scripts } from '../db/schema';

/** A customer sends at most a few requests an hour; the list shows the latest this many. */
const MY_REQUESTS_SHOWN = 100;

/**
 * A customer's own custom requests, newest first, with where each stands and the script it
 * delivered (`owned` once granted or bought). Only the asker's rows are ever read.
 */
export async function myRequests(db: Database, userId: string): Promise<MyRequestList> {
  const rows = await db
    .select({
      request: customScriptRequests,
      scriptName: scripts.scriptName,
      purchaseId: purchases.id,
    })
    .from(customScriptRequests)
    .leftJoin(scripts, eq(scripts.id, customScriptRequests.deliveredScriptId))
    .leftJoin(purchases, and(eq(purchases.scriptId, scripts.id), eq(purchases.userId, userId)))
    .where(eq(customScriptRequests.userId, userId))
    .orderBy(desc(customScriptRequests.createdAt), desc(customScriptRequests.id))
    .limit(MY_REQUESTS_SHOWN);
  return {
    requests: rows.map(({ request, scriptName, purchaseId }) => ({
      id: request.id,
      name: request.name,
      platform: request.platform,
      status: request.status,
      quotedPriceCents: request.quotedPriceCents,
      declineReason: request.declineReason,
      deliveredScript: scriptName ? { scriptName, owned: purchaseId !== null } : null,
      createdAt: request.createdAt.toISOString(),
      updatedAt: request.updatedAt ? request.updatedAt.toISOString() : null,
    })),
  };
}
