import { assign, setup } from 'xstate';
import { storeMessages } from '../../content/store-messages';
import { type ScriptSummary, STORE_PAGE_SIZE } from '../../services/contract';
import { notProvided } from '../not-provided';
import { endSessionOnUnauthorized, isUnauthorizedGuard } from '../signed-in-call';

type StoreContext = {
  /** Page number (from 1) to the scripts it held: seen pages are never fetched again. */
  pages: Record<number, ScriptSummary[]>;
  page: number;
  errorMessage: string | null;
};

export type StoreEvent =
  /** The store page is on screen: load what is needed (once). */
  | { type: 'store.open' }
  | { type: 'page.next' }
  | { type: 'page.previous' }
  | { type: 'store.retry' }
  /** Something changed what the pages say (a purchase): forget them and load again. */
  | { type: 'store.refresh' };

/**
 * The script grid (spec sections 2, 4, 5 and 7): pages of 10, Previous and Next, a cache of
 * the pages already seen that is never revalidated, and the loading and failure texts.
 * It lives as long as the customer area, so the cache survives visits to other pages.
 */
/** The page of the catalogue the store shows first (also asked for beside its code). */
export const FIRST_STORE_PAGE = 1;

export const scriptStoreMachine = setup({
  types: {
    context: {} as StoreContext,
    events: {} as StoreEvent,
  },
  actors: {
    loadPage: notProvided<ScriptSummary[], { page: number }>('loadPage'),
  },
  actions: {
    /** The server no longer knows the session: the session machine signs out. */
    endSession: () => {},
    nextPage: assign({ page: ({ context }) => context.page + 1 }),
    previousPage: assign({ page: ({ context }) => Math.max(1, context.page - 1) }),
    storePage: assign({
      pages: ({ context }, scripts: ScriptSummary[]) => ({
        ...context.pages,
        [context.page]: scripts,
      }),
      errorMessage: null,
    }),
    assignFailure: assign({ errorMessage: storeMessages.listFailed }),
    forgetPages: assign({ pages: {}, errorMessage: null }),
  },
  guards: {
    isPageCached: ({ context }) => context.pages[context.page] !== undefined,
    /** Spec section 5: Next is disabled when fewer than 10 items came back. */
    hasNextPage: ({ context }) => (context.pages[context.page]?.length ?? 0) >= STORE_PAGE_SIZE,
    hasPreviousPage: ({ context }) => context.page > 1,
    isUnauthorized: isUnauthorizedGuard,
  },
}).createMachine({
  id: 'scriptStore',
  context: { pages: {}, page: FIRST_STORE_PAGE, errorMessage: null },
  initial: 'Idle',
  states: {
    Idle: {
      description: 'Mounted with the customer area; nothing is fetched until the store opens.',
      on: { 'store.open': 'Choosing' },
    },
    Choosing: {
      description: 'A page from the cache when it was seen before, else from the server.',
      always: [{ guard: 'isPageCached', target: 'Showing' }, { target: 'Loading' }],
    },
    Loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ page: context.page }),
        onDone: {
          target: 'Showing',
          actions: { type: 'storePage', params: ({ event }) => event.output },
        },
        onError: [
          endSessionOnUnauthorized('Failed', 'assignFailure'),
          { target: 'Failed', actions: 'assignFailure' },
        ],
      },
    },
    Showing: {
      on: {
        'page.next': { guard: 'hasNextPage', target: 'Choosing', actions: 'nextPage' },
        'page.previous': { guard: 'hasPreviousPage', target: 'Choosing', actions: 'previousPage' },
        'store.refresh': { target: 'Loading', actions: 'forgetPages' },
      },
    },
    Failed: {
      tags: ['error'],
      on: {
        'store.retry': 'Loading',
        'page.previous': { guard: 'hasPreviousPage', target: 'Choosing', actions: 'previousPage' },
        'store.refresh': { target: 'Loading', actions: 'forgetPages' },
      },
    },
  },
});
