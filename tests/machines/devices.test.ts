import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { devicesMachine } from '../../src/machines/devices/machine';
import {
  selectDevices,
  selectEntitlement,
  selectHasLoaded,
  selectLimit,
} from '../../src/machines/devices/selectors';
import type { DeviceList } from '../../src/services/contract';
import { twoDevices } from './models/devices';
import { networkDown } from './models/samples';
import { httpError, settle } from './support/fixtures';

function startDevices(answers: Array<DeviceList | Error>) {
  const queue = [...answers];
  const effects = {
    load: vi.fn(async () => {
      const next = queue.shift() ?? networkDown;
      if (next instanceof Error) throw next;
      return next;
    }),
    endSession: vi.fn(),
  };
  const actor = createActor(
    devicesMachine.provide({
      actors: { loadDevices: fromPromise(() => effects.load()) },
      actions: { endSession: () => effects.endSession() },
    }),
  ).start();
  return { actor, effects };
}

const afterRevoke: DeviceList = { ...twoDevices, devices: twoDevices.devices.slice(1) };

describe('devices machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lists the devices with the limit and what they are entitled to', async () => {
    const { actor } = startDevices([twoDevices]);
    await settle();
    expect(selectDevices(actor.getSnapshot()).map((device) => device.name)).toEqual([
      'Trading PC',
      'MacBook VM',
    ]);
    expect(selectLimit(actor.getSnapshot())).toBe(3);
    expect(selectEntitlement(actor.getSnapshot())?.plan).toBe('pro');
  });

  it('reads the list again after a sign-out, keeping the old one on screen meanwhile', async () => {
    const { actor, effects } = startDevices([twoDevices, afterRevoke]);
    await settle();
    actor.send({ type: 'devices.reload' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(selectDevices(actor.getSnapshot())).toHaveLength(2);
    await settle();
    expect(effects.load).toHaveBeenCalledTimes(2);
    expect(selectDevices(actor.getSnapshot())).toHaveLength(1);
  });

  it('offers a retry when the list fails to load', async () => {
    const { actor } = startDevices([networkDown, twoDevices]);
    await settle();
    expect(actor.getSnapshot().matches('LoadFailed')).toBe(true);
    expect(selectHasLoaded(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'devices.retry' });
    await settle();
    expect(selectHasLoaded(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('ends the session on a 401', async () => {
    const { actor, effects } = startDevices([httpError(401)]);
    await settle();
    expect(actor.getSnapshot().matches('LoggedOut')).toBe(true);
    expect(effects.endSession).toHaveBeenCalledTimes(1);
  });
});
