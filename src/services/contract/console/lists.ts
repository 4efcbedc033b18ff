// What every console table shares: paging by 20, sorting, the page of rows.
import * as v from 'valibot';

/** Every console table pages by 20. */
export const ADMIN_PAGE_SIZE = 20;
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** What a console table asks for: `?search=&sort=&order=&page=` (page from 1). */
export type AdminListQuery<TSort extends string = string> = {
  search: string;
  sort: TSort;
  order: SortOrder;
  page: number;
};

/**
 * The query of one console table, with the columns it sorts by (the first is the default) and
 * free-text search: query strings arrive as text, so the page is parsed from it.
 */
export const adminListQuerySchema = <const TSort extends readonly [string, ...string[]]>(
  sortKeys: TSort,
) =>
  v.object({
    search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
    sort: v.optional(v.picklist(sortKeys), sortKeys[0]),
    order: v.optional(v.picklist(sortOrders), 'desc'),
    page: v.pipe(
      v.optional(v.string(), '1'),
      v.regex(/^[1-9]\d{0,5}$/, 'The page must be a whole number from 1.'),
      v.transform(Number),
    ),
  });

/** A row's id in the path: anything but a UUID names no row (404, never a database error). */
export const RowIdParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid()) });

/** One page of a console table: its rows and how many match in all. */
export const adminListOf = <TItem extends v.GenericSchema>(item: TItem) =>
  v.object({ items: v.array(item), total: v.number() });
export type AdminListPage<TItem> = { items: TItem[]; total: number };
