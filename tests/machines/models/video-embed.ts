import { entered, type PathModel } from './path-model';

export const videoEmbedModel: PathModel = {
  inputs: [undefined],
  events: [{ type: 'frame.loaded' }, { type: 'player.ready' }, { type: 'player.failed' }],
  invariants: [
    {
      description: 'the link replaces the player only when it failed or never answered',
      holds: (snapshot, step) =>
        !entered('Unavailable', snapshot, step) ||
        step.event.type === 'player.failed' ||
        step.event.type.startsWith('xstate.after.'),
    },
    {
      description: 'a player that said it is there is not given up for silence',
      holds: (snapshot, step) =>
        !(entered('Unavailable', snapshot, step) && step.previous?.matches('Playing')) ||
        step.event.type === 'player.failed',
    },
  ],
};
