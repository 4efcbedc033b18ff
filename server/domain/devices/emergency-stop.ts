import { eq } from 'drizzle-orm';
import type { StopState } from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Logger } from '../../logger';
import { type AuditActor, recordAudit } from '../admin/audit';
import type { Clock } from '../clock';
import type { MailOutbox } from '../mail-outbox';
import { devicesStopMail } from '../mails';
import type { StopSignals } from './stop-signals';

export type EmergencyStop = ReturnType<typeof createEmergencyStop>;

type StopRow = { devicesStopped: boolean; devicesStopChangedAt: Date | null };

const stateOf = (row: StopRow): StopState => ({
  stopped: row.devicesStopped,
  changedAt: row.devicesStopChangedAt?.getTime() ?? 0,
});

/**
 * The emergency stop of an account (issue 36): pressed and released by the customer or by an
 * operator for them, kept on the account, confirmed by mail, and signalled to every instance so
 * the devices' status polls answer at once.
 */
export function createEmergencyStop(deps: {
  db: Database;
  clock: Clock;
  outbox: MailOutbox;
  signals: StopSignals;
  logger: Logger;
  publicUrl: string;
}) {
  const { db, clock, outbox, signals, logger } = deps;

  /** The account's state, or null when there is no such account. */
  async function state(userId: string): Promise<StopState | null> {
    const [row] = await db
      .select({
        devicesStopped: users.devicesStopped,
        devicesStopChangedAt: users.devicesStopChangedAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row ? stateOf(row) : null;
  }

  /**
   * Stops or resumes the account's devices; null when there is no such account. Pressing what
   * already holds changes nothing (no mail, no signal, the same `changedAt`). An operator's
   * press is audited in the same transaction.
   */
  async function set(
    userId: string,
    stopped: boolean,
    operator?: AuditActor,
  ): Promise<StopState | null> {
    const outcome = await outbox.transaction(async (tx, queue) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user) return null;
      if (user.devicesStopped === stopped) return { state: stateOf(user), changed: false };
      const at = new Date(clock.now());
      await tx
        .update(users)
        .set({ devicesStopped: stopped, devicesStopChangedAt: at })
        .where(eq(users.id, userId));
      await queue(
        devicesStopMail({
          to: user.emailAddress,
          firstName: user.firstName,
          stopped,
          by: operator ? 'operator' : 'customer',
          publicUrl: deps.publicUrl,
        }),
      );
      if (operator) {
        await recordAudit(
          tx,
          operator,
          {
            action: stopped ? 'customer.devices.stop' : 'customer.devices.resume',
            targetType: 'customer',
            targetId: userId,
            before: { devicesStopped: user.devicesStopped },
            after: { devicesStopped: stopped },
          },
          at,
        );
      }
      return { state: { stopped, changedAt: at.getTime() }, changed: true };
    });
    if (!outcome) return null;
    // After the commit: a poll that hears it reads the new state. Unsaid (the engine out of
    // reach), the devices still learn it at their poll's end, within 25 s.
    if (outcome.changed) {
      await signals.publish(userId).catch((error) => {
        logger.error('emergency stop signal not sent', { userId, error: String(error) });
      });
    }
    return outcome.state;
  }

  return { state, set };
}
