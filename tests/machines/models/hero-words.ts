import type { PathModel } from './path-model';

export const heroWordsModel: PathModel = {
  inputs: [{ count: 5 }],
  events: [],
  invariants: [
    {
      description: 'the word shown is always one of the 5 words',
      holds: ({ context }) => context.index >= 0 && context.index < 5,
    },
  ],
};
