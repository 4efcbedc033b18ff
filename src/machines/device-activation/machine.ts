import { assign, setup } from 'xstate';
import { deviceActivationPage as texts } from '../../content/devices';
import type { PendingDevice } from '../../services/contract';
import {
  type DeviceDecision,
  type DeviceDecisionOutcome,
  normaliseUserCode,
} from '../../services/devices';
import { loggedOutState } from '../load-list';
import { notProvided } from '../not-provided';
import { endSessionOnUnauthorized, isNotFoundGuard, isUnauthorizedGuard } from '../signed-in-call';

type ActivationContext = {
  /** The code as typed (or as the link pre-filled it). */
  typed: string;
  /** The waiting device, once its code was found. */
  device: PendingDevice | null;
  /** The plan's device limit, when approving would pass it. */
  limit: number | null;
  /**
   * With the limit: the account used the sign-ins it may make beyond it in 30 days (issue 36),
   * and the next is possible at this time (ISO).
   */
  nextSignInAt: string | null;
  error: string | null;
};

export type DeviceActivationEvent =
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  | { type: 'decision.approve' }
  | { type: 'decision.deny' };

type DecisionInput = { userCode: string; decision: DeviceDecision };

/** Approving past the plan's device limit is refused with the limit; only approving can be. */
const approved = [
  {
    guard: {
      type: 'isOverLimit',
      params: ({ event }: { event: { output: DeviceDecisionOutcome } }) => event.output,
    },
    target: 'OverLimit',
    actions: {
      type: 'assignLimit',
      params: ({ event }: { event: { output: DeviceDecisionOutcome } }) => event.output,
    },
  },
  { target: 'Approved' },
] as const;

/** A decision's call: approve or deny the device on screen, with the errors both share. */
const deciding = <const TId extends DeviceDecision, const TDone>(decision: TId, onDone: TDone) =>
  ({
    tags: ['busy'],
    invoke: {
      id: decision,
      src: 'decide',
      input: ({ context }: { context: ActivationContext }) => ({
        userCode: context.device?.userCode ?? '',
        decision,
      }),
      onDone,
      onError: [
        endSessionOnUnauthorized('LoggedOut'),
        {
          guard: {
            type: 'isNotFound',
            params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
          },
          target: 'EnteringCode',
          actions: { type: 'forgetDevice', params: { error: texts.expiredCode } },
        },
        {
          target: 'Found',
          actions: { type: 'assignError', params: { error: texts.decisionFailed } },
        },
      ],
    },
  }) as const;

/**
 * /customer/devices/activate (issue 18): the customer enters the user code a desktop tool shows
 * (or arrives with it from the tool's link), sees which device it is, and approves or denies
 * it. Approving past the plan's device limit asks to sign out another device first. A code the
 * server does not know, or no longer knows (expired or used), returns to the code entry with a
 * message. A 401 ends the session.
 */
export const deviceActivationMachine = setup({
  types: {
    context: {} as ActivationContext,
    input: {} as { code: string | null },
    events: {} as DeviceActivationEvent,
  },
  actors: {
    lookUp: notProvided<PendingDevice, { userCode: string }>('lookUp'),
    decide: notProvided<DeviceDecisionOutcome, DecisionInput>('decide'),
  },
  actions: {
    endSession: () => {},
    assignTyped: assign((_, value: string) => ({ typed: value, error: null })),
    /** The field shows the code the way the desktop does once it is looked up. */
    normaliseTyped: assign(({ context }) => ({
      typed: normaliseUserCode(context.typed) ?? context.typed,
    })),
    assignDevice: assign((_, device: PendingDevice) => ({
      device,
      error: null,
      limit: null,
      nextSignInAt: null,
    })),
    assignLimit: assign((_, outcome: DeviceDecisionOutcome) => ({
      limit: outcome.status === 'overLimit' ? outcome.limit : null,
      nextSignInAt: outcome.status === 'overLimit' ? (outcome.nextSignInAt ?? null) : null,
      error: null,
    })),
    assignError: assign((_, { error }: { error: string }) => ({ error })),
    forgetDevice: assign((_, { error }: { error: string }) => ({
      device: null,
      limit: null,
      nextSignInAt: null,
      error,
    })),
  },
  guards: {
    hasValidCode: ({ context }) => normaliseUserCode(context.typed) !== null,
    isOverLimit: (_, outcome: DeviceDecisionOutcome) => outcome.status === 'overLimit',
    isNotFound: isNotFoundGuard,
    isUnauthorized: isUnauthorizedGuard,
  },
}).createMachine({
  id: 'deviceActivation',
  context: ({ input }) => ({
    typed: input.code ?? '',
    device: null,
    limit: null,
    nextSignInAt: null,
    error: null,
  }),
  initial: 'Starting',
  states: {
    Starting: {
      description: 'A code from the desktop’s link is looked up at once; otherwise it is typed.',
      always: [{ guard: 'hasValidCode', target: 'LookingUp' }, { target: 'EnteringCode' }],
    },
    EnteringCode: {
      on: {
        'code.change': {
          actions: { type: 'assignTyped', params: ({ event }) => event.value },
        },
        'code.submit': [
          { guard: 'hasValidCode', target: 'LookingUp' },
          { actions: { type: 'assignError', params: { error: texts.invalidCode } } },
        ],
      },
    },
    LookingUp: {
      tags: ['busy', 'loading'],
      entry: 'normaliseTyped',
      invoke: {
        id: 'lookUp',
        src: 'lookUp',
        input: ({ context }) => ({ userCode: context.typed }),
        onDone: {
          target: 'Found',
          actions: { type: 'assignDevice', params: ({ event }) => event.output },
        },
        onError: [
          endSessionOnUnauthorized('LoggedOut'),
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'EnteringCode',
            actions: { type: 'assignError', params: { error: texts.unknownCode } },
          },
          {
            target: 'EnteringCode',
            actions: { type: 'assignError', params: { error: texts.lookupFailed } },
          },
        ],
      },
    },
    Found: {
      description: 'The device waiting for this code: its name, platform and version.',
      on: { 'decision.approve': 'Approving', 'decision.deny': 'Denying' },
    },
    Approving: deciding('approve', approved),
    Denying: deciding('deny', 'Denied'),
    OverLimit: {
      description: 'The plan’s device limit is reached: sign out a device, then approve again.',
      on: { 'decision.approve': 'Approving', 'decision.deny': 'Denying' },
    },
    Approved: { type: 'final' },
    Denied: { type: 'final' },
    LoggedOut: loggedOutState,
  },
});
