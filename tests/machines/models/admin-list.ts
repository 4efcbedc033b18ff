import { isUnauthorized } from '../../../src/machines/signed-in-call';
import { ADMIN_PAGE_SIZE } from '../../../src/services/contract';
import { httpError } from '../support/fixtures';
import type { PathModel } from './path-model';
import { networkDown } from './samples';

const row = (n: number) => ({ id: `row-${n}` });
const firstPage = { items: Array.from({ length: ADMIN_PAGE_SIZE }, (_, i) => row(i)), total: 45 };
const emptyPage = { items: [], total: 0 };

export const adminListModel: PathModel = {
  inputs: [{ sort: 'createdAt' }],
  events: (snapshot) => [
    { type: 'query.search', search: snapshot.context.query.search === '' ? 'ada' : '' },
    { type: 'query.sort', sort: 'email' },
    { type: 'page.go', page: snapshot.context.query.page === 1 ? 2 : 1 },
    { type: 'list.retry' },
    { type: 'list.reload' },
  ],
  actorOutputs: { loadPage: [firstPage, emptyPage] },
  actorErrors: {
    loadPage: [httpError(401), httpError(403, { message: 'Operators only.' }), networkDown],
  },
  simplePaths: false,
  invariants: [
    {
      description: 'a search or a sort always starts again from page 1',
      holds: (snapshot, { event }) =>
        !(event.type === 'query.search' || event.type === 'query.sort') ||
        snapshot.context.query.page === 1,
    },
    {
      description: 'the same column twice flips the order; another starts ascending',
      holds: (snapshot, { event, previous }) =>
        event.type !== 'query.sort' ||
        !previous ||
        snapshot.context.query.order ===
          (previous.context.query.sort === 'email' && previous.context.query.order === 'asc'
            ? 'desc'
            : 'asc'),
    },
    {
      description: 'a page past the last one is never asked for',
      holds: (snapshot, { event, previous }) =>
        event.type !== 'page.go' ||
        !previous ||
        ((event as unknown as { page: number }).page - 1) * ADMIN_PAGE_SIZE <
          Math.max(previous.context.total, 1) ||
        snapshot.context.query.page === previous.context.query.page,
    },
    {
      description: 'a failure carries its text, unless the session ended (the page is left)',
      holds: (snapshot, { event }) =>
        !snapshot.matches('Failed') ||
        snapshot.context.errorMessage !== null ||
        isUnauthorized((event as { error?: unknown }).error),
    },
  ],
};
