import { type ActorRefFrom, assign, fromPromise, sendTo, setup } from 'xstate';
import type { AuthApi } from '../../services/auth';
import { failureWithReason, serverMessage } from '../../services/auth';
import { authMessages } from '../../services/auth-messages';
import type { PasswordUpdateRequest } from '../../services/contract';
import { ApiRequestError } from '../../services/http';
import { resetStepSchemas } from '../auth-form-schemas';
import { changeField, collectIssues, type FieldIssue } from '../form/fields';
import { notProvided } from '../not-provided';
import { resendCooldownMachine } from '../resend-cooldown/machine';
import { failure, type Notice, success } from '../wizard-notice';

export type ResetValues = {
  emailAddress: string;
  verificationCode: string;
  password: string;
  confirmPassword: string;
};
export type ResetField = keyof ResetValues;
export type ResetStep = keyof typeof resetStepSchemas;

type ResetContext = {
  values: ResetValues;
  issues: FieldIssue[];
  notice: Notice | null;
  cooldown: ActorRefFrom<typeof resendCooldownMachine>;
};

type ResetEvent =
  | { type: 'field.change'; field: ResetField; value: string }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'code.resend' };

/** Spec section 9: after a successful reset, /login follows in 1.5 s. */
export const RESET_REDIRECT_MS = 1500;

const m = authMessages;
const normalisedEmail = (values: ResetValues) => values.emailAddress.trim().toLowerCase();

/** Spec section 8: the server's message, or 'Password update failed' / 'Error updating password'. */
function updateErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return m.reset.updateError;
  return serverMessage(error) ?? m.reset.updateFailed;
}

/**
 * The password reset wizard (spec sections 2 and 4): 1. the e-mail, which gets a reset code;
 * 2. the code and a new password (with a resend control). Success says so and goes to /login
 * after 1.5 s.
 */
export const resetWizardMachine = setup({
  types: {
    context: {} as ResetContext,
    events: {} as ResetEvent,
  },
  actors: {
    resendCooldown: resendCooldownMachine,
    sendResetCode: notProvided<{ success: boolean }, { emailAddress: string }>('sendResetCode'),
    updatePassword: notProvided<{ success: boolean; message: string }, PasswordUpdateRequest>(
      'updatePassword',
    ),
  },
  actions: {
    goToLogin: () => {},
    assignField: assign(({ context, event }) => changeField(context, event)),
    assignStepIssues: assign(({ context }, params: { step: ResetStep }) => ({
      issues: collectIssues(resetStepSchemas[params.step], context.values),
      notice: null,
    })),
    assignNotice: assign((_, notice: Notice) => ({ notice })),
    clearMessages: assign({ issues: [], notice: null }),
    startCooldown: sendTo(({ context }) => context.cooldown, { type: 'cooldown.start' }),
  },
  guards: {
    isStepValid: ({ context }, params: { step: ResetStep }) =>
      collectIssues(resetStepSchemas[params.step], context.values).length === 0,
    isResendReady: ({ context }) => context.cooldown.getSnapshot().matches('Ready'),
  },
  delays: { redirectDelay: RESET_REDIRECT_MS },
}).createMachine({
  id: 'reset',
  context: ({ spawn }) => ({
    values: { emailAddress: '', verificationCode: '', password: '', confirmPassword: '' },
    issues: [],
    notice: null,
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
                target: 'SendingCode',
                actions: 'clearMessages',
              },
              { actions: { type: 'assignStepIssues', params: { step: 'email' } } },
            ],
          },
        },
        SendingCode: {
          tags: ['busy'],
          invoke: {
            id: 'sendResetCode',
            src: 'sendResetCode',
            input: ({ context }) => ({ emailAddress: normalisedEmail(context.values) }),
            onDone: [
              {
                guard: ({ event }) => event.output.success,
                target: '#reset.Code',
                actions: ['startCooldown', { type: 'assignNotice', params: success(m.reset.sent) }],
              },
              {
                target: 'Editing',
                actions: { type: 'assignNotice', params: failure(m.reset.sendFailed) },
              },
            ],
            onError: {
              target: 'Editing',
              actions: {
                type: 'assignNotice',
                params: ({ event }) => failure(failureWithReason(m.reset.sendFailed, event.error)),
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
            'step.back': { target: '#reset.Email', actions: 'clearMessages' },
            'code.resend': { guard: 'isResendReady', target: 'Resending' },
            'step.next': [
              {
                guard: { type: 'isStepValid', params: { step: 'code' } },
                target: 'Updating',
                actions: 'clearMessages',
              },
              { actions: { type: 'assignStepIssues', params: { step: 'code' } } },
            ],
          },
        },
        Resending: {
          tags: ['busy', 'resending'],
          invoke: {
            id: 'resendResetCode',
            src: 'sendResetCode',
            input: ({ context }) => ({ emailAddress: normalisedEmail(context.values) }),
            onDone: [
              {
                guard: ({ event }) => event.output.success,
                target: 'Editing',
                actions: [
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
        Updating: {
          tags: ['busy'],
          invoke: {
            id: 'updatePassword',
            src: 'updatePassword',
            input: ({ context }) => ({
              emailAddress: normalisedEmail(context.values),
              verificationCode: context.values.verificationCode.trim(),
              password: context.values.password,
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.success,
                target: '#reset.Done',
              },
              {
                target: 'Editing',
                actions: {
                  type: 'assignNotice',
                  params: ({ event }) => failure(event.output.message || m.reset.updateFailed),
                },
              },
            ],
            onError: {
              target: 'Editing',
              actions: {
                type: 'assignNotice',
                params: ({ event }) => failure(updateErrorMessage(event.error)),
              },
            },
          },
        },
      },
    },
    Done: {
      description: 'The new password is set: the success message shows, then /login follows.',
      entry: { type: 'assignNotice', params: success(m.reset.succeeded) },
      after: { redirectDelay: { target: 'Redirected', actions: 'goToLogin' } },
    },
    Redirected: { type: 'final' },
  },
});

/** The real calls, bound where the reset screen mounts the machine. */
export const resetActors = (api: Pick<AuthApi, 'sendResetCode' | 'updatePassword'>) => ({
  sendResetCode: fromPromise<{ success: boolean }, { emailAddress: string }>(({ input }) =>
    api.sendResetCode(input.emailAddress),
  ),
  updatePassword: fromPromise<{ success: boolean; message: string }, PasswordUpdateRequest>(
    ({ input }) => api.updatePassword(input),
  ),
});
