import { setup } from 'xstate';
import { authMessages } from '../../content/auth-messages';
import type { PasswordUpdateRequest } from '../../services/contract';
import { resetStepSchemas } from '../auth-form-schemas';
import {
  type CodeWizardContext,
  type CodeWizardEvent,
  codeWizardImplementations,
  codeWizardStart,
} from '../code-and-resend/implementations';
import { type CodeSent, codeStepStates, sendingCodeState } from '../code-and-resend/states';
import { nextWhenValid } from '../form/step-transitions';
import { notProvided } from '../not-provided';
import { resendCooldownMachine } from '../resend-cooldown/machine';
import { failure, success } from '../wizard-notice';
import { updateFailureMessage } from './failure-message';

const emptyResetValues = {
  emailAddress: '',
  verificationCode: '',
  password: '',
  confirmPassword: '',
};
export type ResetValues = typeof emptyResetValues;
export type ResetField = keyof ResetValues;
export type ResetStep = keyof typeof resetStepSchemas;

type ResetContext = CodeWizardContext<ResetValues>;
type ResetEvent = CodeWizardEvent<ResetValues>;

/** The server may answer a valid request with a refusal and its reason. */
export type PasswordUpdate = { success: boolean; message: string };

/** Spec section 9: after a successful reset, /login follows in 1.5 s. */
export const RESET_REDIRECT_MS = 1500;

const m = authMessages;
const shared = codeWizardImplementations<ResetContext, ResetEvent, ResetStep>(resetStepSchemas);
const codeRequest = ({ context }: { context: ResetContext }) => ({
  emailAddress: context.values.emailAddress.trim().toLowerCase(),
});

/**
 * The password reset wizard (spec sections 2 and 4): 1. the e-mail, which gets a reset code;
 * 2. the code (the shared code-and-resend step) and a new password. Success says so and goes
 * to /login after 1.5 s.
 */
export const resetWizardMachine = setup({
  types: {
    context: {} as ResetContext,
    events: {} as ResetEvent,
  },
  actors: {
    resendCooldown: resendCooldownMachine,
    sendResetCode: notProvided<CodeSent, { emailAddress: string }>('sendResetCode'),
    updatePassword: notProvided<PasswordUpdate, PasswordUpdateRequest>('updatePassword'),
  },
  actions: {
    ...shared.actions,
    goToLogin: () => {},
  },
  guards: shared.guards,
  delays: { redirectDelay: RESET_REDIRECT_MS },
}).createMachine({
  id: 'reset',
  context: ({ spawn }) =>
    codeWizardStart(emptyResetValues, spawn('resendCooldown', { id: 'resendCooldown', input: {} })),
  initial: 'Email',
  on: {
    'field.change': { actions: 'assignField' },
  },
  states: {
    Email: {
      initial: 'Editing',
      states: {
        Editing: { on: { 'step.next': nextWhenValid('email', 'SendingCode') } },
        SendingCode: sendingCodeState({
          id: 'sendResetCode',
          src: 'sendResetCode',
          input: codeRequest,
          onSent: '#reset.Code',
          notices: { sent: m.reset.sent, failed: m.reset.sendFailed },
        }),
      },
    },
    Code: {
      initial: 'Editing',
      states: {
        ...codeStepStates({
          back: '#reset.Email',
          next: 'Updating',
          resend: { id: 'resendResetCode', src: 'sendResetCode', input: codeRequest },
        }),
        Updating: {
          tags: ['busy', 'loading'],
          invoke: {
            id: 'updatePassword',
            src: 'updatePassword',
            input: ({ context }) => ({
              ...codeRequest({ context }),
              verificationCode: context.values.verificationCode.trim(),
              password: context.values.password,
            }),
            onDone: [
              { guard: ({ event }) => event.output.success, target: '#reset.Done' },
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
                params: ({ event }) => failure(updateFailureMessage(event.error)),
              },
            },
          },
        },
      },
    },
    Done: {
      description: 'The new password is set: the success message shows, then /login follows.',
      tags: ['finished'],
      entry: { type: 'assignNotice', params: success(m.reset.succeeded) },
      after: { redirectDelay: { target: 'Redirected', actions: 'goToLogin' } },
    },
    Redirected: { type: 'final' },
  },
});
