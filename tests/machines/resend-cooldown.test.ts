import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { resendCooldownMachine } from '../../src/machines/resend-cooldown/machine';

describe('resend cooldown machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is ready until a code is sent', () => {
    const actor = createActor(resendCooldownMachine, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('Ready');
    vi.advanceTimersByTime(120_000);
    expect(actor.getSnapshot().value).toBe('Ready');
  });

  it('counts down from 60 one second at a time, then is ready again', () => {
    const actor = createActor(resendCooldownMachine, { input: {} }).start();
    actor.send({ type: 'cooldown.start' });
    expect(actor.getSnapshot().value).toBe('CoolingDown');
    expect(actor.getSnapshot().context.remaining).toBe(60);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.remaining).toBe(59);
    vi.advanceTimersByTime(58_000);
    expect(actor.getSnapshot().context.remaining).toBe(1);
    expect(actor.getSnapshot().hasTag('coolingDown')).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('Ready');
  });

  it('starts again from the top when another code is sent meanwhile', () => {
    const actor = createActor(resendCooldownMachine, { input: {} }).start();
    actor.send({ type: 'cooldown.start' });
    vi.advanceTimersByTime(30_000);
    actor.send({ type: 'cooldown.start' });
    expect(actor.getSnapshot().context.remaining).toBe(60);
    vi.advanceTimersByTime(59_000);
    expect(actor.getSnapshot().value).toBe('CoolingDown');
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('Ready');
  });

  it('takes another length as input', () => {
    const actor = createActor(resendCooldownMachine, { input: { seconds: 2 } }).start();
    actor.send({ type: 'cooldown.start' });
    vi.advanceTimersByTime(2000);
    expect(actor.getSnapshot().value).toBe('Ready');
  });
});
