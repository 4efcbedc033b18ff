import type { PathModel } from './path-model';

export const docsCountdownModel: PathModel = {
  inputs: [undefined],
  events: [{ type: 'countdown.start' }],
  invariants: [
    {
      description: 'the count stays between 0 and 5',
      holds: ({ context }) => context.remaining >= 0 && context.remaining <= 5,
    },
    {
      description: 'counting shows 5 down to 1: at 0 the documentation opens at once',
      holds: (snapshot) =>
        !snapshot.matches('Counting') ||
        (snapshot.context.remaining >= 1 && snapshot.context.remaining <= 5),
    },
    {
      description: 'waiting for a click, the button offers the full 5 seconds',
      holds: (snapshot) => !snapshot.matches('Idle') || snapshot.context.remaining === 5,
    },
  ],
};
