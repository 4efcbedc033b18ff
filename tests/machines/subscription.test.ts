import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { subscriptionMachine } from '../../src/machines/subscription/machine';
import type {
  PaymentConfig,
  SessionResponse,
  SubscriptionActionResponse,
  SubscriptionInfo,
} from '../../src/services/contract';
import {
  monthlyActive as active,
  monthlyCancelled as cancelled,
  paymentConfig as config,
  fresh,
  noSubscription as none,
} from './models/samples';
import { httpError, actionAccepted as ok, settle } from './support/fixtures';

function startSubscription(options: {
  info?: SubscriptionInfo;
  load?: () => Promise<{ info: SubscriptionInfo; config: PaymentConfig }>;
  refreshFirst?: boolean;
  refresh?: () => Promise<SessionResponse>;
  upgrade?: () => Promise<SubscriptionActionResponse>;
  reinstate?: () => Promise<SubscriptionActionResponse>;
}) {
  const effects = {
    load: vi.fn(options.load ?? (async () => ({ info: options.info ?? active, config }))),
    refresh: vi.fn(options.refresh ?? (async () => fresh)),
    upgrade: vi.fn(async (_: { priceId: string }) => (options.upgrade ?? (async () => ok))()),
    reinstate: vi.fn(options.reinstate ?? (async () => ok)),
    removeRefreshQuery: vi.fn(),
    goToCheckout: vi.fn(),
    logout: vi.fn(),
    endSession: vi.fn(),
  };
  const actor = createActor(
    subscriptionMachine.provide({
      actors: {
        loadSubscription: fromPromise(() => effects.load()),
        refreshSession: fromPromise(() => effects.refresh()),
        upgrade: fromPromise(({ input }) => effects.upgrade(input)),
        reinstate: fromPromise(() => effects.reinstate()),
      },
      actions: {
        removeRefreshQuery: () => effects.removeRefreshQuery(),
        goToCheckout: (_, p) => effects.goToCheckout(p),
        logout: () => effects.logout(),
        endSession: () => effects.endSession(),
      },
    }),
    { input: { refreshFirst: options.refreshFirst ?? false } },
  ).start();
  return { actor, effects };
}

describe('subscription machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the info and the price ids, and starts a checkout with the chosen one', async () => {
    const { actor, effects } = startSubscription({ info: none });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('Shown');
    actor.send({ type: 'checkout.start', period: 'yearly' });
    expect(effects.goToCheckout).toHaveBeenCalledWith({ priceId: 'price_y' });
  });

  it('refreshes the session when the page opens, so the stored roles follow the server', async () => {
    const { actor, effects } = startSubscription({});
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(effects.refresh).toHaveBeenCalledOnce();
    expect(effects.refresh.mock.invocationCallOrder[0]).toBeLessThan(
      effects.load.mock.invocationCallOrder[0] ?? 0,
    );
    expect(effects.removeRefreshQuery).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('Shown');
  });

  it('still loads when that refresh fails for another reason than a 401', async () => {
    const { actor, effects } = startSubscription({
      refresh: async () => {
        throw httpError(500);
      },
    });
    await settle();
    expect(effects.endSession).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('Shown');
  });

  it('ends the session on a 401, from the refresh on open or from the load', async () => {
    const refused = startSubscription({
      refresh: async () => {
        throw httpError(401);
      },
    });
    await settle();
    expect(refused.effects.endSession).toHaveBeenCalledOnce();
    expect(refused.effects.load).not.toHaveBeenCalled();
    expect(refused.actor.getSnapshot().status).toBe('done');
    const loadRefused = startSubscription({
      load: async () => {
        throw httpError(401, { message: 'Your session has expired. Please login again.' });
      },
    });
    await settle();
    expect(loadRefused.effects.endSession).toHaveBeenCalledOnce();
    expect(loadRefused.actor.getSnapshot().context.error).toBeNull();
    expect(loadRefused.actor.getSnapshot().status).toBe('done');
  });

  it('ends the session on a 401 from upgrade or reinstate', async () => {
    const upgrading = startSubscription({
      upgrade: async () => {
        throw httpError(401);
      },
    });
    await settle();
    upgrading.actor.send({ type: 'upgrade.request' });
    upgrading.actor.send({ type: 'confirm.proceed' });
    await settle();
    expect(upgrading.effects.endSession).toHaveBeenCalledOnce();
    expect(upgrading.actor.getSnapshot().status).toBe('done');
    const reinstating = startSubscription({
      info: cancelled,
      reinstate: async () => {
        throw httpError(401);
      },
    });
    await settle();
    reinstating.actor.send({ type: 'reinstate.request' });
    reinstating.actor.send({ type: 'confirm.proceed' });
    await settle();
    expect(reinstating.effects.endSession).toHaveBeenCalledOnce();
  });

  it('with refresh=true refreshes once, drops the query, then loads', async () => {
    const { actor, effects } = startSubscription({ refreshFirst: true });
    await settle();
    expect(effects.refresh).toHaveBeenCalledTimes(1);
    expect(effects.removeRefreshQuery).toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('Shown');
  });

  it('opens the Session Refresh Failed dialog when that refresh fails; OK logs out', async () => {
    const { actor, effects } = startSubscription({
      refreshFirst: true,
      refresh: async () => {
        throw new Error('expired');
      },
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('RefreshFailed');
    actor.send({ type: 'refreshFailed.acknowledge' });
    expect(effects.logout).toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('upgrades after Proceed with the yearly id, refreshes the token and reloads', async () => {
    const { actor, effects } = startSubscription({});
    await settle();
    actor.send({ type: 'upgrade.request' });
    actor.send({ type: 'confirm.dismiss' });
    expect(effects.upgrade).not.toHaveBeenCalled();
    actor.send({ type: 'upgrade.request' });
    actor.send({ type: 'confirm.proceed' });
    await settle();
    expect(effects.upgrade).toHaveBeenCalledWith({ priceId: 'price_y' });
    // Once when the page opened, once after the upgrade.
    expect(effects.refresh).toHaveBeenCalledTimes(2);
    expect(effects.load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.notice).toBe('Done.');
  });

  it("shows the spec's messages when upgrade or reinstate fail", async () => {
    const upgrading = startSubscription({
      upgrade: async () => ({ success: false, description: 'already annual' }),
    }).actor;
    await settle();
    upgrading.send({ type: 'upgrade.request' });
    upgrading.send({ type: 'confirm.proceed' });
    await settle();
    expect(upgrading.getSnapshot().context.error).toBe(
      'Failed to upgrade subscription. Please try again.',
    );
    const reinstating = startSubscription({
      info: cancelled,
      reinstate: async () => {
        throw new Error('down');
      },
    }).actor;
    await settle();
    reinstating.send({ type: 'reinstate.request' });
    reinstating.send({ type: 'confirm.proceed' });
    await settle();
    expect(reinstating.getSnapshot().context.error).toBe(
      'Failed to reinstate subscription. Please try again.',
    );
    expect(reinstating.getSnapshot().value).toBe('Shown');
  });

  it('refuses what the status does not offer', async () => {
    const { actor, effects } = startSubscription({});
    await settle();
    actor.send({ type: 'reinstate.request' });
    actor.send({ type: 'checkout.start', period: 'monthly' });
    expect(actor.getSnapshot().value).toBe('Shown');
    expect(effects.goToCheckout).not.toHaveBeenCalled();
    const lapsed = startSubscription({ info: cancelled }).actor;
    await settle();
    lapsed.send({ type: 'upgrade.request' });
    expect(lapsed.getSnapshot().value).toBe('Shown');
  });
});
