/** A page of an inbox (requests, support): the console's list query plus a status filter. */
export type InboxQuery<Status extends string, SortKey extends string> = {
  search?: string;
  status?: Status;
  sort: SortKey;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

/** A search text as an ILIKE pattern that finds it anywhere, its own % and _ taken literally. */
export const likePattern = (search: string) =>
  `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
