import { assign, setup } from 'xstate';
import { adminListTexts } from '../../content/admin/common';
import { firstListQuery } from '../../services/admin-list-query';
import {
  ADMIN_PAGE_SIZE,
  type AdminListPage,
  type AdminListQuery,
  type SortOrder,
} from '../../services/contract';
import { notProvided } from '../not-provided';
import { serverMessage } from '../server-message';
import { endSessionOnUnauthorized, isUnauthorizedGuard } from '../signed-in-call';

type ListContext = {
  query: AdminListQuery;
  items: unknown[];
  total: number;
  errorMessage: string | null;
};

export type AdminListEvent =
  /** The search box changed: wait for typing to pause, then load page 1. */
  | { type: 'query.search'; search: string }
  /** A column header: the same column flips its order, another starts ascending. */
  | { type: 'query.sort'; sort: string }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' }
  /** Something changed the rows (an action): load the same page again. */
  | { type: 'list.reload' };

/** How long typing must pause before a search is sent. */
export const SEARCH_PAUSE_MS = 300;

/**
 * One table of the operator console: a page of rows for a query (search, sort, order, page),
 * loaded again whenever the query changes; the latest query wins (a new one cancels the load
 * under way). Rows stay on screen while the next page loads, so the table does not jump.
 */
export const adminListMachine = setup({
  types: {
    context: {} as ListContext,
    events: {} as AdminListEvent,
    input: {} as { sort: string; order?: SortOrder },
  },
  actors: {
    loadPage: notProvided<AdminListPage<unknown>, AdminListQuery>('loadPage'),
  },
  actions: {
    /** The server no longer knows the session: the session machine signs out. */
    endSession: () => {},
    setSearch: assign({
      query: ({ context }, search: string) => ({ ...context.query, search, page: 1 }),
    }),
    setSort: assign({
      query: ({ context }, sort: string) => ({
        ...context.query,
        sort,
        order: (context.query.sort === sort && context.query.order === 'asc'
          ? 'desc'
          : 'asc') as SortOrder,
        page: 1,
      }),
    }),
    setPage: assign({ query: ({ context }, page: number) => ({ ...context.query, page }) }),
    storePage: assign({
      items: (_, page: AdminListPage<unknown>) => page.items,
      total: (_, page: AdminListPage<unknown>) => page.total,
      errorMessage: null,
    }),
    assignFailure: assign({
      errorMessage: (_, { error }: { error: unknown }) =>
        serverMessage(error) ?? adminListTexts.loadFailed,
    }),
  },
  guards: {
    isUnauthorized: isUnauthorizedGuard,
    isOtherPage: ({ context }, page: number) =>
      page >= 1 &&
      page !== context.query.page &&
      (page - 1) * ADMIN_PAGE_SIZE < Math.max(context.total, 1),
  },
  delays: { searchPause: SEARCH_PAUSE_MS },
}).createMachine({
  id: 'adminList',
  context: ({ input }) => ({
    query: firstListQuery(input),
    items: [],
    total: 0,
    errorMessage: null,
  }),
  initial: 'Loading',
  on: {
    'query.search': {
      target: '.Typing',
      reenter: true,
      actions: { type: 'setSearch', params: ({ event }) => event.search },
    },
    'query.sort': {
      target: '.Loading',
      reenter: true,
      actions: { type: 'setSort', params: ({ event }) => event.sort },
    },
    'page.go': {
      guard: { type: 'isOtherPage', params: ({ event }) => event.page },
      target: '.Loading',
      reenter: true,
      actions: { type: 'setPage', params: ({ event }) => event.page },
    },
    'list.reload': { target: '.Loading', reenter: true },
  },
  states: {
    Typing: {
      description: 'The search changed; it is sent once typing pauses.',
      after: { searchPause: 'Loading' },
    },
    Loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => context.query,
        onDone: {
          target: 'Ready',
          actions: { type: 'storePage', params: ({ event }) => event.output },
        },
        onError: [
          endSessionOnUnauthorized('Failed'),
          {
            target: 'Failed',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    Ready: {},
    Failed: {
      tags: ['error'],
      on: { 'list.retry': 'Loading' },
    },
  },
});
