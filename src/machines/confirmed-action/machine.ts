import { assign, setup } from 'xstate';
import { confirmedActionTexts } from '../../content/admin/common';
import { notProvided } from '../not-provided';
import { serverMessage } from '../server-message';
import { endSessionOnUnauthorized, isUnauthorizedGuard } from '../signed-in-call';

type ActionContext = {
  /** What the action is about to do (which customer, which date): shown while confirming. */
  request: unknown;
  errorMessage: string | null;
};

export type ConfirmedActionEvent =
  /** A button asks for the action: nothing happens until it is confirmed. */
  | { type: 'action.request'; request: unknown }
  | { type: 'action.confirm' }
  | { type: 'action.cancel' }
  /** The success or failure was read: back to rest. */
  | { type: 'action.dismiss' };

/**
 * An operator's action that changes something for someone else (lock an account, publish a
 * release): asked for, confirmed in a dialog, then run once; the dialog stays open with the
 * reason when it fails, so it can be tried again or cancelled. `actionDone` tells the page to
 * reload what the action changed.
 */
export const confirmedActionMachine = setup({
  types: {
    context: {} as ActionContext,
    events: {} as ConfirmedActionEvent,
  },
  actors: {
    run: notProvided<unknown, { request: unknown }>('run'),
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
    clear: assign({ request: null, errorMessage: null }),
    assignFailure: assign({
      errorMessage: (_, { error }: { error: unknown }) =>
        serverMessage(error) ?? confirmedActionTexts.failed,
    }),
  },
  guards: { isUnauthorized: isUnauthorizedGuard },
}).createMachine({
  id: 'confirmedAction',
  context: { request: null, errorMessage: null },
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
            target: 'Confirming',
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
