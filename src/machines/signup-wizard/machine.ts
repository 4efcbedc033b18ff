import { type ActorRefFrom, and, assign, fromPromise, sendTo, setup } from 'xstate';
import type { AuthApi } from '../../services/auth';
import { failureWithReason, serverMessage } from '../../services/auth';
import { authMessages } from '../../services/auth-messages';
import type { RegisterRequest, SessionResponse } from '../../services/contract';
import { signupStepSchemas } from '../auth-form-schemas';
import { changeField, collectIssues, type FieldIssue } from '../form/fields';
import { notProvided } from '../not-provided';
import { resendCooldownMachine } from '../resend-cooldown/machine';
import { failure, type Notice, success } from '../wizard-notice';

export type SignupValues = {
  emailAddress: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  referrerDetails: string;
  termsAccepted: boolean;
  verificationCode: string;
};
export type SignupField = keyof SignupValues;
export type SignupStep = keyof typeof signupStepSchemas;

type SignupContext = {
  values: SignupValues;
  /** The current step's problems, in field order, for the bulleted alert list. */
  issues: FieldIssue[];
  notice: Notice | null;
  /** The address a registration code went to, so Back then Continue does not send again. */
  codeSentTo: string | null;
  cooldown: ActorRefFrom<typeof resendCooldownMachine>;
};

type SignupEvent =
  | { type: 'field.change'; field: SignupField; value: string | boolean }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'code.resend' };

/** The server may say why a code is not valid (expired, too many tries). */
export type CodeCheck = { valid: boolean; message?: string };

export type CodeRequest = { emailAddress: string; firstName: string; lastName: string };

const m = authMessages;
const normalisedEmail = (values: SignupValues) => values.emailAddress.trim().toLowerCase();
const codeRequest = ({ context }: { context: SignupContext }): CodeRequest => ({
  emailAddress: normalisedEmail(context.values),
  firstName: context.values.firstName.trim(),
  lastName: context.values.lastName.trim(),
});

export const emptySignupValues: SignupValues = {
  emailAddress: '',
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
  referrerDetails: '',
  termsAccepted: false,
  verificationCode: '',
};

/**
 * The sign-up wizard (spec sections 2 and 4): 1. e-mail, which must be free; 2. name, password,
 * referral and terms, which end with a verification e-mail; 3. the code, checked with the
 * server before the registration. Back returns one step; only the last step registers.
 */
export const signupWizardMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
  },
  actors: {
    resendCooldown: resendCooldownMachine,
    checkEmail: notProvided<{ isPresent: boolean }, { emailAddress: string }>('checkEmail'),
    sendCode: notProvided<{ success: boolean }, CodeRequest>('sendCode'),
    verifyCode: notProvided<CodeCheck, { emailAddress: string; verificationCode: string }>(
      'verifyCode',
    ),
    register: notProvided<SessionResponse, RegisterRequest>('register'),
  },
  actions: {
    startSession: (_, _session: SessionResponse) => {},
    goToCustomer: () => {},
    assignField: assign(({ context, event }) => changeField(context, event)),
    assignStepIssues: assign(({ context }, params: { step: SignupStep }) => ({
      issues: collectIssues(signupStepSchemas[params.step], context.values),
      notice: null,
    })),
    assignIssue: assign((_, issue: FieldIssue) => ({ issues: [issue], notice: null })),
    assignNotice: assign((_, notice: Notice) => ({ notice })),
    clearMessages: assign({ issues: [], notice: null }),
    rememberCodeSent: assign(({ context }) => ({ codeSentTo: normalisedEmail(context.values) })),
    startCooldown: sendTo(({ context }) => context.cooldown, { type: 'cooldown.start' }),
  },
  guards: {
    isStepValid: ({ context }, params: { step: SignupStep }) =>
      collectIssues(signupStepSchemas[params.step], context.values).length === 0,
    hasCodeForThisAddress: ({ context }) => context.codeSentTo === normalisedEmail(context.values),
    isResendReady: ({ context }) => context.cooldown.getSnapshot().matches('Ready'),
  },
}).createMachine({
  id: 'signup',
  context: ({ spawn }) => ({
    values: emptySignupValues,
    issues: [],
    notice: null,
    codeSentTo: null,
    cooldown: spawn('resendCooldown', { id: 'resendCooldown', input: {} }),
  }),
  initial: 'Email',
  on: {
    'field.change': { actions: 'assignField' },
  },
  states: {
    Email: {
      initial: 'Editing',
      states: {
        Editing: {
          on: {
            'step.next': [
              {
                guard: { type: 'isStepValid', params: { step: 'email' } },
                target: 'Checking',
                actions: 'clearMessages',
              },
              { actions: { type: 'assignStepIssues', params: { step: 'email' } } },
            ],
          },
        },
        Checking: {
          tags: ['busy'],
          invoke: {
            id: 'checkEmail',
            src: 'checkEmail',
            input: ({ context }) => ({ emailAddress: normalisedEmail(context.values) }),
            onDone: [
              {
                guard: ({ event }) => event.output.isPresent,
                target: 'Editing',
                actions: {
                  type: 'assignIssue',
                  params: { field: 'emailAddress', message: m.fields.emailExists },
                },
              },
              { target: '#signup.Details' },
            ],
            onError: {
              target: 'Editing',
              actions: { type: 'assignNotice', params: failure(m.signup.emailCheckFailed) },
            },
          },
        },
      },
    },
    Details: {
      initial: 'Editing',
      states: {
        Editing: {
          on: {
            'step.back': { target: '#signup.Email', actions: 'clearMessages' },
            'step.next': [
              {
                guard: and([
                  { type: 'isStepValid', params: { step: 'details' as const } },
                  'hasCodeForThisAddress',
                ]),
                target: '#signup.Code',
                actions: 'clearMessages',
              },
              {
                guard: { type: 'isStepValid', params: { step: 'details' } },
                target: 'SendingCode',
                actions: 'clearMessages',
              },
              { actions: { type: 'assignStepIssues', params: { step: 'details' } } },
            ],
          },
        },
        SendingCode: {
          tags: ['busy'],
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: codeRequest,
            onDone: [
              {
                guard: ({ event }) => event.output.success,
                target: '#signup.Code',
                actions: [
                  'rememberCodeSent',
                  'startCooldown',
                  { type: 'assignNotice', params: success(m.signup.sent) },
                ],
              },
              {
                target: 'Editing',
                actions: { type: 'assignNotice', params: failure(m.signup.sendFailed) },
              },
            ],
            onError: {
              target: 'Editing',
              actions: {
                type: 'assignNotice',
                params: ({ event }) => failure(failureWithReason(m.signup.sendFailed, event.error)),
              },
            },
          },
        },
      },
    },
    Code: {
      initial: 'Editing',
      states: {
        Editing: {
          on: {
            'step.back': { target: '#signup.Details', actions: 'clearMessages' },
            'code.resend': { guard: 'isResendReady', target: 'Resending' },
            'step.next': [
              {
                guard: { type: 'isStepValid', params: { step: 'code' } },
                target: 'Verifying',
                actions: 'clearMessages',
              },
              { actions: { type: 'assignStepIssues', params: { step: 'code' } } },
            ],
          },
        },
        Resending: {
          tags: ['busy', 'resending'],
          invoke: {
            id: 'resendCode',
            src: 'sendCode',
            input: codeRequest,
            onDone: [
              {
                guard: ({ event }) => event.output.success,
                target: 'Editing',
                actions: [
                  'rememberCodeSent',
                  'startCooldown',
                  { type: 'assignNotice', params: success(m.signup.resent) },
                ],
              },
              {
                target: 'Editing',
                actions: { type: 'assignNotice', params: failure(m.signup.resendFailed) },
              },
            ],
            onError: {
              target: 'Editing',
              actions: {
                type: 'assignNotice',
                params: ({ event }) =>
                  failure(failureWithReason(m.signup.resendFailed, event.error)),
              },
            },
          },
        },
        Verifying: {
          tags: ['busy'],
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ context }) => ({
              emailAddress: normalisedEmail(context.values),
              verificationCode: context.values.verificationCode.trim(),
            }),
            onDone: [
              { guard: ({ event }) => event.output.valid, target: 'Registering' },
              {
                target: 'Editing',
                actions: {
                  type: 'assignIssue',
                  params: ({ event }) => ({
                    field: 'verificationCode',
                    message: event.output.message || m.fields.codeInvalid,
                  }),
                },
              },
            ],
            onError: {
              target: 'Editing',
              actions: {
                type: 'assignNotice',
                params: ({ event }) => failure(serverMessage(event.error) ?? m.fields.codeInvalid),
              },
            },
          },
        },
        Registering: {
          tags: ['busy'],
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => ({
              ...codeRequest({ context }),
              verificationCode: context.values.verificationCode.trim(),
              referrerDetails: context.values.referrerDetails.trim(),
              password: context.values.password,
              termsAccepted: true as const,
            }),
            onDone: {
              target: '#signup.Registered',
              actions: [
                { type: 'startSession', params: ({ event }) => event.output },
                'goToCustomer',
              ],
            },
            onError: {
              target: 'Editing',
              actions: {
                type: 'assignNotice',
                params: ({ event }) =>
                  failure(serverMessage(event.error) ?? m.signup.registrationFailed),
              },
            },
          },
        },
      },
    },
    Registered: { type: 'final' },
  },
});

/** The real calls, bound where the sign-up screen mounts the machine. */
export const signupActors = (
  api: Pick<AuthApi, 'emailExists' | 'sendRegistrationCode' | 'checkCode' | 'register'>,
) => ({
  checkEmail: fromPromise<{ isPresent: boolean }, { emailAddress: string }>(({ input }) =>
    api.emailExists(input.emailAddress),
  ),
  sendCode: fromPromise<{ success: boolean }, CodeRequest>(({ input }) =>
    api.sendRegistrationCode(input),
  ),
  verifyCode: fromPromise<CodeCheck, { emailAddress: string; verificationCode: string }>(
    ({ input }) => api.checkCode(input),
  ),
  register: fromPromise<SessionResponse, RegisterRequest>(({ input }) => api.register(input)),
});
