import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { promo } from '../../src/content/hero';
import { createCopyConfirmationActors } from '../../src/machines/copy-confirmation/actors';
import { copyConfirmationMachine } from '../../src/machines/copy-confirmation/machine';
import { selectHasFailed, selectIsCopied } from '../../src/machines/copy-confirmation/selectors';

function startCopier(write: (text: string) => Promise<void>) {
  const writeClipboard = vi.fn(write);
  const actor = createActor(
    copyConfirmationMachine.provide({
      actors: createCopyConfirmationActors({ copyText: writeClipboard }),
    }),
    { input: { text: promo.defaultCode } },
  ).start();
  return { actor, writeClipboard };
}

describe('copy confirmation machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the promo code to the clipboard and confirms for 2 s', async () => {
    const { actor, writeClipboard } = startCopier(async () => {});
    actor.send({ type: 'code.copy' });
    await vi.advanceTimersByTimeAsync(0);
    expect(writeClipboard).toHaveBeenCalledWith(promo.defaultCode);
    expect(selectIsCopied(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(1999);
    expect(selectIsCopied(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('Idle');
  });

  it('starts the 2 s over when clicked again during the confirmation', async () => {
    const { actor, writeClipboard } = startCopier(async () => {});
    actor.send({ type: 'code.copy' });
    await vi.advanceTimersByTimeAsync(1500);
    actor.send({ type: 'code.copy' });
    await vi.advanceTimersByTimeAsync(1500);
    expect(selectIsCopied(actor.getSnapshot())).toBe(true);
    expect(writeClipboard).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().value).toBe('Idle');
  });

  it('says so for 2 s when the browser refuses the clipboard', async () => {
    const { actor } = startCopier(async () => {
      throw new Error('denied');
    });
    actor.send({ type: 'code.copy' });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().value).toBe('Idle');
  });
});
