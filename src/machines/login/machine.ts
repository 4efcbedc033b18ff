import { assign, fromPromise, setup } from 'xstate';
import type { AuthApi } from '../../services/auth';
import { loginErrorMessage } from '../../services/auth';
import type { SessionResponse } from '../../services/contract';
import { LoginFormSchema } from '../auth-form-schemas';
import { collectIssues, type FieldIssue } from '../form/fields';
import { notProvided } from '../not-provided';

export type LoginField = 'username' | 'password';

type LoginContext = {
  username: string;
  password: string;
  /** Problems found before any call (spec section 5), shown under their fields. */
  fieldIssues: FieldIssue[];
  /** What the server or the network said (spec section 8), shown in an alert. */
  errorMessage: string | null;
};

type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'form.submit' };

export type LoginCredentials = { username: string; password: string };

/**
 * Login (spec section 4): idle, then loading (spinner, button disabled), then success (a new
 * session, then /customer) or an error alert. The call, the session hand-over and navigation
 * are injected.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    login: notProvided<SessionResponse, LoginCredentials>('login'),
  },
  actions: {
    startSession: (_, _session: SessionResponse) => {},
    goToCustomer: () => {},
    assignField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      return {
        [event.field]: event.value,
        fieldIssues: context.fieldIssues.filter((issue) => issue.field !== event.field),
      };
    }),
    assignFieldIssues: assign(({ context }) => ({
      fieldIssues: collectIssues(LoginFormSchema, context),
      errorMessage: null,
    })),
    clearErrors: assign({ fieldIssues: [], errorMessage: null }),
    assignFailure: assign((_, params: { error: unknown }) => ({
      errorMessage: loginErrorMessage(params.error),
    })),
  },
  guards: {
    isFormValid: ({ context }) => collectIssues(LoginFormSchema, context).length === 0,
  },
}).createMachine({
  id: 'login',
  context: { username: '', password: '', fieldIssues: [], errorMessage: null },
  initial: 'Idle',
  states: {
    Idle: {
      on: {
        'field.change': { actions: 'assignField' },
        'form.submit': [
          { guard: 'isFormValid', target: 'Submitting', actions: 'clearErrors' },
          { actions: 'assignFieldIssues' },
        ],
      },
    },
    Submitting: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({
          username: context.username.trim(),
          password: context.password,
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

/** The real call, bound where the login screen mounts the machine. */
export const loginActors = (api: Pick<AuthApi, 'login'>) => ({
  login: fromPromise<SessionResponse, LoginCredentials>(({ input }) => api.login(input)),
});
