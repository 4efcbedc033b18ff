import { assign, setup } from 'xstate';
import { emergencyStopTexts } from '../../content/emergency-stop';
import type { StopState } from '../../services/contract';
import { notProvided } from '../not-provided';
import { serverMessage } from '../server-message';
import { endSessionOnUnauthorized, isUnauthorizedGuard } from '../signed-in-call';

type StopContext = {
  /** The stop as the server last answered it: null until the first answer. */
  state: StopState | null;
  /** Why the last load, stop or resume failed. */
  error: string | null;
};

export type EmergencyStopEvent =
  | { type: 'stop.request' }
  | { type: 'resume.request' }
  | { type: 'change.confirm' }
  | { type: 'change.cancel' }
  | { type: 'stop.retry' };

const outputParams = ({ event }: { event: { output: StopState } }) => event.output;
const keepState = { type: 'assignState', params: outputParams } as const;
/** A call's answer decides what is shown: stopped, or (the other branch) trading. */
const answeredStopped = {
  target: 'Stopped',
  guard: { type: 'isStopped', params: outputParams },
  actions: keepState,
} as const;
const answeredTrading = { target: 'Trading', actions: keepState } as const;

/**
 * The customer's emergency stop (issue 36): read once, shown as trading or stopped wherever the
 * signed-in area shows it (dashboard, Devices page, the phone's top bar: one actor for all).
 * Stopping and resuming are each asked, confirmed in a dialog and run once; a failure keeps the
 * dialog open with its reason, to try again or cancel. The server's answer decides the state
 * shown (a stop pressed elsewhere meanwhile included). A 401 ends the session.
 */
export const emergencyStopMachine = setup({
  types: {
    context: {} as StopContext,
    events: {} as EmergencyStopEvent,
  },
  actors: {
    loadStop: notProvided<StopState>('loadStop'),
    stop: notProvided<StopState>('stop'),
    resume: notProvided<StopState>('resume'),
  },
  actions: {
    endSession: () => {},
    assignState: assign((_, state: StopState) => ({ state, error: null })),
    assignError: assign({
      error: (_, { error }: { error: unknown }) =>
        serverMessage(error) ?? emergencyStopTexts.failed,
    }),
    clearError: assign({ error: null }),
  },
  guards: {
    isUnauthorized: isUnauthorizedGuard,
    isStopped: (_, state: StopState) => state.stopped,
  },
}).createMachine({
  id: 'emergencyStop',
  context: { state: null, error: null },
  initial: 'Loading',
  states: {
    Loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadStop',
        src: 'loadStop',
        onDone: [answeredStopped, answeredTrading],
        onError: [
          endSessionOnUnauthorized('LoggedOut'),
          {
            target: 'LoadFailed',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    LoadFailed: { on: { 'stop.retry': { target: 'Loading', actions: 'clearError' } } },
    Trading: { on: { 'stop.request': 'ConfirmingStop' } },
    ConfirmingStop: {
      description: 'The dialog asks to confirm the stop; a failure shows its reason here.',
      on: {
        'change.confirm': 'Stopping',
        'change.cancel': { target: 'Trading', actions: 'clearError' },
      },
    },
    Stopping: {
      tags: ['busy'],
      invoke: {
        id: 'stop',
        src: 'stop',
        onDone: [answeredStopped, answeredTrading],
        onError: [
          endSessionOnUnauthorized('LoggedOut'),
          {
            target: 'ConfirmingStop',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    Stopped: { on: { 'resume.request': 'ConfirmingResume' } },
    ConfirmingResume: {
      description: 'The dialog asks to confirm the resume; a failure shows its reason here.',
      on: {
        'change.confirm': 'Resuming',
        'change.cancel': { target: 'Stopped', actions: 'clearError' },
      },
    },
    Resuming: {
      tags: ['busy'],
      invoke: {
        id: 'resume',
        src: 'resume',
        onDone: [answeredStopped, answeredTrading],
        onError: [
          endSessionOnUnauthorized('LoggedOut'),
          {
            target: 'ConfirmingResume',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    LoggedOut: { type: 'final' },
  },
});
