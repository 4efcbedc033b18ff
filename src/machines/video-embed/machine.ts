import { fromCallback, setup } from 'xstate';
import { installGuide } from '../../content/install-guide';

export type VideoEmbedEvent =
  | { type: 'frame.loaded' }
  | { type: 'player.ready' }
  | { type: 'player.failed' };

/**
 * The tutorial video's embedded player: the frame loads, then the player says it is there (or
 * that it cannot play this video). A frame that loads without a player answering holds the
 * browser's error page (the video site is unreachable or blocked), so after a short wait the
 * view offers a plain link instead; a player that never loads at all gets the same, later.
 * `watchPlayer` (injected) reports the frame's load and the player's messages.
 */
export const videoEmbedMachine = setup({
  types: {
    events: {} as VideoEmbedEvent,
    tags: {} as 'loading' | 'unavailable',
  },
  actors: {
    watchPlayer: fromCallback<VideoEmbedEvent>(() => () => {}),
  },
  delays: {
    playerAnswerTime: installGuide.video.playerAnswerMs,
    playerLoadTime: installGuide.video.playerLoadMs,
  },
}).createMachine({
  id: 'videoEmbed',
  invoke: { id: 'watchPlayer', src: 'watchPlayer' },
  initial: 'Loading',
  states: {
    Loading: {
      description: 'The frame is loading.',
      tags: ['loading'],
      after: { playerLoadTime: 'Unavailable' },
      on: {
        'frame.loaded': 'Answering',
        'player.ready': 'Playing',
        'player.failed': 'Unavailable',
      },
    },
    Answering: {
      description: 'The frame has loaded; the player has a moment to say it is there.',
      tags: ['loading'],
      after: { playerAnswerTime: 'Unavailable' },
      on: { 'player.ready': 'Playing', 'player.failed': 'Unavailable' },
    },
    Playing: {
      on: { 'player.failed': 'Unavailable' },
    },
    Unavailable: {
      description: 'No player, or one that cannot play the video: the view offers a link.',
      tags: ['unavailable'],
      type: 'final',
    },
  },
});
