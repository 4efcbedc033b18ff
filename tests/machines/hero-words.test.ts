import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { aiAgentHero } from '../../src/content/hero';
import { heroWordsMachine } from '../../src/machines/hero-words/machine';

describe('hero words machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const words = aiAgentHero.words.map((word) => word.text);
  const start = () => createActor(heroWordsMachine, { input: { count: words.length } }).start();
  const shown = (actor: ReturnType<typeof start>) => words[actor.getSnapshot().context.index];

  it('lists the five words of the spec in order', () => {
    expect(words).toEqual(['Future', 'Stocks', 'Crypto', 'Option', 'Forex']);
  });

  it('shows each word for 2000 ms, in order, then wraps to the first', () => {
    const actor = start();
    const seen = [shown(actor)];
    for (let i = 0; i < 6; i++) {
      vi.advanceTimersByTime(1999);
      expect(shown(actor)).toBe(seen.at(-1));
      vi.advanceTimersByTime(1);
      seen.push(shown(actor));
    }
    expect(seen).toEqual(['Future', 'Stocks', 'Crypto', 'Option', 'Forex', 'Future', 'Stocks']);
    actor.stop();
  });

  it('animates Crypto in 0.75 s and every other word in 0.3 s', () => {
    for (const word of aiAgentHero.words) {
      expect(word.animationSeconds).toBe(word.text === 'Crypto' ? 0.75 : 0.3);
    }
  });

  it('stops changing once stopped (the view unmounted)', () => {
    const actor = start();
    actor.stop();
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().context.index).toBe(0);
  });
});
