import type { AdminListQuery, Endpoint, EndpointRequest, SortOrder } from './contract';

/**
 * A console table's query as its endpoint takes it: every value as text, the empty filters left
 * out (the server would refuse an empty date, and reads no search as every row). The server
 * checks the sort key and the filters against the declaration.
 */
export function listQuery<E extends Endpoint>(
  _endpoint: E,
  query: object,
): EndpointRequest<E>['query'] {
  const given = Object.entries(query).filter(
    ([, value]) => value !== undefined && String(value).trim() !== '',
  );
  return Object.fromEntries(
    given.map(([key, value]) => [key, String(value).trim()]),
  ) as EndpointRequest<E>['query'];
}

/** A console list's own order: the column it sorts by first, and which way. */
export type ListOrder = { sort: string; order?: SortOrder };

/** A list's first query: no search, its own order, the first page. */
export const firstListQuery = ({ sort, order = 'desc' }: ListOrder): AdminListQuery => ({
  search: '',
  sort,
  order,
  page: 1,
});
