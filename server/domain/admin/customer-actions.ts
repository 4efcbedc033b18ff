import { and, eq } from 'drizzle-orm';
import {
  adminCustomerMessages,
  COMPLIMENTARY_PRO_MAX_DAYS,
  roles,
} from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { purchases, scripts, users } from '../../db/schema';
import type { Billing } from '../billing/billing';
import {
  ADMIN_LOCK_MESSAGE,
  adminRowsForUpdate,
  LAST_ADMIN_MESSAGE,
  leavesNoAdmin,
  rolesWith,
} from '../roles';
import type { Sessions } from '../sessions';
import { type AuditActor, recordAudit } from './audit';

/** Why a console action was refused: the status and the sentence the operator reads. */
export class CustomerActionRefusal extends Error {
  constructor(
    readonly status: 404 | 409 | 422,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'CustomerActionRefusal';
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const unknownCustomer = () => new CustomerActionRefusal(404, 'This customer does not exist.');

type Tx = Database;
type UserRow = typeof users.$inferSelect;

export type CustomerActions = ReturnType<typeof createCustomerActions>;

/**
 * What an operator does to a customer. Each action is one transaction that locks the customer's
 * row, makes the change and records it in the audit log with the values before and after, so
 * the log holds exactly what happened.
 */
export function createCustomerActions(deps: {
  db: Database;
  billing: Billing;
  sessions: Sessions;
}) {
  const { db, billing, sessions } = deps;
  const { syncRole } = billing.steps;

  async function onCustomer<T>(
    userId: string,
    work: (tx: Tx, user: UserRow, at: Date) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user) throw unknownCustomer();
      return work(tx, user, billing.now());
    });
  }

  const audit = (tx: Tx, actor: AuditActor, at: Date, entry: Parameters<typeof recordAudit>[2]) =>
    recordAudit(tx, actor, entry, at);

  /** The end of the day `until` (UTC), checked to lie after today and within the limit. */
  function endOfDay(until: string, at: Date): Date {
    const end = new Date(Date.parse(`${until}T00:00:00Z`) + DAY_MS - 1000);
    if (Number.isNaN(end.getTime())) {
      throw new CustomerActionRefusal(422, adminCustomerMessages.dateInvalid, 'until');
    }
    if (end.getTime() - DAY_MS < at.getTime()) {
      throw new CustomerActionRefusal(422, adminCustomerMessages.dateInPast, 'until');
    }
    if (end.getTime() > at.getTime() + COMPLIMENTARY_PRO_MAX_DAYS * DAY_MS) {
      throw new CustomerActionRefusal(422, adminCustomerMessages.dateTooFar, 'until');
    }
    return end;
  }

  /** Pro free of charge through the end of `until` (YYYY-MM-DD, UTC), or ended (null). */
  async function setComplimentaryPro(actor: AuditActor, userId: string, until: string | null) {
    await onCustomer(userId, async (tx, user, at) => {
      const end = until === null ? null : endOfDay(until, at);
      if (end === null && user.complimentaryProUntil === null) return;
      await tx.update(users).set({ complimentaryProUntil: end }).where(eq(users.id, userId));
      await syncRole(tx, userId);
      await audit(tx, actor, at, {
        action: end ? 'customer.complimentary-pro.grant' : 'customer.complimentary-pro.end',
        targetType: 'customer',
        targetId: userId,
        before: { complimentaryProUntil: user.complimentaryProUntil?.toISOString() ?? null },
        after: { complimentaryProUntil: end?.toISOString() ?? null },
      });
    });
  }

  /** A script given free: a purchase of price 0 marked `GRANT`, which can be taken back. */
  async function grantScript(actor: AuditActor, userId: string, scriptId: string) {
    await onCustomer(userId, async (tx, _user, at) => {
      const [script] = await tx
        .select({ name: scripts.scriptName, privateTo: scripts.privateToUserId })
        .from(scripts)
        .where(eq(scripts.id, scriptId));
      if (!script || (script.privateTo !== null && script.privateTo !== userId)) {
        throw new CustomerActionRefusal(404, 'This script does not exist.', 'scriptId');
      }
      const inserted = await tx
        .insert(purchases)
        .values({
          userId,
          scriptId,
          kind: 'GRANT',
          name: script.name,
          priceCents: 0,
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: purchases.id });
      if (inserted.length === 0) {
        throw new CustomerActionRefusal(409, 'The customer already owns this script.', 'scriptId');
      }
      await audit(tx, actor, at, {
        action: 'customer.script.grant',
        targetType: 'customer',
        targetId: userId,
        before: { scriptId, scriptName: script.name, owned: false },
        after: { scriptId, scriptName: script.name, owned: true },
      });
    });
  }

  /** Takes a granted script back; a bought one stays the customer's. */
  async function revokeScript(actor: AuditActor, userId: string, scriptId: string) {
    await onCustomer(userId, async (tx, _user, at) => {
      const [owned] = await tx
        .select({ id: purchases.id, kind: purchases.kind, name: purchases.name })
        .from(purchases)
        .where(and(eq(purchases.userId, userId), eq(purchases.scriptId, scriptId)));
      if (!owned) throw new CustomerActionRefusal(404, 'The customer does not own this script.');
      if (owned.kind !== 'GRANT') {
        throw new CustomerActionRefusal(409, 'A bought script cannot be taken back.');
      }
      await tx.delete(purchases).where(eq(purchases.id, owned.id));
      await audit(tx, actor, at, {
        action: 'customer.script.revoke',
        targetType: 'customer',
        targetId: userId,
        before: { scriptId, scriptName: owned.name, owned: true },
        after: { scriptId, scriptName: owned.name, owned: false },
      });
    });
  }

  /**
   * A locked account cannot sign in, and every session it has ends with the lock. An admin is
   * not locked: the role is taken first, which the last-admin rule guards, so an admin who can
   * sign in is always left.
   */
  async function setLocked(actor: AuditActor, userId: string, locked: boolean) {
    if (locked && userId === actor.id) {
      throw new CustomerActionRefusal(409, 'You cannot lock your own account.');
    }
    await onCustomer(userId, async (tx, user, at) => {
      if ((user.lockedAt !== null) === locked) return;
      if (locked && user.roles.includes(roles.admin)) {
        throw new CustomerActionRefusal(409, ADMIN_LOCK_MESSAGE);
      }
      const lockedAt = locked ? at : null;
      await tx.update(users).set({ lockedAt }).where(eq(users.id, userId));
      if (locked) await sessions.endAll(userId, tx);
      await audit(tx, actor, at, {
        action: locked ? 'customer.lock' : 'customer.unlock',
        targetType: 'customer',
        targetId: userId,
        before: { lockedAt: user.lockedAt?.toISOString() ?? null },
        after: { lockedAt: lockedAt?.toISOString() ?? null },
      });
    });
  }

  /**
   * Makes or unmakes an admin. Unmaking locks every admin's row first: two operators demoting
   * the last two admins at once take turns, and the second finds one admin left and is refused.
   * A locked admin does not count: one who can sign in must be left.
   */
  async function setAdmin(actor: AuditActor, userId: string, admin: boolean) {
    await db.transaction(async (tx) => {
      const at = billing.now();
      const admins = admin ? [] : await adminRowsForUpdate(tx);
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!user) throw unknownCustomer();
      if (user.roles.includes(roles.admin) === admin) return;
      if (!admin && leavesNoAdmin(admins, userId)) {
        throw new CustomerActionRefusal(409, LAST_ADMIN_MESSAGE);
      }
      const [after] = await tx
        .update(users)
        .set({ roles: rolesWith(roles.admin, admin) })
        .where(eq(users.id, userId))
        .returning({ roles: users.roles });
      await audit(tx, actor, at, {
        action: admin ? 'customer.admin.make' : 'customer.admin.unmake',
        targetType: 'customer',
        targetId: userId,
        before: { roles: user.roles },
        after: { roles: after?.roles ?? [] },
      });
    });
  }

  return { setComplimentaryPro, grantScript, revokeScript, setLocked, setAdmin };
}
