import { and, eq, sql } from 'drizzle-orm';
import type { ScriptDetail, ScriptSummary } from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { catalogueVersion, purchases, scripts } from '../../db/schema';
import type { ContentLinks } from '../content-links';
import { type CatalogueSnapshot, createCatalogueCache, pageCandidates } from './catalogue-snapshot';
import { toSummary } from './summary';
import { type Customer, scriptAccess } from './visibility';

export type NewScript = Omit<typeof scripts.$inferInsert, 'id'>;

export type { Customer };

export type DetailOutcome =
  | { kind: 'shown'; script: ScriptDetail }
  | { kind: 'forbidden'; script: ScriptSummary }
  | { kind: 'not-found' };

/** The page the customer sees of `snapshot`, given which of its candidates they own. */
function pageOf(
  snapshot: CatalogueSnapshot,
  customer: Customer,
  owned: ReadonlySet<string>,
  limit: number,
  offset: number,
): ScriptSummary[] {
  const shown: ScriptSummary[] = [];
  let skipped = 0;
  for (const entry of snapshot.entries) {
    if (shown.length >= limit) break;
    const isPurchased = owned.has(entry.id);
    if (scriptAccess(entry, customer, isPurchased) === 'hidden') continue;
    if (skipped < offset) skipped += 1;
    else shown.push(toSummary(entry, isPurchased));
  }
  return shown;
}

export type Catalogue = ReturnType<typeof createCatalogue>;

/** The catalogue's version token, read beside the customer's purchases in one statement. */
const versionToken = sql<
  string | null
>`(select ${catalogueVersion.token} from ${catalogueVersion})`;

/**
 * The store's reading side: pages, details by entitlement, and the content behind a link.
 * Pages and details come from the catalogue held in memory (issue 34); each request asks the
 * database only for what is the customer's own (their purchases) and, in the same statement,
 * the catalogue's version, so a change to the catalogue is seen by the next request whichever
 * instance made it.
 */
export function createCatalogue(deps: { db: Database; links: ContentLinks }) {
  const { db, links } = deps;
  const cache = createCatalogueCache(db);

  /** Which of some scripts the customer bought (unique per customer and script), and the version. */
  const ownedQuery = db
    .select({
      token: versionToken,
      owned: sql<string[]>`coalesce(array_agg(${purchases.scriptId}::text), '{}')`,
    })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, sql.placeholder('userId')),
        sql`${purchases.scriptId} = any(${sql.placeholder('scriptIds')}::uuid[])`,
      ),
    )
    .prepare('catalogue_owned');

  /**
   * The catalogue as of now, and which of the scripts `candidates` picks from it the customer
   * bought: asked about the catalogue held, and, should the version read beside the purchases
   * be newer, asked again about the newer one.
   */
  async function withPurchases(
    customer: Customer,
    candidates: (snapshot: CatalogueSnapshot) => string[],
  ) {
    let snapshot = await cache.latest();
    for (;;) {
      const scriptIds = candidates(snapshot);
      const [mine] = await ownedQuery.execute({ userId: customer.id, scriptIds });
      const token = mine?.token ?? '';
      if (token === snapshot.token) return { snapshot, owned: new Set(mine?.owned) };
      snapshot = await cache.at(token);
    }
  }

  /**
   * A page of what the customer may see (`scriptAccess`), newest first (ties by name, so pages
   * never overlap), each with whether they bought it.
   */
  async function page(customer: Customer, limit: number, offset: number) {
    const { snapshot, owned } = await withPurchases(customer, (catalogue) =>
      pageCandidates(catalogue, limit, offset),
    );
    return pageOf(snapshot, customer, owned, limit, offset);
  }

  /** Free scripts, bought ones and every script for an ADMIN come with their content link. */
  async function detail(customer: Customer, scriptName: string): Promise<DetailOutcome> {
    const { snapshot, owned } = await withPurchases(customer, (catalogue) => {
      const entry = catalogue.byName.get(scriptName);
      return entry ? [entry.id] : [];
    });
    const entry = snapshot.byName.get(scriptName);
    if (!entry) return { kind: 'not-found' };
    const isPurchased = owned.has(entry.id);
    const access = scriptAccess(entry, customer, isPurchased);
    if (access === 'hidden') return { kind: 'not-found' };
    const summary = toSummary(entry, isPurchased);
    if (access === 'shown') return { kind: 'forbidden', script: summary };
    const contentLink = entry.hasContent ? links.linkFor(entry.scriptName) : entry.contentLink;
    return { kind: 'shown', script: { ...summary, contentLink: contentLink ?? '' } };
  }

  /** The stored content of a script, for a download whose link was already checked. */
  async function content(scriptName: string) {
    const [row] = await db
      .select({
        content: scripts.content,
        contentType: scripts.contentType,
        contentFileName: scripts.contentFileName,
      })
      .from(scripts)
      .where(eq(scripts.scriptName, scriptName));
    if (!row || row.content === null) return null;
    return {
      content: row.content,
      contentType: row.contentType,
      fileName: row.contentFileName ?? `${scriptName}.txt`,
    };
  }

  return { page, detail, content };
}
