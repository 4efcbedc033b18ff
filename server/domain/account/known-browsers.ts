import { createHmac } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { describeUserAgent } from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { knownBrowsers } from '../../db/schema';

/**
 * What tells one browser from another: its browser and system families (Chrome on Windows),
 * not their versions, which change with every update and would make each update 'new'. Keyed
 * with the account's id, so the stored hash says nothing across accounts.
 */
const fingerprintOf = (userId: string, userAgent: string) => {
  const { browser, system } = describeUserAgent(userAgent);
  return createHmac('sha256', userId).update(`${browser}\n${system}`).digest('base64url');
};

/**
 * Notes the browser an account signed in from: `new` when the account had signed in from others
 * but never this one (its owner is mailed), `known` when it had, `first` for the first browser
 * an account is seen with (at sign-up, or an account older than this record), which is no news.
 */
export async function rememberBrowser(
  tx: Database,
  args: { userId: string; userAgent: string; at: Date },
): Promise<'new' | 'known' | 'first'> {
  const fingerprintHash = fingerprintOf(args.userId, args.userAgent);
  const added = await tx
    .insert(knownBrowsers)
    .values({ userId: args.userId, fingerprintHash, firstSeenAt: args.at })
    .onConflictDoNothing()
    .returning({ userId: knownBrowsers.userId });
  if (added.length === 0) return 'known';
  const [other] = await tx
    .select({ userId: knownBrowsers.userId })
    .from(knownBrowsers)
    .where(
      and(
        eq(knownBrowsers.userId, args.userId),
        ne(knownBrowsers.fingerprintHash, fingerprintHash),
      ),
    )
    .limit(1);
  return other ? 'new' : 'first';
}
