import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import {
  SECOND_FACTOR_MAX_FAILURES,
  SECOND_FACTOR_TICKET_MS,
  type SecondFactorChallenge,
  type SecondFactorMethod,
} from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { secondFactorTickets, users } from '../../db/schema';
import type { Clock } from '../clock';
import { DomainError } from '../errors';
import { hashToken, newToken } from '../secrets';

export const WRONG_CODE_MESSAGE = 'The code is not right. Please try again.';
export const TICKET_ENDED_MESSAGE =
  'This sign-in has ended (it lasts 5 minutes and 5 tries). Please sign in again.';

type UserRow = typeof users.$inferSelect;

/**
 * The sign-in's second step (issue 35): after a right password, a ticket that lives 5 minutes
 * and dies at its 5th wrong code. Kept in the database (as a hash), so every instance counts
 * the same tries.
 */
export function createSecondFactorTickets(deps: {
  db: Database;
  clock: Clock;
  /**
   * The ways the account may give its second factor: `totp` and `recovery` with the app on;
   * the passkeys' module adds `passkey` for an account that has one.
   */
  methods: (userId: string) => Promise<SecondFactorMethod[]>;
}) {
  const { db, clock } = deps;

  async function issue(userId: string, userAgent?: string): Promise<SecondFactorChallenge> {
    const now = clock.now();
    const ticket = newToken();
    const expiresIn = now + SECOND_FACTOR_TICKET_MS;
    // Ended tickets are dead weight; drop them while here (indexed on expires_at).
    await db.delete(secondFactorTickets).where(lte(secondFactorTickets.expiresAt, new Date(now)));
    await db.insert(secondFactorTickets).values({
      ticketHash: hashToken(ticket),
      userId,
      expiresAt: new Date(expiresIn),
      userAgent: userAgent ?? null,
    });
    return { secondFactor: { ticket, methods: await deps.methods(userId), expiresIn } };
  }

  /** The live ticket's account and browser, or a refusal when it is unknown, ended or used up. */
  async function open(ticket: string): Promise<{ user: UserRow; userAgent?: string }> {
    const [row] = await db
      .select({ user: users, userAgent: secondFactorTickets.userAgent })
      .from(secondFactorTickets)
      .innerJoin(users, eq(users.id, secondFactorTickets.userId))
      .where(
        and(
          eq(secondFactorTickets.ticketHash, hashToken(ticket)),
          gt(secondFactorTickets.expiresAt, new Date(clock.now())),
          lt(secondFactorTickets.failedAttempts, SECOND_FACTOR_MAX_FAILURES),
        ),
      );
    if (!row) throw new DomainError('wrong-credentials', TICKET_ENDED_MESSAGE);
    return { user: row.user, ...(row.userAgent ? { userAgent: row.userAgent } : {}) };
  }

  /**
   * Counts a wrong code on the ticket, in one conditional write (two wrong codes at once on two
   * instances count two), and refuses.
   */
  async function refuse(ticket: string): Promise<never> {
    const [row] = await db
      .update(secondFactorTickets)
      .set({ failedAttempts: sql`${secondFactorTickets.failedAttempts} + 1` })
      .where(
        and(
          eq(secondFactorTickets.ticketHash, hashToken(ticket)),
          lt(secondFactorTickets.failedAttempts, SECOND_FACTOR_MAX_FAILURES),
        ),
      )
      .returning({ failedAttempts: secondFactorTickets.failedAttempts });
    const ended = !row || row.failedAttempts >= SECOND_FACTOR_MAX_FAILURES;
    throw new DomainError('wrong-credentials', ended ? TICKET_ENDED_MESSAGE : WRONG_CODE_MESSAGE);
  }

  /** The ticket is used: it cannot sign in twice. */
  async function spend(ticket: string): Promise<boolean> {
    const spent = await db
      .delete(secondFactorTickets)
      .where(eq(secondFactorTickets.ticketHash, hashToken(ticket)))
      .returning({ id: secondFactorTickets.id });
    return spent.length > 0;
  }

  return { issue, open, refuse, spend };
}

export type SecondFactorTickets = ReturnType<typeof createSecondFactorTickets>;
