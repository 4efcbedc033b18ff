import { and, assign, setup } from 'xstate';
import { authMessages } from '../../content/auth-messages';
import type { RegisterRequest, SessionResponse } from '../../services/contract';
import { signupStepSchemas } from '../auth-form-schemas';
import {
  type CodeWizardContext,
  type CodeWizardEvent,
  codeWizardImplementations,
  codeWizardStart,
} from '../code-and-resend/implementations';
import { type CodeSent, codeStepStates, sendingCodeState } from '../code-and-resend/states';
import type { FieldIssue } from '../form/fields';
import { nextWhenValid } from '../form/step-transitions';
import { notProvided } from '../not-provided';
import { resendCooldownMachine } from '../resend-cooldown/machine';
import { serverMessage } from '../server-message';
import { failure } from '../wizard-notice';

/** The sign-up form as it starts: every field empty, the terms not accepted. */
export const emptySignupValues = {
  emailAddress: '',
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
  referrerDetails: '',
  termsAccepted: false,
  verificationCode: '',
};
export type SignupValues = typeof emptySignupValues;
export type SignupField = keyof SignupValues;
export type SignupStep = keyof typeof signupStepSchemas;

type SignupContext = CodeWizardContext<SignupValues> & {
  /** The address a registration code went to, so Back then Continue does not send again. */
  codeSentTo: string | null;
};

type SignupEvent = CodeWizardEvent<SignupValues>;

/** The server may say why a code is not valid (expired, too many tries). */
export type CodeCheck = { valid: boolean; message?: string };
export type CodeCheckInput = { emailAddress: string; verificationCode: string };
export type CodeRequest = { emailAddress: string; firstName: string; lastName: string };

const m = authMessages;
const shared = codeWizardImplementations<SignupContext, SignupEvent, SignupStep>(signupStepSchemas);
const normalisedEmail = (values: SignupValues) => values.emailAddress.trim().toLowerCase();
const codeRequest = ({ context }: { context: SignupContext }): CodeRequest => ({
  emailAddress: normalisedEmail(context.values),
  firstName: context.values.firstName.trim(),
  lastName: context.values.lastName.trim(),
});
const codeCheck = ({ context }: { context: SignupContext }): CodeCheckInput => ({
  emailAddress: normalisedEmail(context.values),
  verificationCode: context.values.verificationCode.trim(),
});

/**
 * The sign-up wizard (spec sections 2 and 4): 1. e-mail, which must be free; 2. name, password,
 * referral and terms, which end with a verification e-mail; 3. the code (the shared
 * code-and-resend step), checked with the server before the registration. Back returns one
 * step; only the last step registers.
 */
export const signupWizardMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
  },
  actors: {
    resendCooldown: resendCooldownMachine,
    checkEmail: notProvided<{ isPresent: boolean }, { emailAddress: string }>('checkEmail'),
    sendCode: notProvided<CodeSent, CodeRequest>('sendCode'),
    verifyCode: notProvided<CodeCheck, CodeCheckInput>('verifyCode'),
    register: notProvided<SessionResponse, RegisterRequest>('register'),
  },
  actions: {
    startSession: (_, _session: SessionResponse) => {},
    goToCustomer: () => {},
    ...shared.actions,
    assignIssue: assign((_, issue: FieldIssue) => ({ issues: [issue], notice: null })),
    rememberCodeSent: assign(({ context }) => ({ codeSentTo: normalisedEmail(context.values) })),
  },
  guards: {
    ...shared.guards,
    hasCodeForThisAddress: ({ context }) => context.codeSentTo === normalisedEmail(context.values),
  },
}).createMachine({
  id: 'signup',
  context: ({ spawn }) => ({
    ...codeWizardStart(
      emptySignupValues,
      spawn('resendCooldown', { id: 'resendCooldown', input: {} }),
    ),
    codeSentTo: null,
  }),
  initial: 'Email',
  on: {
    'field.change': { actions: 'assignField' },
  },
  states: {
    Email: {
      initial: 'Editing',
      states: {
        Editing: { on: { 'step.next': nextWhenValid('email', 'Checking') } },
        Checking: {
          tags: ['busy', 'loading'],
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
              ...nextWhenValid('details', 'SendingCode'),
            ],
          },
        },
        SendingCode: sendingCodeState({
          id: 'sendCode',
          src: 'sendCode',
          input: codeRequest,
          onSent: '#signup.Code',
          notices: { sent: m.signup.sent, failed: m.signup.sendFailed },
        }),
      },
    },
    Code: {
      description: 'Entered only once a code went to the address, which it remembers.',
      entry: 'rememberCodeSent',
      initial: 'Editing',
      states: {
        ...codeStepStates({
          back: '#signup.Details',
          next: 'Verifying',
          resend: {
            id: 'resendCode',
            src: 'sendCode',
            input: codeRequest,
          },
        }),
        Verifying: {
          tags: ['busy', 'loading'],
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: codeCheck,
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
          tags: ['busy', 'loading'],
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => ({
              ...codeRequest({ context }),
              ...codeCheck({ context }),
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
