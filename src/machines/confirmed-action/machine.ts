import { assign, setup } from 'xstate';
import { confirmedActionTexts } from '../../content/admin/common';
import { secondFactorErrorCodes, secondFactorMessages } from '../../services/contract';
import { ApiRequestError } from '../../services/http';
import { notProvided } from '../not-provided';
import { serverMessage } from '../server-message';
import { endSessionOnUnauthorized, isUnauthorizedGuard } from '../signed-in-call';

type ActionContext = {
  /** What the action is about to do (which customer, which date): shown while confirming. */
  request: unknown;
  errorMessage: string | null;
  /** The code typed for sudo mode, when the server asked for the second factor again. */
  code: string;
};

/** The server ran no action: the session's last second factor is too old for it (sudo mode). */
const asksForFreshSecondFactor = (error: unknown) =>
  error instanceof ApiRequestError &&
  error.status === 403 &&
  error.body?.data?.code === secondFactorErrorCodes.notFresh;

export type ConfirmedActionEvent =
  /** A button asks for the action: nothing happens until it is confirmed. */
  | { type: 'action.request'; request: unknown }
  | { type: 'action.confirm' }
  | { type: 'action.cancel' }
  /** The success or failure was read: back to rest. */
  | { type: 'action.dismiss' }
  /** The code for sudo mode, as it is typed. */
  | { type: 'code.change'; value: string };

/**
 * An operator's action that changes something for someone else (lock an account, publish a
 * release): asked for, confirmed in a dialog, then run once; the dialog stays open with the
 * reason when it fails, so it can be tried again or cancelled. `actionDone` tells the page to
 * reload what the action changed. A weighty action the server refuses for an old second factor
 * (403 NSK-4032, sudo mode, issue 35) asks for a code in the same dialog, gives it, then runs
 * once more: every weighty action of the console gets this by being a confirmed action.
 */
export const confirmedActionMachine = setup({
  types: {
    context: {} as ActionContext,
    events: {} as ConfirmedActionEvent,
  },
  actors: {
    run: notProvided<unknown, { request: unknown }>('run'),
    confirmSecondFactor: notProvided<unknown, { code: string }>('confirmSecondFactor'),
  },
  actions: {
    /** The server no longer knows the session: the session machine signs out. */
    endSession: () => {},
    /** The action is done: the page reloads what it changed. */
    actionDone: () => {},
    setRequest: assign({
      request: (_, { request }: { request: unknown }) => request,
      errorMessage: null,
    }),
    clear: assign({ request: null, errorMessage: null, code: '' }),
    askForCode: assign({ errorMessage: null, code: '' }),
    setCode: assign({ code: (_, { value }: { value: string }) => value, errorMessage: null }),
    assignCodeRequired: assign({ errorMessage: secondFactorMessages.codeRequired }),
    assignFailure: assign({
      errorMessage: (_, { error }: { error: unknown }) =>
        serverMessage(error) ?? confirmedActionTexts.failed,
    }),
  },
  guards: {
    isUnauthorized: isUnauthorizedGuard,
    asksForFreshSecondFactor: (_, { error }: { error: unknown }) => asksForFreshSecondFactor(error),
    hasCode: ({ context }) => context.code.trim() !== '',
  },
}).createMachine({
  id: 'confirmedAction',
  context: { request: null, errorMessage: null, code: '' },
  initial: 'Idle',
  states: {
    Idle: {
      on: {
        'action.request': {
          target: 'Confirming',
          actions: { type: 'setRequest', params: ({ event }) => ({ request: event.request }) },
        },
      },
    },
    Confirming: {
      description: 'The dialog asks to confirm; a failure shows its reason here.',
      on: {
        'action.confirm': 'Running',
        'action.cancel': { target: 'Idle', actions: 'clear' },
      },
    },
    Running: {
      tags: ['loading'],
      invoke: {
        id: 'run',
        src: 'run',
        input: ({ context }) => ({ request: context.request }),
        onDone: { target: 'Done', actions: 'actionDone' },
        onError: [
          endSessionOnUnauthorized('Idle', 'clear'),
          {
            guard: {
              type: 'asksForFreshSecondFactor',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'GivingSecondFactor',
            actions: 'askForCode',
          },
          {
            target: 'Confirming',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    GivingSecondFactor: {
      description:
        'Sudo mode: the server ran nothing and asks for a code again (the last one is over 10 minutes old).',
      on: {
        'code.change': {
          actions: { type: 'setCode', params: ({ event }) => ({ value: event.value }) },
        },
        'action.confirm': [
          { guard: 'hasCode', target: 'CheckingSecondFactor' },
          { actions: 'assignCodeRequired' },
        ],
        'action.cancel': { target: 'Idle', actions: 'clear' },
      },
    },
    CheckingSecondFactor: {
      tags: ['loading'],
      invoke: {
        id: 'confirmSecondFactor',
        src: 'confirmSecondFactor',
        input: ({ context }) => ({ code: context.code.trim() }),
        // Given: the action runs now, as confirmed before.
        onDone: { target: 'Running', actions: 'askForCode' },
        onError: [
          endSessionOnUnauthorized('Idle', 'clear'),
          {
            target: 'GivingSecondFactor',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    Done: {
      tags: ['success'],
      on: {
        'action.dismiss': { target: 'Idle', actions: 'clear' },
        'action.request': {
          target: 'Confirming',
          actions: { type: 'setRequest', params: ({ event }) => ({ request: event.request }) },
        },
      },
    },
  },
});
