import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { docsCountdownMachine } from '../../src/machines/docs-countdown/machine';

function startCountdown() {
  const openDocumentation = vi.fn();
  const actor = createActor(
    docsCountdownMachine.provide({ actions: { openDocumentation } }),
  ).start();
  return { actor, openDocumentation };
}

describe('documentation countdown machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits, showing 5, until the button is clicked', () => {
    const { actor, openDocumentation } = startCountdown();
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().value).toBe('Idle');
    expect(actor.getSnapshot().context.remaining).toBe(5);
    expect(openDocumentation).not.toHaveBeenCalled();
  });

  it('counts 5, 4, 3, 2, 1 a second apart, opens the docs at 0 and resets to 5', () => {
    const { actor, openDocumentation } = startCountdown();
    const counts: number[] = [];
    actor.subscribe((snapshot) => {
      if (counts.at(-1) !== snapshot.context.remaining) counts.push(snapshot.context.remaining);
    });
    actor.send({ type: 'countdown.start' });
    expect(actor.getSnapshot().hasTag('counting')).toBe(true);
    for (let second = 1; second <= 4; second++) {
      vi.advanceTimersByTime(1000);
      expect(actor.getSnapshot().context.remaining).toBe(5 - second);
      expect(openDocumentation).not.toHaveBeenCalled();
    }
    vi.advanceTimersByTime(999);
    expect(openDocumentation).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(openDocumentation).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('Idle');
    expect(actor.getSnapshot().context.remaining).toBe(5);
    expect(counts).toEqual([5, 4, 3, 2, 1, 5]);
  });

  it('ignores further clicks while counting, and can run again afterwards', () => {
    const { actor, openDocumentation } = startCountdown();
    actor.send({ type: 'countdown.start' });
    vi.advanceTimersByTime(2500);
    actor.send({ type: 'countdown.start' });
    expect(actor.getSnapshot().context.remaining).toBe(3);
    vi.advanceTimersByTime(2500);
    expect(openDocumentation).toHaveBeenCalledOnce();

    actor.send({ type: 'countdown.start' });
    vi.advanceTimersByTime(5000);
    expect(openDocumentation).toHaveBeenCalledTimes(2);
  });
});
