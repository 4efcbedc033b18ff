import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { settingsPage } from '../../src/content/customer-pages';
import {
  type PurchasePage,
  purchaseHistoryMachine,
  type SettingsData,
} from '../../src/machines/purchase-history/machine';
import { selectCanCancel } from '../../src/machines/purchase-history/selectors';
import type {
  PurchaseItem,
  SessionResponse,
  SubscriptionActionResponse,
  SubscriptionInfo,
} from '../../src/services/contract';
import {
  monthlyActive as active,
  monthlyCancelled as cancelled,
  monthlyExpired as expired,
  fresh,
  noSubscription as none,
} from './models/samples';
import { httpError, actionAccepted as ok, settle } from './support/fixtures';

const item = (createdDate: number, type: 'SCRIPT' | 'SUBSCRIPTION'): PurchaseItem => ({
  name: `item ${createdDate}`,
  price: 3000,
  type,
  createdDate,
  startDate: createdDate,
  endDate: null,
});

function startHistory(
  items: PurchaseItem[],
  cancel: () => Promise<SubscriptionActionResponse> = async () => ok,
  options: {
    subscription?: SubscriptionInfo;
    load?: () => Promise<SettingsData>;
    /** The pages after the first, in turn. */
    older?: (offset: number) => Promise<PurchasePage>;
    refresh?: () => Promise<SessionResponse>;
  } = {},
) {
  const effects = {
    load: vi.fn(
      options.load ??
        (async () => ({
          purchases: items,
          hasOlder: false,
          subscriptionPurchased: items.some((purchase) => purchase.type === 'SUBSCRIPTION'),
          subscription: options.subscription ?? active,
        })),
    ),
    older: vi.fn(
      options.older ??
        (async (_offset: number): Promise<PurchasePage> => ({ purchases: [], hasOlder: false })),
    ),
    cancel: vi.fn(cancel),
    refresh: vi.fn(options.refresh ?? (async () => fresh)),
    logout: vi.fn(),
    endSession: vi.fn(),
  };
  const actor = createActor(
    purchaseHistoryMachine.provide({
      actors: {
        loadSettings: fromPromise(() => effects.load()),
        loadOlder: fromPromise(({ input }: { input: { offset: number } }) =>
          effects.older(input.offset),
        ),
        cancelSubscription: fromPromise(() => effects.cancel()),
        refreshSession: fromPromise(() => effects.refresh()),
      },
      actions: {
        logout: () => effects.logout(),
        endSession: () => effects.endSession(),
      },
    }),
  ).start();
  return { actor, effects };
}

describe('purchase history machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lists purchases newest first and cancels only after Yes', async () => {
    const { actor, effects } = startHistory([item(1, 'SUBSCRIPTION'), item(3, 'SCRIPT')]);
    await settle();
    expect(actor.getSnapshot().context.purchases.map((p) => p.createdDate)).toEqual([3, 1]);
    actor.send({ type: 'cancel.request' });
    actor.send({ type: 'cancel.keep' });
    expect(effects.cancel).not.toHaveBeenCalled();
    actor.send({ type: 'cancel.request' });
    actor.send({ type: 'cancel.confirm' });
    await settle();
    expect(effects.cancel).toHaveBeenCalledTimes(1);
    // Once when the page opened, once after the cancellation.
    expect(effects.refresh).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('Shown');
  });

  it('offers no cancellation without a subscription purchase', async () => {
    const { actor } = startHistory([item(3, 'SCRIPT')]);
    await settle();
    expect(selectCanCancel(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'cancel.request' });
    expect(actor.getSnapshot().value).toBe('Shown');
  });

  it.each([
    ['cancelled', cancelled],
    ['ended', expired],
    ['never started', none],
  ])('offers no cancellation once the subscription is %s', async (_label, subscription) => {
    const { actor, effects } = startHistory([item(1, 'SUBSCRIPTION')], async () => ok, {
      subscription,
    });
    await settle();
    expect(selectCanCancel(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'cancel.request' });
    expect(actor.getSnapshot().value).toBe('Shown');
    expect(effects.cancel).not.toHaveBeenCalled();
  });

  it('loads older pages on demand, after what is shown, each item once', async () => {
    const newest = [item(9, 'SCRIPT'), item(8, 'SCRIPT')];
    const pages: PurchasePage[] = [
      // A purchase made meanwhile shifted the pages by one: item 8 comes again.
      { purchases: [item(8, 'SCRIPT'), item(7, 'SCRIPT')], hasOlder: true },
      { purchases: [item(6, 'SUBSCRIPTION')], hasOlder: false },
    ];
    const { actor, effects } = startHistory(newest, async () => ok, {
      load: async () => ({
        purchases: newest,
        hasOlder: true,
        subscriptionPurchased: true,
        subscription: active,
      }),
      older: async () => pages.shift() ?? { purchases: [], hasOlder: false },
    });
    await settle();
    // The SUBSCRIPTION purchase is not loaded yet: the server said there is one.
    expect(selectCanCancel(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'history.older' });
    expect(actor.getSnapshot().value).toBe('LoadingOlder');
    await settle();
    actor.send({ type: 'history.older' });
    await settle();
    expect(effects.older.mock.calls).toEqual([[2], [3]]);
    const { context } = actor.getSnapshot();
    expect(context.purchases.map((p) => p.createdDate)).toEqual([9, 8, 7, 6]);
    expect(context.hasOlder).toBe(false);
    actor.send({ type: 'history.older' });
    expect(actor.getSnapshot().value).toBe('Shown');
    expect(effects.older).toHaveBeenCalledTimes(2);
  });

  it('keeps what is shown when an older page fails, and says so', async () => {
    const newest = [item(9, 'SCRIPT')];
    const { actor } = startHistory(newest, async () => ok, {
      load: async () => ({
        purchases: newest,
        hasOlder: true,
        subscriptionPurchased: false,
        subscription: none,
      }),
      older: async () => {
        throw new Error('');
      },
    });
    await settle();
    actor.send({ type: 'history.older' });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('Shown');
    expect(snapshot.context.purchases).toEqual(newest);
    expect(snapshot.context.hasOlder).toBe(true);
    expect(snapshot.context.error).toBe(settingsPage.olderFailed);
  });

  it('offers the cancellation for a live subscription not cancelled yet', async () => {
    const { actor } = startHistory([item(1, 'SUBSCRIPTION')]);
    await settle();
    expect(selectCanCancel(actor.getSnapshot())).toBe(true);
  });

  it('refreshes the session when the page opens, before loading', async () => {
    const { actor, effects } = startHistory([item(1, 'SUBSCRIPTION')]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(effects.refresh).toHaveBeenCalledOnce();
    expect(effects.refresh.mock.invocationCallOrder[0]).toBeLessThan(
      effects.load.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('ends the session on a 401, from the refresh on open, the load or the cancellation', async () => {
    const unauthorized = async (): Promise<never> => {
      throw httpError(401);
    };
    const onOpen = startHistory([], async () => ok, { refresh: unauthorized });
    await settle();
    expect(onOpen.effects.endSession).toHaveBeenCalledOnce();
    expect(onOpen.actor.getSnapshot().status).toBe('done');
    const onLoad = startHistory([], async () => ok, { load: unauthorized });
    await settle();
    expect(onLoad.effects.endSession).toHaveBeenCalledOnce();
    expect(onLoad.actor.getSnapshot().context.error).toBeNull();
    const onCancel = startHistory([item(1, 'SUBSCRIPTION')], unauthorized);
    await settle();
    onCancel.actor.send({ type: 'cancel.request' });
    onCancel.actor.send({ type: 'cancel.confirm' });
    await settle();
    expect(onCancel.effects.endSession).toHaveBeenCalledOnce();
    expect(onCancel.actor.getSnapshot().status).toBe('done');
  });

  it("shows the server's description, else the spec's messages", async () => {
    const refused = startHistory([item(1, 'SUBSCRIPTION')], async () => ({
      success: false,
      description: 'Your subscription is already cancelled.',
    }));
    await settle();
    refused.actor.send({ type: 'cancel.request' });
    refused.actor.send({ type: 'cancel.confirm' });
    await settle();
    expect(refused.actor.getSnapshot().context.error).toBe(
      'Your subscription is already cancelled.',
    );
    const empty = startHistory([item(1, 'SUBSCRIPTION')], async () => ({
      success: false,
      description: '',
    }));
    await settle();
    empty.actor.send({ type: 'cancel.request' });
    empty.actor.send({ type: 'cancel.confirm' });
    await settle();
    expect(empty.actor.getSnapshot().context.error).toBe(
      'Subscription cancellation failed. Please try again.',
    );
    const thrown = startHistory([item(1, 'SUBSCRIPTION')], async () => {
      throw new Error('');
    });
    await settle();
    thrown.actor.send({ type: 'cancel.request' });
    thrown.actor.send({ type: 'cancel.confirm' });
    await settle();
    expect(thrown.actor.getSnapshot().context.error).toBe('Failed to cancel subscription.');
  });
});
