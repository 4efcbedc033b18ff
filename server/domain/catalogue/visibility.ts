import { roles } from '../../../src/services/contract';
import type { scripts } from '../../db/schema';

type ScriptRow = typeof scripts.$inferSelect;

/** Who asks: their id and roles decide what they own and what they are entitled to. */
export type Customer = { id: string; roles: readonly string[] };

export const isFree = (price: string) => Number(price) === 0;

/**
 * What one customer may do with one script. `hidden`: the store does not show it, and nothing
 * else grants or sells it; `shown`: listed, but to be bought first; `entitled`: theirs to run
 * and download (a license lists it).
 */
export type ScriptAccess = 'hidden' | 'shown' | 'entitled';

/**
 * The one rule (issue 17, issue 32) the store, the licenses, the devices page and the checkout
 * all follow, so none of them can grant what another hides. A script the customer owns stays
 * theirs whatever became of it. Anyone else sees it only while it is published and not made
 * privately for another customer; of what they see, free scripts are theirs, and an ADMIN holds
 * every one. `customer` is null for someone with no account (a checkout link's unknown address).
 */
export function scriptAccess(
  script: Pick<ScriptRow, 'published' | 'privateToUserId' | 'price'>,
  customer: Customer | null,
  owned: boolean,
): ScriptAccess {
  if (owned) return 'entitled';
  const listed =
    script.published &&
    (script.privateToUserId === null || script.privateToUserId === customer?.id);
  if (!listed) return 'hidden';
  if (isFree(script.price) || customer?.roles.includes(roles.admin)) return 'entitled';
  return 'shown';
}
