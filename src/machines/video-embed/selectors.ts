import type { SnapshotFrom } from 'xstate';
import type { videoEmbedMachine } from './machine';

type VideoEmbedSnapshot = SnapshotFrom<typeof videoEmbedMachine>;

/** No player, or one that cannot play the video: the view offers a plain link instead. */
export const selectIsUnavailable = (snapshot: VideoEmbedSnapshot) => snapshot.hasTag('unavailable');

/** The state's name, which the page exposes (`data-player`) for the browser tests. */
export const selectPlayerState = (snapshot: VideoEmbedSnapshot) => String(snapshot.value);
