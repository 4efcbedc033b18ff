import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { releasePolicy } from '../../db/schema';
import { type AuditActor, recordAudit } from '../admin/audit';
import type { Clock } from '../clock';

/** The policy's one row. */
const POLICY_ID = 'desktop';

/** The minimum supported version, or null when none is set (licenses read it). */
export async function readMinimumVersion(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ minimumVersion: releasePolicy.minimumVersion })
    .from(releasePolicy)
    .where(eq(releasePolicy.id, POLICY_ID));
  return row?.minimumVersion ?? null;
}

/**
 * The desktop's minimum supported version (issue 36): an operator's setting, carried by every
 * license as `minimumVersion`, so a desktop older than it learns it must update.
 */
export function createReleasePolicy(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  const minimumVersion = () => readMinimumVersion(db);

  /** Sets it (null: none), with its audit line, in one transaction. */
  async function setMinimumVersion(actor: AuditActor, version: string | null) {
    const at = new Date(clock.now());
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ minimumVersion: releasePolicy.minimumVersion })
        .from(releasePolicy)
        .where(eq(releasePolicy.id, POLICY_ID))
        .for('update');
      await tx
        .insert(releasePolicy)
        .values({ id: POLICY_ID, minimumVersion: version, updatedAt: at })
        .onConflictDoUpdate({
          target: releasePolicy.id,
          set: { minimumVersion: version, updatedAt: at },
        });
      await recordAudit(
        tx,
        actor,
        {
          action: 'release.minimum-version.update',
          targetType: 'release-policy',
          targetId: POLICY_ID,
          before: { minimumVersion: before?.minimumVersion ?? null },
          after: { minimumVersion: version },
        },
        at,
      );
    });
    return { minimumVersion: version };
  }

  return { minimumVersion, setMinimumVersion };
}

export type ReleasePolicy = ReturnType<typeof createReleasePolicy>;
