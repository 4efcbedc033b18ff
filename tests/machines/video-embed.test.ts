import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { installGuide } from '../../src/content/install-guide';
import { videoEmbedMachine } from '../../src/machines/video-embed/machine';

const { playerAnswerMs, playerLoadMs } = installGuide.video;
const startEmbed = () => createActor(videoEmbedMachine).start();
const unavailable = (actor: ReturnType<typeof startEmbed>) =>
  actor.getSnapshot().hasTag('unavailable');

describe('video embed machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a player that answers, however long the video plays', () => {
    const embed = startEmbed();
    embed.send({ type: 'frame.loaded' });
    embed.send({ type: 'player.ready' });
    vi.advanceTimersByTime(playerLoadMs * 10);
    expect(embed.getSnapshot().value).toBe('Playing');
    expect(unavailable(embed)).toBe(false);
  });

  it('offers the link when a loaded frame holds no player after the answer time', () => {
    const embed = startEmbed();
    vi.advanceTimersByTime(1000);
    embed.send({ type: 'frame.loaded' });
    vi.advanceTimersByTime(playerAnswerMs - 1);
    expect(unavailable(embed)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(unavailable(embed)).toBe(true);
  });

  it('offers the link when the frame never loads', () => {
    const embed = startEmbed();
    vi.advanceTimersByTime(playerLoadMs - 1);
    expect(unavailable(embed)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(unavailable(embed)).toBe(true);
  });

  it('offers the link at once when the player cannot play the video', () => {
    for (const before of [[], [{ type: 'frame.loaded' }], [{ type: 'player.ready' }]] as const) {
      const embed = startEmbed();
      for (const event of before) embed.send(event);
      embed.send({ type: 'player.failed' });
      expect(unavailable(embed)).toBe(true);
    }
  });
});
