import { assign, setup } from 'xstate';
import { authMessages } from '../../content/auth-messages';
import { secondFactorScreen } from '../../content/auth-screens';
import { passkeyTexts } from '../../content/passkeys';
import {
  isSecondFactorChallenge,
  type LoginAnswer,
  type LoginRequest,
  SECOND_FACTOR_TICKET_MS,
  type SecondFactorSignInRequest,
  type SessionResponse,
} from '../../services/contract';
import { PasskeyCeremonyError } from '../../services/passkey-ceremony';
import { LoginFormSchema } from '../auth-form-schemas';
import { changeField, collectIssues, type FormContext } from '../form/fields';
import { notProvided } from '../not-provided';
import { loginFailureMessage } from './failure-message';
import { codeIssue, type SecondStep, typedCode } from './second-step';

export type LoginValues = { username: string; password: string };
export type LoginField = keyof LoginValues;

type LoginContext = FormContext<LoginValues> & {
  /** What the server or the network said (spec section 8), shown in an alert. */
  errorMessage: string | null;
  /** After a right password, for an account with a second factor (issue 35). */
  secondStep: SecondStep | null;
};

type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'form.submit' }
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  /** Between the app's six digits and a recovery code. */
  | { type: 'method.toggle' }
  /** Back to the e-mail and password (the second step ended, or the person chose to). */
  | { type: 'signIn.restart' }
  /** "Sign in with a passkey" (issue 35). */
  | { type: 'passkey.start' };

/** A session from a passkey: started, then the next page, as after a password. */
const signedIn = [
  {
    type: 'startSession',
    params: ({ event }: { event: { output: SessionResponse } }) => event.output,
  },
  'goToCustomer',
] as const;

const codeMessages = {
  required: authMessages.login.codeRequired,
  appRule: authMessages.login.appCodeRule,
};

/**
 * Login (spec section 4): idle, then loading (spinner, button disabled), then success (a new
 * session, then /customer) or an error alert. Problems found before any call (spec section 5)
 * show under their fields. An account with a second factor (issue 35) answers a ticket instead
 * of a session: the second step asks for a code from the app or a recovery code, until the
 * ticket's 5 minutes are up. A passkey (issue 35), from its button or picked from the browser's
 * autofill while the form waits, is both factors: a session at once. The calls, the session hand-over and navigation are injected.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    login: notProvided<LoginAnswer, LoginRequest>('login'),
    secondFactor: notProvided<SessionResponse, SecondFactorSignInRequest>('secondFactor'),
    passkey: notProvided<SessionResponse, { autofill: boolean }>('passkey'),
  },
  delays: {
    // The ticket's own life: the browser's clock may differ from the server's `expiresIn`.
    ticketLife: SECOND_FACTOR_TICKET_MS,
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
    assignPasskeyFailure: assign((_, params: { error: unknown }) => ({
      issues: [],
      errorMessage:
        params.error instanceof PasskeyCeremonyError
          ? passkeyTexts.signInCancelled
          : loginFailureMessage(params.error),
    })),
    /**
     * Autofill's end: a passkey picked and refused is said; the browser having none to offer
     * (or the person typing instead) is nothing to say.
     */
    assignAutofillFailure: assign(({ context }, params: { error: unknown }) =>
      params.error instanceof PasskeyCeremonyError
        ? context
        : { issues: [], errorMessage: loginFailureMessage(params.error) },
    ),
    assignSecondStep: assign((_, answer: LoginAnswer) =>
      isSecondFactorChallenge(answer)
        ? {
            secondStep: {
              ticket: answer.secondFactor.ticket,
              methods: answer.secondFactor.methods,
              code: '',
              recovery: false,
            },
          }
        : {},
    ),
    assignCode: assign(({ context, event }) =>
      event.type === 'code.change' && context.secondStep
        ? {
            secondStep: { ...context.secondStep, code: event.value },
            issues: [],
          }
        : {},
    ),
    toggleMethod: assign(({ context }) =>
      context.secondStep
        ? {
            secondStep: { ...context.secondStep, code: '', recovery: !context.secondStep.recovery },
            issues: [],
            errorMessage: null,
          }
        : {},
    ),
    assignCodeIssue: assign(({ context }) => {
      const message = context.secondStep && codeIssue(context.secondStep, codeMessages);
      return { issues: message ? [{ field: 'code', message }] : [], errorMessage: null };
    }),
    assignExpired: assign({ errorMessage: secondFactorScreen.expired, issues: [] }),
    /** Starting again asks for the password again: the ticket is gone, and so is the secret. */
    forgetSecondStep: assign(({ context }) => ({
      secondStep: null,
      values: { ...context.values, password: '' },
      issues: [],
    })),
  },
  guards: {
    isFormValid: ({ context }) => collectIssues(LoginFormSchema, context.values).length === 0,
    isChallenge: (_, answer: LoginAnswer) => isSecondFactorChallenge(answer),
    isCodeValid: ({ context }) =>
      context.secondStep !== null && codeIssue(context.secondStep, codeMessages) === null,
  },
}).createMachine({
  id: 'login',
  context: {
    values: { username: '', password: '' },
    issues: [],
    errorMessage: null,
    secondStep: null,
  },
  initial: 'Idle',
  states: {
    Idle: {
      // While the form waits, the browser offers the site's passkeys under the e-mail field
      // (autofill, issue 35); one picked signs in as the button does.
      invoke: {
        id: 'passkeyAutofill',
        src: 'passkey',
        input: { autofill: true },
        onDone: { target: 'Succeeded', actions: signedIn },
        // Said, not retried: the person may press the passkey button, or type.
        onError: {
          actions: {
            type: 'assignAutofillFailure',
            params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
          },
        },
      },
      on: {
        'passkey.start': { target: 'Passkey', actions: 'clearErrors' },
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
        onDone: [
          {
            guard: { type: 'isChallenge', params: ({ event }) => event.output },
            target: 'SecondFactor',
            actions: { type: 'assignSecondStep', params: ({ event }) => event.output },
          },
          {
            target: 'Succeeded',
            actions: [
              {
                type: 'startSession',
                params: ({ event }) => event.output as SessionResponse,
              },
              'goToCustomer',
            ],
          },
        ],
        onError: {
          target: 'Idle',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    Passkey: {
      tags: ['busy', 'loading'],
      invoke: {
        id: 'passkeySignIn',
        src: 'passkey',
        input: { autofill: false },
        onDone: { target: 'Succeeded', actions: signedIn },
        onError: {
          target: 'Idle',
          actions: {
            type: 'assignPasskeyFailure',
            params: ({ event }) => ({ error: event.error }),
          },
        },
      },
    },
    SecondFactor: {
      initial: 'Entering',
      after: { ticketLife: { target: 'Expired', actions: 'assignExpired' } },
      on: {
        'signIn.restart': { target: 'Idle', actions: ['forgetSecondStep', 'clearErrors'] },
      },
      states: {
        Entering: {
          on: {
            'code.change': { actions: 'assignCode' },
            'method.toggle': { actions: 'toggleMethod' },
            'code.submit': [
              { guard: 'isCodeValid', target: 'Checking', actions: 'clearErrors' },
              { actions: 'assignCodeIssue' },
            ],
          },
        },
        Checking: {
          tags: ['busy', 'loading'],
          invoke: {
            id: 'secondFactor',
            src: 'secondFactor',
            input: ({ context }) => ({
              ticket: context.secondStep?.ticket ?? '',
              code: context.secondStep ? typedCode(context.secondStep) : '',
            }),
            onDone: {
              target: '#login.Succeeded',
              actions: [
                { type: 'startSession', params: ({ event }) => event.output },
                'goToCustomer',
              ],
            },
            onError: {
              target: 'Entering',
              actions: {
                type: 'assignFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
      },
    },
    Expired: {
      on: {
        'signIn.restart': { target: 'Idle', actions: ['forgetSecondStep', 'clearErrors'] },
      },
    },
    Succeeded: { type: 'final' },
  },
});
