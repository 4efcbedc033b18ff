import { firstListQuery, type ListOrder } from '../../../services/admin-list-query';
import type { AdminListPage, AdminListQuery } from '../../../services/contract';

/** A console list's call and its own order. */
export type ConsoleList<TItem> = {
  load: (query: AdminListQuery) => Promise<AdminListPage<TItem>>;
  order: ListOrder;
  /** Its first page, as the page asks for it first (requested with the page's code). */
  requestFirstData: () => unknown;
};

/**
 * A console list declared once, in a `*.data.ts` module of its page: the page draws it, and the
 * app shell's early start asks for its first page beside the page's code (signed-in-pages.ts).
 */
export const consoleList = <TItem>(
  load: (query: AdminListQuery) => Promise<AdminListPage<TItem>>,
  order: ListOrder,
): ConsoleList<TItem> => ({ load, order, requestFirstData: () => load(firstListQuery(order)) });
