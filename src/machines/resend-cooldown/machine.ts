import { assign, setup } from 'xstate';

/** Spec section 9: a new code may be asked for 60 s after the last one was sent. */
export const RESEND_COOLDOWN_SECONDS = 60;

/**
 * The resend control's countdown (spec section 4): after a code is sent it counts down from
 * 60, one named second at a time, and the view shows 'Resend available in Ns' until it is
 * Ready again.
 */
export const resendCooldownMachine = setup({
  types: {
    context: {} as { remaining: number; seconds: number },
    input: {} as { seconds?: number },
    events: {} as { type: 'cooldown.start' },
  },
  actions: {
    restart: assign(({ context }) => ({ remaining: context.seconds })),
    tick: assign(({ context }) => ({ remaining: context.remaining - 1 })),
  },
  guards: {
    isOver: ({ context }) => context.remaining <= 0,
  },
  delays: { oneSecond: 1000 },
}).createMachine({
  id: 'resendCooldown',
  context: ({ input }) => ({ remaining: 0, seconds: input.seconds ?? RESEND_COOLDOWN_SECONDS }),
  initial: 'Ready',
  states: {
    Ready: {
      on: { 'cooldown.start': { target: 'CoolingDown', actions: 'restart' } },
    },
    CoolingDown: {
      tags: ['coolingDown'],
      always: { guard: 'isOver', target: 'Ready' },
      after: { oneSecond: { target: 'CoolingDown', reenter: true, actions: 'tick' } },
      on: { 'cooldown.start': { target: 'CoolingDown', reenter: true, actions: 'restart' } },
    },
  },
});
