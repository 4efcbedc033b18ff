import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createScriptStoreActors } from '../../src/machines/script-store/actors';
import { scriptStoreMachine } from '../../src/machines/script-store/machine';
import type { ScriptSummary } from '../../src/services/contract';
import { httpError, settle } from './support/fixtures';

const script = (n: number): ScriptSummary => ({
  scriptName: `Script ${n}`,
  scriptDescription: 'x',
  scriptImageUrl: '/scripts/x.svg',
  platform: 'TradingView',
  application: 'Futures',
  price: n % 2 ? '0' : '49',
  brokerage: 'Tradovate',
  createdOn: '2026-01-01T00:00:00.000Z',
  contentType: 'text/plain',
  isPurchased: false,
});
/** A catalogue of 23 scripts: pages of 10, 10 and 3. */
const catalogue = Array.from({ length: 23 }, (_, i) => script(i + 1));

function startStore(loadPage?: (page: number) => Promise<ScriptSummary[]>) {
  const effects = {
    loadPage: vi.fn(
      loadPage ?? (async (page: number) => catalogue.slice((page - 1) * 10, page * 10)),
    ),
    endSession: vi.fn(),
  };
  const actor = createActor(
    scriptStoreMachine.provide({
      actors: createScriptStoreActors({ listPage: effects.loadPage }),
      actions: { endSession: effects.endSession },
    }),
  ).start();
  const shown = () => {
    const { pages, page } = actor.getSnapshot().context;
    return pages[page]?.map((item) => item.scriptName) ?? [];
  };
  return { actor, effects, settle, shown };
}

describe('script store machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches nothing until the store opens, then loads page 1 with the loading tag', async () => {
    const store = startStore();
    await store.settle();
    expect(store.effects.loadPage).not.toHaveBeenCalled();
    store.actor.send({ type: 'store.open' });
    expect(store.actor.getSnapshot().hasTag('loading')).toBe(true);
    await store.settle();
    expect(store.actor.getSnapshot().matches('Showing')).toBe(true);
    expect(store.shown()).toHaveLength(10);
    expect(store.effects.loadPage).toHaveBeenCalledWith(1);
  });

  it('pages forward and back, fetching each page only once', async () => {
    const store = startStore();
    store.actor.send({ type: 'store.open' });
    await store.settle();
    store.actor.send({ type: 'page.next' });
    await store.settle();
    store.actor.send({ type: 'page.next' });
    await store.settle();
    expect(store.shown()).toEqual(['Script 21', 'Script 22', 'Script 23']);
    store.actor.send({ type: 'page.previous' });
    expect(store.actor.getSnapshot().matches('Showing')).toBe(true);
    store.actor.send({ type: 'page.previous' });
    expect(store.shown()[0]).toBe('Script 1');
    store.actor.send({ type: 'page.next' });
    store.actor.send({ type: 'store.open' });
    await store.settle();
    expect(store.effects.loadPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
  });

  it('disables Next after a short page and Previous on page 1', async () => {
    const store = startStore();
    store.actor.send({ type: 'store.open' });
    await store.settle();
    store.actor.send({ type: 'page.previous' });
    expect(store.actor.getSnapshot().context.page).toBe(1);
    expect(store.actor.getSnapshot().can({ type: 'page.previous' })).toBe(false);
    store.actor.send({ type: 'page.next' });
    await store.settle();
    store.actor.send({ type: 'page.next' });
    await store.settle();
    expect(store.actor.getSnapshot().can({ type: 'page.next' })).toBe(false);
    store.actor.send({ type: 'page.next' });
    expect(store.actor.getSnapshot().context.page).toBe(3);
  });

  it('says the spec sentence when a page fails, retries, and can still go back', async () => {
    let fail = true;
    const store = startStore(async (page) => {
      if (page === 2 && fail) throw httpError(500);
      return catalogue.slice((page - 1) * 10, page * 10);
    });
    store.actor.send({ type: 'store.open' });
    await store.settle();
    store.actor.send({ type: 'page.next' });
    await store.settle();
    const snapshot = store.actor.getSnapshot();
    expect(snapshot.matches('Failed')).toBe(true);
    expect(snapshot.context.errorMessage).toBe('Something went wrong. Please try again later.');
    fail = false;
    store.actor.send({ type: 'store.retry' });
    await store.settle();
    expect(store.shown()[0]).toBe('Script 11');
    expect(store.effects.endSession).not.toHaveBeenCalled();
  });

  it('hands a 401 to the session and forgets its pages on refresh', async () => {
    const store = startStore(async () => {
      throw httpError(401);
    });
    store.actor.send({ type: 'store.open' });
    await store.settle();
    expect(store.effects.endSession).toHaveBeenCalledOnce();

    const fresh = startStore();
    fresh.actor.send({ type: 'store.open' });
    await fresh.settle();
    fresh.actor.send({ type: 'store.refresh' });
    await fresh.settle();
    expect(fresh.effects.loadPage).toHaveBeenCalledTimes(2);
    expect(Object.keys(fresh.actor.getSnapshot().context.pages)).toEqual(['1']);
  });
});
