import { assign, setup } from 'xstate';
import type { LoginRequest, SessionResponse } from '../../services/contract';
import { LoginFormSchema } from '../auth-form-schemas';
import { changeField, collectIssues, type FormContext } from '../form/fields';
import { notProvided } from '../not-provided';
import { loginFailureMessage } from './failure-message';

export type LoginValues = { username: string; password: string };
export type LoginField = keyof LoginValues;

type LoginContext = FormContext<LoginValues> & {
  /** What the server or the network said (spec section 8), shown in an alert. */
  errorMessage: string | null;
};

type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'form.submit' };

/**
 * Login (spec section 4): idle, then loading (spinner, button disabled), then success (a new
 * session, then /customer) or an error alert. Problems found before any call (spec section 5)
 * show under their fields. The call, the session hand-over and navigation are injected.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    login: notProvided<SessionResponse, LoginRequest>('login'),
  },
  actions: {
    startSession: (_, _session: SessionResponse) => {},
    goToCustomer: () => {},
    assignField: assign(({ context, event }) => changeField(context, event)),
    assignIssues: assign(({ context }) => ({
      issues: collectIssues(LoginFormSchema, context.values),
      errorMessage: null,
    })),
    clearErrors: assign({ issues: [], errorMessage: null }),
    assignFailure: assign((_, params: { error: unknown }) => ({
      errorMessage: loginFailureMessage(params.error),
    })),
  },
  guards: {
    isFormValid: ({ context }) => collectIssues(LoginFormSchema, context.values).length === 0,
  },
}).createMachine({
  id: 'login',
  context: { values: { username: '', password: '' }, issues: [], errorMessage: null },
  initial: 'Idle',
  states: {
    Idle: {
      on: {
        'field.change': { actions: 'assignField' },
        'form.submit': [
          { guard: 'isFormValid', target: 'Submitting', actions: 'clearErrors' },
          { actions: 'assignIssues' },
        ],
      },
    },
    Submitting: {
      tags: ['busy', 'loading'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({
          username: context.values.username.trim(),
          password: context.values.password,
        }),
        onDone: {
          target: 'Succeeded',
          actions: [{ type: 'startSession', params: ({ event }) => event.output }, 'goToCustomer'],
        },
        onError: {
          target: 'Idle',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    Succeeded: { type: 'final' },
  },
});
