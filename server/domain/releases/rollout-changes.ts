import { eq } from 'drizzle-orm';
import type { AdminRelease } from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { releases } from '../../db/schema';
import { type AuditActor, recordAudit } from '../admin/audit';
import type { Clock } from '../clock';
import { DomainError } from '../errors';

type ReleaseRow = typeof releases.$inferSelect;

/** What the audit log keeps of a release's rollout, before and after a change. */
const rolloutOf = (row: ReleaseRow) => ({
  status: row.status,
  rolloutPercent: row.rolloutPercent,
  halted: row.haltedAt !== null,
  yankReason: row.yankReason,
});

const refused = (message: string) => new DomainError('conflict', message);

/**
 * The operator's staged-rollout actions (issue 36): set or raise a rollout, halt it, yank a
 * release with a reason. Each reads the release, checks the rule, changes it and records the
 * audit line (before and after) in one transaction, the row locked meanwhile so two operators'
 * changes do not cross; a refusal changes nothing. Each answers the release as the console
 * shows it, or undefined when there is no such version.
 */
export function createRolloutChanges(deps: {
  db: Database;
  clock: Clock;
  one: (version: string) => Promise<AdminRelease | undefined>;
  onChanged?: () => void;
}) {
  const { db, clock } = deps;

  async function change(
    actor: AuditActor,
    version: string,
    action: string,
    next: (row: ReleaseRow, at: Date) => Partial<ReleaseRow>,
  ): Promise<AdminRelease | undefined> {
    const at = new Date(clock.now());
    const found = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(releases)
        .where(eq(releases.version, version))
        .for('update');
      if (!row) return false;
      const values = next(row, at);
      const [after] = await tx
        .update(releases)
        .set(values)
        .where(eq(releases.id, row.id))
        .returning();
      await recordAudit(
        tx,
        actor,
        {
          action,
          targetType: 'release',
          targetId: version,
          before: rolloutOf(row),
          after: after && rolloutOf(after),
        },
        at,
      );
      return true;
    });
    if (!found) return undefined;
    deps.onChanged?.();
    return deps.one(version);
  }

  /**
   * A draft's starting share, or a published release's new one: only ever raised (a halt, not a
   * lower share, holds a bad release back: devices already on it keep it). A halted release
   * resumes at the new share, which may be its old one.
   */
  const setRollout = (actor: AuditActor, version: string, percent: number) =>
    change(actor, version, 'release.rollout', (row) => {
      if (row.status === 'draft') return { rolloutPercent: percent };
      if (row.status !== 'published') {
        throw refused(`${version} is ${row.status}: its rollout cannot change.`);
      }
      const halted = row.haltedAt !== null;
      if (percent < row.rolloutPercent || (percent === row.rolloutPercent && !halted)) {
        throw refused(
          `${version} is rolled out to ${row.rolloutPercent}%: give a higher share (halt it to hold it back).`,
        );
      }
      return { rolloutPercent: percent, haltedAt: null };
    });

  /** No further device is offered it; the ones on it keep it. */
  const halt = (actor: AuditActor, version: string) =>
    change(actor, version, 'release.halt', (row, at) => {
      if (row.status !== 'published') throw refused(`${version} is not published.`);
      if (row.haltedAt !== null) throw refused(`${version} is halted already.`);
      return { haltedAt: at };
    });

  /** Out of the feed and the downloads; its devices are offered the previous good release. */
  const yank = (actor: AuditActor, version: string, reason: string) =>
    change(actor, version, 'release.yank', (row, at) => {
      if (row.status !== 'published') throw refused(`${version} is not published.`);
      return { status: 'yanked', yankedAt: at, yankReason: reason };
    });

  return { setRollout, halt, yank };
}

export type RolloutChanges = ReturnType<typeof createRolloutChanges>;
