import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { installGuide } from '../../src/content/install-guide';
import { createVideoEmbedActors } from '../../src/machines/video-embed/actors';
import { videoEmbedMachine } from '../../src/machines/video-embed/machine';
import { selectIsUnavailable, selectPlayerState } from '../../src/machines/video-embed/selectors';
import type { PlayerReport } from '../../src/services/video-player';

const { playerAnswerMs, playerLoadMs } = installGuide.video;
const startEmbed = () => createActor(videoEmbedMachine).start();
const unavailable = (actor: ReturnType<typeof startEmbed>) =>
  selectIsUnavailable(actor.getSnapshot());

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

  it("listens to the player watcher given for the page's frame, and stops it at the end", () => {
    const frame = {} as HTMLIFrameElement;
    let report: (event: PlayerReport) => void = () => {};
    const stopWatching = vi.fn();
    const watchEmbeddedPlayer = vi.fn((watched: HTMLIFrameElement, reporter: typeof report) => {
      expect(watched).toBe(frame);
      report = reporter;
      return stopWatching;
    });
    const embed = createActor(
      videoEmbedMachine.provide({
        actors: createVideoEmbedActors({ watchEmbeddedPlayer }, () => frame),
      }),
    ).start();
    report('frame.loaded');
    expect(selectPlayerState(embed.getSnapshot())).toBe('Answering');
    report('player.ready');
    expect(selectPlayerState(embed.getSnapshot())).toBe('Playing');
    report('player.failed');
    expect(unavailable(embed)).toBe(true);
    expect(stopWatching).toHaveBeenCalledOnce();
  });
});
