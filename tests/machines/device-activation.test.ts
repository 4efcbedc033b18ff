import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deviceActivationPage as texts } from '../../src/content/devices';
import { deviceActivationMachine } from '../../src/machines/device-activation/machine';
import { selectStep } from '../../src/machines/device-activation/selectors';
import type { PendingDevice } from '../../src/services/contract';
import type { DeviceDecision, DeviceDecisionOutcome } from '../../src/services/devices';
import { normaliseUserCode } from '../../src/services/devices';
import { pendingDevice } from './models/device-activation';
import { networkDown } from './models/samples';
import { httpError, settle } from './support/fixtures';

function startActivation(
  code: string | null,
  calls: {
    lookUp?: (userCode: string) => Promise<PendingDevice>;
    decide?: (userCode: string, decision: DeviceDecision) => Promise<DeviceDecisionOutcome>;
  } = {},
) {
  const effects = {
    lookUp: vi.fn(calls.lookUp ?? (async () => pendingDevice)),
    decide: vi.fn(
      calls.decide ??
        (async (_: string, decision: DeviceDecision): Promise<DeviceDecisionOutcome> => ({
          status: decision === 'approve' ? 'approved' : 'denied',
        })),
    ),
    endSession: vi.fn(),
  };
  const actor = createActor(
    deviceActivationMachine.provide({
      actors: {
        lookUp: fromPromise(({ input }: { input: { userCode: string } }) =>
          effects.lookUp(input.userCode),
        ),
        decide: fromPromise(
          ({ input }: { input: { userCode: string; decision: DeviceDecision } }) =>
            effects.decide(input.userCode, input.decision),
        ),
      },
      actions: { endSession: () => effects.endSession() },
    }),
    { input: { code } },
  ).start();
  return { actor, effects };
}

describe('user codes as people type them', () => {
  it('takes lower case, spaces and a missing dash, and refuses anything else', () => {
    expect(normaliseUserCode('bcdfghjk')).toBe('BCDF-GHJK');
    expect(normaliseUserCode(' bcdf-ghjk ')).toBe('BCDF-GHJK');
    expect(normaliseUserCode('BCDF GHJK')).toBe('BCDF-GHJK');
    expect(normaliseUserCode('BCDF-GHJ')).toBeNull();
    expect(normaliseUserCode('BCDF-GHJKL')).toBeNull();
    expect(normaliseUserCode('BCD1-GHJK')).toBeNull();
    expect(normaliseUserCode('')).toBeNull();
  });
});

describe('device activation machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('looks up the code from the link at once, in its XXXX-XXXX form, and approves', async () => {
    const { actor, effects } = startActivation('bcdfghjk');
    expect(effects.lookUp).toHaveBeenCalledWith('BCDF-GHJK');
    await settle();
    expect(selectStep(actor.getSnapshot())).toBe('device');
    expect(actor.getSnapshot().context.typed).toBe('BCDF-GHJK');
    actor.send({ type: 'decision.approve' });
    await settle();
    expect(effects.decide).toHaveBeenCalledWith('BCDF-GHJK', 'approve');
    expect(selectStep(actor.getSnapshot())).toBe('approved');
  });

  it('asks for a well-formed code before any call', async () => {
    const { actor, effects } = startActivation(null);
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().context.error).toBe(texts.invalidCode);
    actor.send({ type: 'code.change', value: 'bcdf-ghj' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'code.submit' });
    expect(effects.lookUp).not.toHaveBeenCalled();
    actor.send({ type: 'code.change', value: 'bcdf-ghjk' });
    actor.send({ type: 'code.submit' });
    await settle();
    expect(effects.lookUp).toHaveBeenCalledWith('BCDF-GHJK');
  });

  it('says an unknown or expired code is not known, and lets another be typed', async () => {
    const { actor } = startActivation('BCDF-GHJK', {
      lookUp: async () => {
        throw httpError(404, { message: 'Unknown code' });
      },
    });
    await settle();
    expect(actor.getSnapshot().matches('EnteringCode')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(texts.unknownCode);
  });

  it('says the code expired when it lapses before the answer', async () => {
    const { actor } = startActivation('BCDF-GHJK', {
      decide: async () => {
        throw httpError(404, { message: 'Expired' });
      },
    });
    await settle();
    actor.send({ type: 'decision.deny' });
    await settle();
    expect(selectStep(actor.getSnapshot())).toBe('code');
    expect(actor.getSnapshot().context.error).toBe(texts.expiredCode);
    expect(actor.getSnapshot().context.device).toBeNull();
  });

  it('asks to sign out a device first past the limit, then approves on the next try', async () => {
    let full = true;
    const { actor, effects } = startActivation('BCDF-GHJK', {
      decide: async () => (full ? { status: 'overLimit', limit: 1 } : { status: 'approved' }),
    });
    await settle();
    actor.send({ type: 'decision.approve' });
    await settle();
    expect(selectStep(actor.getSnapshot())).toBe('overLimit');
    expect(actor.getSnapshot().context.limit).toBe(1);
    full = false;
    actor.send({ type: 'decision.approve' });
    await settle();
    expect(selectStep(actor.getSnapshot())).toBe('approved');
    expect(effects.decide).toHaveBeenCalledTimes(2);
  });

  it('denies, and keeps the device on screen when the answer could not be sent', async () => {
    let down = true;
    const { actor } = startActivation('BCDF-GHJK', {
      decide: async () => {
        if (down) throw networkDown;
        return { status: 'denied' };
      },
    });
    await settle();
    actor.send({ type: 'decision.deny' });
    await settle();
    expect(selectStep(actor.getSnapshot())).toBe('device');
    expect(actor.getSnapshot().context.error).toBe(texts.decisionFailed);
    down = false;
    actor.send({ type: 'decision.deny' });
    await settle();
    expect(selectStep(actor.getSnapshot())).toBe('denied');
  });

  it('ends the session on a 401', async () => {
    const { actor, effects } = startActivation('BCDF-GHJK', {
      lookUp: async () => {
        throw httpError(401);
      },
    });
    await settle();
    expect(actor.getSnapshot().matches('LoggedOut')).toBe(true);
    expect(effects.endSession).toHaveBeenCalledTimes(1);
  });
});
