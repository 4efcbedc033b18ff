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
  /** The version token ('' while its row is missing: the trigger writes it back). */
  token: string;
  entries: readonly CatalogueEntry[];
  byName: ReadonlyMap<string, CatalogueEntry>;
  /** Scripts some customers do not see (unpublished, or made for one customer): their ids. */
  unlistedIds: readonly string[];
  /** The ids of the scripts every customer sees, in page order. */
  listedIds: readonly string[];
};

const listedToAll = (entry: CatalogueEntry) => entry.published && entry.privateToUserId === null;

/**
 * The scripts whose ownership decides a page: the unlisted ones (owning one lists it), and the
 * listed ones the page can hold. Each unlisted script a customer sees moves the listed ones
 * after it one place down, so the page's listed scripts lie within `unlisted` places before
 * `offset` and `offset + limit`: asking about these, not all the customer's purchases, keeps
 * a page's question small for a customer who owns a thousand scripts.
 */
export function pageCandidates(snapshot: CatalogueSnapshot, limit: number, offset: number) {
  const from = Math.max(0, offset - snapshot.unlistedIds.length);
  return [...snapshot.unlistedIds, ...snapshot.listedIds.slice(from, offset + limit)];
}

async function load(db: Database): Promise<CatalogueSnapshot> {
  // The token first: scripts read after it are at least as new as it says, so a change made
  // in between is read under the old token and read again on the next request, never kept.
  const [version] = await db.select({ token: catalogueVersion.token }).from(catalogueVersion);
  const entries = await selectEntries(db);
  return {
    token: version?.token ?? '',
    entries,
    byName: new Map(entries.map((entry) => [entry.scriptName, entry])),
    unlistedIds: entries.filter((entry) => !listedToAll(entry)).map((entry) => entry.id),
    listedIds: entries.filter(listedToAll).map((entry) => entry.id),
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

  /** The catalogue at `token` (read by the caller just before), or a newer one. */
  async function at(token: string): Promise<CatalogueSnapshot> {
    if (held?.token === token) return held;
    const first = await loadOnce();
    if (first.token === token) return first;
    // That read may have begun before the caller saw `token`: one that begins now cannot.
    return loadOnce();
  }

  /** The catalogue held, of whatever version (read once if none is held yet). */
  const latest = () => (held ? Promise.resolve(held) : loadOnce());

  return { at, latest };
}
