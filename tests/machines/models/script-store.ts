import { type ScriptSummary, STORE_PAGE_SIZE } from '../../../src/services/contract';
import { httpError } from '../support/fixtures';
import type { PathModel } from './path-model';
import { networkDown, scriptSummary } from './samples';

const storeScript = (n: number): ScriptSummary => ({
  ...scriptSummary,
  scriptName: `Script ${n}`,
});

/** A full page (Next enabled) and a last page of 3 (Next disabled). */
const fullStorePage = Array.from({ length: STORE_PAGE_SIZE }, (_, i) => storeScript(i + 1));

const lastStorePage = [storeScript(21), storeScript(22), storeScript(23)];

export const scriptStoreModel: PathModel = {
  inputs: [undefined],
  // Three pages at most: Next is not offered from page 3, so the cache stays small.
  events: (snapshot) => [
    { type: 'store.open' },
    ...(snapshot.context.page < 3 ? [{ type: 'page.next' }] : []),
    { type: 'page.previous' },
    { type: 'store.retry' },
    { type: 'store.refresh' },
  ],
  actorOutputs: { loadPage: [fullStorePage, lastStorePage] },
  actorErrors: { loadPage: [httpError(401), httpError(500), networkDown] },
  simplePaths: false,
  invariants: [
    {
      description: 'Previous is disabled on page 1',
      holds: (snapshot, { event, previous }) =>
        !(event.type === 'page.previous' && previous?.context.page === 1) ||
        (snapshot.context.page === 1 && snapshot.matches(previous.value)),
    },
    {
      description: 'Next is disabled when fewer than 10 scripts came back',
      holds: (snapshot, { event, previous }) =>
        !(
          event.type === 'page.next' &&
          previous &&
          (previous.context.pages[previous.context.page]?.length ?? 0) < STORE_PAGE_SIZE
        ) || snapshot.context.page === previous.context.page,
    },
    {
      description: 'a cached page is never fetched again',
      holds: (snapshot) =>
        !snapshot.matches('Loading') || snapshot.context.pages[snapshot.context.page] === undefined,
    },
    {
      description: 'the page shown is always in the cache; a failure always carries its text',
      holds: (snapshot) =>
        (!snapshot.matches('Showing') ||
          snapshot.context.pages[snapshot.context.page] !== undefined) &&
        (!snapshot.matches('Failed') || snapshot.context.errorMessage !== null),
    },
  ],
};
