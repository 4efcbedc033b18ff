import { asc, desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogueVersion, scripts } from '../../db/schema';
import { summaryColumns } from './summary';

/** Every column the store's answers and its visibility rule read; the content only as a flag. */
const entryColumns = {
  ...summaryColumns,
  contentLink: scripts.contentLink,
  hasContent: sql<boolean>`${scripts.content} is not null`,
  published: scripts.published,
  privateToUserId: scripts.privateToUserId,
};

const selectEntries = (db: Database) =>
  db.select(entryColumns).from(scripts).orderBy(desc(scripts.createdOn), asc(scripts.scriptName));

/** One script as the store keeps it in memory. */
export type CatalogueEntry = Awaited<ReturnType<typeof selectEntries>>[number];

/**
 * The whole catalogue at one version: every script, hidden ones too (a customer who owns one
 * still sees it), in the store's page order as the database sorts it (its collation decides
 * the ties of equal dates, as it did when each page was a query).
 */
export type CatalogueSnapshot = {
  token: string;
  entries: readonly CatalogueEntry[];
  byName: ReadonlyMap<string, CatalogueEntry>;
};

async function load(db: Database): Promise<CatalogueSnapshot> {
  // The token first: scripts read after it are at least as new as it says, so a change made
  // in between is read under the old token and read again on the next request, never kept.
  const [version] = await db.select({ token: catalogueVersion.token }).from(catalogueVersion);
  const entries = await selectEntries(db);
  return {
    token: version?.token ?? '',
    entries,
    byName: new Map(entries.map((entry) => [entry.scriptName, entry])),
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

/**
 * The catalogue held in memory, read again when a request finds a newer version token than the
 * one it was read at. The token is read in the request's own query (with the customer's
 * purchases), so a request sees every change committed before it, made by this instance or
 * any other: a read is never stale. Requests that find the same new token share one read.
 */
export function createCatalogueCache(db: Database) {
  let held: CatalogueSnapshot | undefined;
  let loading: Promise<CatalogueSnapshot> | undefined;

  const loadOnce = () => {
    loading ??= load(db)
      .then((snapshot) => {
        held = snapshot;
        return snapshot;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  /**
   * The catalogue at `token` (read by the caller just before), or a newer one. No token (its row
   * deleted by hand) matches nothing: the catalogue is read afresh.
   */
  async function at(token: string | null): Promise<CatalogueSnapshot> {
    if (token !== null && held?.token === token) return held;
    const first = await loadOnce();
    if (token !== null && first.token === token) return first;
    // That read may have begun before the caller saw `token`: one that begins now cannot.
    return loadOnce();
  }

  return { at };
}
