import type { PathModel } from './path-model';

export const resendCooldownModel: PathModel = {
  inputs: [{}, { seconds: 3 }],
  events: [{ type: 'cooldown.start' }],
  invariants: [
    {
      description: 'the remaining seconds stay within 0..60',
      holds: ({ context }) => context.remaining >= 0 && context.remaining <= 60,
    },
    {
      description: 'resend is ready only at 0, and never while counting',
      holds: (snapshot) =>
        snapshot.matches('Ready')
          ? snapshot.context.remaining === 0
          : snapshot.context.remaining > 0,
    },
  ],
};
