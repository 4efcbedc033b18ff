import { assign, setup } from 'xstate';
import { securityPage } from '../../content/security';
import { type CloseAccountRequest, CloseAccountRequestSchema } from '../../services/contract';
import { ApiRequestError } from '../../services/http';
import { editingTransitions } from '../form/editing';
import { changeField, collectIssues, type FieldIssue } from '../form/fields';
import { loggedOutState } from '../load-list';
import { notProvided } from '../not-provided';
import { serverMessage } from '../server-message';
import { endSessionOnUnauthorized, isUnauthorizedGuard } from '../signed-in-call';

const texts = securityPage.data;

export type CloseField = 'password' | 'code';

type CloseContext = {
  values: Record<CloseField, string>;
  issues: FieldIssue[];
  error: string | null;
  /** The server asked for the second factor's code: the field shows from then on. */
  needsCode: boolean;
};

export type CloseAccountEvent =
  | { type: 'close.request' }
  | { type: 'close.cancel' }
  | { type: 'field.change'; field: CloseField; value: string }
  | { type: 'form.submit' };

const start: CloseContext = {
  values: { password: '', code: '' },
  issues: [],
  error: null,
  needsCode: false,
};

/** What is sent: the password, and the code once it is asked for. */
const requestOf = ({ values, needsCode }: CloseContext): CloseAccountRequest =>
  needsCode ? values : { password: values.password };

/** A 403 about the code: the account has a second factor, and its code was missing or wrong. */
const asksForCode = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 403 && Boolean(error.body?.errors?.code);

/**
 * "Close my account" (issue 35): asked for, then confirmed in a dialog with the password (and
 * the second factor's code when the server asks for it). Closed, the session ends for good
 * (`accountClosed` signs out); a refusal keeps the dialog open with its reason; cancelling
 * forgets what was typed.
 */
export const closeAccountMachine = setup({
  types: {
    context: {} as CloseContext,
    events: {} as CloseAccountEvent,
  },
  actors: {
    closeAccount: notProvided<void, CloseAccountRequest>('closeAccount'),
  },
  actions: {
    endSession: () => {},
    accountClosed: () => {},
    reset: assign(start),
    assignField: assign(({ context, event }) => changeField(context, event)),
    assignIssues: assign(({ context }) => ({
      issues: collectIssues(CloseAccountRequestSchema, requestOf(context)),
      error: null,
    })),
    clearMessages: assign({ issues: [], error: null }),
    assignFailure: assign(({ context }, error: unknown) => ({
      error: serverMessage(error) ?? texts.closeFailed,
      needsCode: context.needsCode || asksForCode(error),
    })),
  },
  guards: {
    isFormValid: ({ context }) =>
      collectIssues(CloseAccountRequestSchema, requestOf(context)).length === 0,
    isUnauthorized: isUnauthorizedGuard,
  },
}).createMachine({
  id: 'closeAccount',
  context: start,
  initial: 'Idle',
  states: {
    Idle: { on: { 'close.request': 'Confirming' } },
    Confirming: {
      description: 'The dialog asks for the password (and the code); a refusal shows here.',
      on: {
        ...editingTransitions('Closing'),
        'close.cancel': { target: 'Idle', actions: 'reset' },
      },
    },
    Closing: {
      tags: ['busy'],
      invoke: {
        id: 'closeAccount',
        src: 'closeAccount',
        input: ({ context }) => requestOf(context),
        onDone: 'Closed',
        onError: [
          endSessionOnUnauthorized('LoggedOut'),
          {
            target: 'Confirming',
            actions: {
              type: 'assignFailure',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
          },
        ],
      },
    },
    Closed: {
      description: 'The account is closed: the browser signs out.',
      type: 'final',
      entry: 'accountClosed',
    },
    LoggedOut: loggedOutState,
  },
});
