import { fromCallback } from 'xstate';
import type { watchEmbeddedPlayer } from '../../services/video-player';
import type { VideoEmbedEvent } from './machine';

/** The player's watcher the machine listens to: the video site's in the app, a fake in tests. */
export type VideoPlayerApi = { watchEmbeddedPlayer: typeof watchEmbeddedPlayer };

/** `frame` gives the player's frame once it is in the page (the view's ref). */
export const createVideoEmbedActors = (
  player: VideoPlayerApi,
  frame: () => HTMLIFrameElement | null,
) => ({
  watchPlayer: fromCallback<VideoEmbedEvent>(({ sendBack }) => {
    const element = frame();
    return element ? player.watchEmbeddedPlayer(element, (type) => sendBack({ type })) : () => {};
  }),
});
