import { assign, setup } from 'xstate';
import { securityPage } from '../../content/security';
import {
  type EmailChangeRequest,
  EmailChangeRequestSchema,
  EmailConfirmRequestSchema,
  type User,
} from '../../services/contract';
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
import { serverMessage } from '../server-message';
import { failure, success } from '../wizard-notice';

const texts = securityPage.email;

const emptyValues = { newEmailAddress: '', password: '', verificationCode: '' };
export type EmailChangeValues = typeof emptyValues;
export type EmailChangeField = keyof EmailChangeValues;

type EmailChangeContext = CodeWizardContext<EmailChangeValues>;
type EmailChangeEvent = CodeWizardEvent<EmailChangeValues>;

const stepSchemas = { email: EmailChangeRequestSchema, code: EmailConfirmRequestSchema } as const;
const shared = codeWizardImplementations<
  EmailChangeContext,
  EmailChangeEvent,
  keyof typeof stepSchemas
>(stepSchemas);
const codeRequest = ({ context }: { context: EmailChangeContext }): EmailChangeRequest => ({
  newEmailAddress: context.values.newEmailAddress.trim().toLowerCase(),
  password: context.values.password,
});

/**
 * The Security page's e-mail card (issue 35), on the code-and-resend steps the sign-up and reset
 * wizards share: 1. the new address and the password, which get a code mailed to that address;
 * 2. the code (with Resend after the cooldown, or Back to another address). Confirmed, the
 * session is refreshed for the new address (`addressChanged`) and the card starts again.
 */
export const emailChangeMachine = setup({
  types: {
    context: {} as EmailChangeContext,
    events: {} as EmailChangeEvent,
  },
  actors: {
    resendCooldown: resendCooldownMachine,
    sendChangeCode: notProvided<CodeSent, EmailChangeRequest>('sendChangeCode'),
    confirmChange: notProvided<User, { verificationCode: string }>('confirmChange'),
  },
  actions: {
    ...shared.actions,
    /** The address changed: the session reads the account anew. */
    addressChanged: () => {},
    clearValues: assign({ values: emptyValues }),
  },
  guards: shared.guards,
}).createMachine({
  id: 'emailChange',
  context: ({ spawn }) =>
    codeWizardStart(emptyValues, spawn('resendCooldown', { id: 'resendCooldown', input: {} })),
  initial: 'Email',
  on: { 'field.change': { actions: 'assignField' } },
  states: {
    Email: {
      initial: 'Editing',
      states: {
        Editing: { on: { 'step.next': nextWhenValid('email', 'SendingCode') } },
        SendingCode: sendingCodeState({
          id: 'sendChangeCode',
          src: 'sendChangeCode',
          input: codeRequest,
          onSent: '#emailChange.Code',
          notices: { sent: texts.sent, failed: texts.sendFailed },
        }),
      },
    },
    Code: {
      initial: 'Editing',
      states: {
        ...codeStepStates({
          back: '#emailChange.Email',
          next: 'Confirming',
          resend: { id: 'resendChangeCode', src: 'sendChangeCode', input: codeRequest },
        }),
        Confirming: {
          tags: ['busy', 'loading'],
          invoke: {
            id: 'confirmChange',
            src: 'confirmChange',
            input: ({ context }) => ({ verificationCode: context.values.verificationCode.trim() }),
            onDone: {
              target: '#emailChange.Email',
              actions: [
                'addressChanged',
                {
                  type: 'assignNotice',
                  params: ({ event }) => success(texts.changed(event.output.emailAddress)),
                },
                'clearValues',
              ],
            },
            onError: {
              target: 'Editing',
              actions: {
                type: 'assignNotice',
                params: ({ event }) => failure(serverMessage(event.error) ?? texts.changeFailed),
              },
            },
          },
        },
      },
    },
  },
});
