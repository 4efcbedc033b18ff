import { assign, setup } from 'xstate';
import { securityPage } from '../../content/security';
import { type PasswordChangeRequest, PasswordChangeRequestSchema } from '../../services/contract';
import { editingTransitions } from '../form/editing';
import { changeField, collectIssues, type FieldIssue } from '../form/fields';
import { loggedOutState } from '../load-list';
import { notProvided } from '../not-provided';
import { serverMessage } from '../server-message';
import { endSessionOnUnauthorized, isUnauthorizedGuard } from '../signed-in-call';
import { failure, type Notice, success } from '../wizard-notice';

const texts = securityPage.password;

export type PasswordField = keyof PasswordChangeRequest;

type PasswordContext = {
  values: Record<PasswordField, string>;
  issues: FieldIssue[];
  notice: Notice | null;
};

export type PasswordChangeEvent =
  | { type: 'field.change'; field: PasswordField; value: string }
  | { type: 'form.submit' };

const emptyValues = { currentPassword: '', newPassword: '' };

/**
 * The Security page's password card (issue 35): the current password and a new one by the
 * spec's rules, checked before any call; sent once, then the fields clear and the success says
 * the other browsers were signed out, or the server's reason shows (a wrong current password,
 * a limit). A 401 ends the session.
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordContext,
    events: {} as PasswordChangeEvent,
  },
  actors: {
    changePassword: notProvided<void, PasswordChangeRequest>('changePassword'),
  },
  actions: {
    endSession: () => {},
    assignField: assign(({ context, event }) => changeField(context, event)),
    assignIssues: assign(({ context }) => ({
      issues: collectIssues(PasswordChangeRequestSchema, context.values),
      notice: null,
    })),
    clearMessages: assign({ issues: [], notice: null }),
    assignChanged: assign({ values: emptyValues, notice: success(texts.changed) }),
    assignFailure: assign((_, error: unknown) => ({
      notice: failure(serverMessage(error) ?? texts.failed),
    })),
  },
  guards: {
    isFormValid: ({ context }) =>
      collectIssues(PasswordChangeRequestSchema, context.values).length === 0,
    isUnauthorized: isUnauthorizedGuard,
  },
}).createMachine({
  id: 'passwordChange',
  context: { values: emptyValues, issues: [], notice: null },
  initial: 'Editing',
  states: {
    Editing: { on: editingTransitions('Saving') },
    Saving: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => context.values,
        onDone: { target: 'Editing', actions: 'assignChanged' },
        onError: [
          endSessionOnUnauthorized('LoggedOut'),
          {
            target: 'Editing',
            actions: {
              type: 'assignFailure',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
          },
        ],
      },
    },
    LoggedOut: loggedOutState,
  },
});
