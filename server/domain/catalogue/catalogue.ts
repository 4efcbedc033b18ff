import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ScriptDetail, ScriptSummary } from '../../../src/services/contract';
import type { Database } from '../../db/client';
import { purchases, scripts } from '../../db/schema';
import type { ContentLinks } from '../content-links';
import { type Customer, listedForPlaceholder, scriptAccess } from './visibility';

type ScriptRow = typeof scripts.$inferSelect;
export type NewScript = Omit<typeof scripts.$inferInsert, 'id'>;

export type { Customer };

export type DetailOutcome =
  | { kind: 'shown'; script: ScriptDetail }
  | { kind: 'forbidden'; script: ScriptSummary }
  | { kind: 'not-found' };

/** The columns a summary shows: a page never reads the content itself. */
export const summaryColumns = {
  id: scripts.id,
  scriptName: scripts.scriptName,
  scriptDescription: scripts.scriptDescription,
  scriptImageUrl: scripts.scriptImageUrl,
  platform: scripts.platform,
  application: scripts.application,
  price: scripts.price,
  brokerage: scripts.brokerage,
  createdOn: scripts.createdOn,
  contentType: scripts.contentType,
};
type SummaryRow = Pick<ScriptRow, keyof typeof summaryColumns>;

function toSummary(row: SummaryRow, isPurchased: boolean): ScriptSummary {
  return {
    scriptName: row.scriptName,
    scriptDescription: row.scriptDescription,
    scriptImageUrl: row.scriptImageUrl,
    platform: row.platform,
    application: row.application,
    price: row.price,
    brokerage: row.brokerage,
    createdOn: row.createdOn.toISOString(),
    contentType: row.contentType,
    isPurchased,
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;

/** The store's reading side: pages, details by entitlement, and the content behind a link. */
export function createCatalogue(deps: { db: Database; links: ContentLinks }) {
  const { db, links } = deps;

  async function purchasedIds(customer: Customer, scriptIds: string[]): Promise<Set<string>> {
    if (scriptIds.length === 0) return new Set();
    const rows = await db
      .select({ scriptId: purchases.scriptId })
      .from(purchases)
      .where(and(eq(purchases.userId, customer.id), inArray(purchases.scriptId, scriptIds)));
    return new Set(rows.map((row) => row.scriptId ?? ''));
  }

  /**
   * A page of the catalogue, newest first (ties by name, so pages never overlap), with the
   * customer's purchase of each script if any (unique per customer and script, so the join adds
   * no rows): one statement, prepared once, as the store asks it on every visit.
   */
  const pageQuery = db
    .select({ ...summaryColumns, purchaseId: purchases.id })
    .from(scripts)
    .leftJoin(
      purchases,
      and(eq(purchases.scriptId, scripts.id), eq(purchases.userId, sql.placeholder('userId'))),
    )
    .where(listedForPlaceholder)
    .orderBy(desc(scripts.createdOn), asc(scripts.scriptName))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('catalogue_page');

  async function page(customer: Customer, limit: number, offset: number) {
    const rows = await pageQuery.execute({ userId: customer.id, limit, offset });
    return rows.map((row) => toSummary(row, row.purchaseId !== null));
  }

  /** Free scripts, bought ones and every script for an ADMIN come with their content link. */
  async function detail(customer: Customer, scriptName: string): Promise<DetailOutcome> {
    const [row] = await db.select().from(scripts).where(eq(scripts.scriptName, scriptName));
    if (!row) return { kind: 'not-found' };
    const isPurchased = (await purchasedIds(customer, [row.id])).has(row.id);
    const access = scriptAccess(row, customer, isPurchased);
    if (access === 'hidden') return { kind: 'not-found' };
    const summary = toSummary(row, isPurchased);
    if (access === 'shown') return { kind: 'forbidden', script: summary };
    const contentLink = row.content !== null ? links.linkFor(row.scriptName) : row.contentLink;
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
