import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { roles } from '../../../src/services/contract';

/** The rows of a raw query, as PGlite and node-postgres both return them. */
export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The payment event a test checkout's completion records (`completeTestCheckout`). */
export const checkoutEvent = (checkoutId: string) => `local:checkout:${checkoutId}`;

/** The difference between two counts, as a rule's number of rows that break it. */
const sameCount = (left: SQL, right: SQL) => sql`SELECT abs((${left}) - (${right}))::int AS n`;

/**
 * Writes that belong together, each as a query counting the rows that break the rule: after any
 * crash every count must be 0. A registration is one transaction (user, session, code used up);
 * a checkout completion is one transaction (event, purchase, subscription, role, the checkout
 * marked completed); a code, a support message or a custom request is one transaction with the
 * mails it causes (`mail_outbox`).
 */
const rules: Record<string, SQL> = {
  'a user without a session (registration issues one in its transaction)': sql`
    SELECT count(*)::int AS n FROM users u
    WHERE NOT EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id)`,
  'a user whose sign-up code is still live (registration uses it up)': sql`
    SELECT count(*)::int AS n FROM users u JOIN verification_codes v
      ON v.email_address = u.email_address AND v.purpose = 'REGISTRATION'`,
  'a user without the accepted terms': sql`
    SELECT count(*)::int AS n FROM users WHERE terms_accepted_at IS NULL`,
  'a completed checkout whose payment was not recorded': sql`
    SELECT count(*)::int AS n FROM checkouts c
    WHERE c.status = 'completed'
      AND NOT EXISTS (SELECT 1 FROM payment_events e WHERE e.id = 'local:checkout:' || c.id)`,
  'a checkout whose payment was recorded but which is still open': sql`
    SELECT count(*)::int AS n FROM checkouts c
    WHERE c.status = 'open'
      AND EXISTS (SELECT 1 FROM payment_events e WHERE e.id = 'local:checkout:' || c.id)`,
  'a recorded checkout payment without its purchase item': sql`
    SELECT count(*)::int AS n FROM payment_events e
    WHERE e.id LIKE 'local:checkout:%'
      AND NOT EXISTS (SELECT 1 FROM purchases p WHERE p.provider_ref = e.id)`,
  'a checkout purchase item without its payment event': sql`
    SELECT count(*)::int AS n FROM purchases p
    WHERE p.provider_ref LIKE 'local:checkout:%'
      AND NOT EXISTS (SELECT 1 FROM payment_events e WHERE e.id = p.provider_ref)`,
  'a paid Pro checkout without its subscription': sql`
    SELECT count(*)::int AS n FROM checkouts c
    JOIN payment_events e ON e.id = 'local:checkout:' || c.id
    WHERE c.kind = 'SUBSCRIPTION' AND NOT EXISTS (
      SELECT 1 FROM subscriptions s
      WHERE s.user_id = c.user_id AND s.provider_subscription_id = 'local_sub_' || c.id)`,
  'a live code without its mail queued with it': sql`
    SELECT count(*)::int AS n FROM verification_codes v
    WHERE NOT EXISTS (
      SELECT 1 FROM mail_outbox m
      WHERE m.recipient = v.email_address AND m.created_at >= v.created_at
        AND m.kind = CASE v.purpose WHEN 'REGISTRATION' THEN 'registration-code'
                                    ELSE 'password-reset-code' END)`,
  'support messages and their mails to support in different numbers': sameCount(
    sql`SELECT count(*) FROM support_messages`,
    sql`SELECT count(*) FROM mail_outbox WHERE kind = 'support-message'`,
  ),
  'support messages and their receipts in different numbers': sameCount(
    sql`SELECT count(*) FROM support_messages`,
    sql`SELECT count(*) FROM mail_outbox WHERE kind = 'support-receipt'`,
  ),
  'custom requests and their mails to support in different numbers': sameCount(
    sql`SELECT count(*) FROM custom_script_requests`,
    sql`SELECT count(*) FROM mail_outbox WHERE kind = 'custom-request'`,
  ),
  'a mail recorded as sent without its time, or still holding its body': sql`
    SELECT count(*)::int AS n FROM mail_outbox
    WHERE status = 'sent' AND (sent_at IS NULL OR text IS NOT NULL OR html IS NOT NULL)`,
  'a Pro role that does not match the subscription': sql`
    SELECT count(*)::int AS n FROM users u
    LEFT JOIN subscriptions s ON s.user_id = u.id
    WHERE (${roles.pro} = ANY(u.roles)) IS DISTINCT FROM
      coalesce(s.status <> 'expired' AND s.current_period_end > now(), false)`,
};

/** Each broken rule with how many rows break it; empty when everything that belongs together is. */
export async function brokenWriteRules(db: Database): Promise<Record<string, number>> {
  const broken: Record<string, number> = {};
  for (const [rule, query] of Object.entries(rules)) {
    const [row] = await rows<{ n: number }>(db, query);
    if (row && row.n > 0) broken[rule] = row.n;
  }
  return broken;
}
