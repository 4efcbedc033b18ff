import type { SnapshotFrom } from 'xstate';
import type { heroWordsMachine } from './machine';

type HeroWordsSnapshot = SnapshotFrom<typeof heroWordsMachine>;

/** Which of the hero's words is shown now. */
export const selectWordIndex = (snapshot: HeroWordsSnapshot) => snapshot.context.index;
