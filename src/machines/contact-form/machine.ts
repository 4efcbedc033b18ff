import { assign, setup } from 'xstate';
import { contactMessages } from '../../content/store-messages';
import { type SupportRequest, SupportRequestSchema } from '../../services/contract';
import { editingTransitions } from '../form/editing';
import { changeField, collectIssues, type FieldIssue } from '../form/fields';
import { notProvided } from '../not-provided';
import { failureReason } from '../signed-in-call';
import { failure, type Notice, success } from '../wizard-notice';

export type ContactField = keyof SupportRequest;

type ContactContext = {
  values: Record<ContactField, string>;
  issues: FieldIssue[];
  notice: Notice | null;
};

export type ContactEvent =
  | { type: 'field.change'; field: ContactField; value: string }
  | { type: 'form.submit' };

const emptyValues = (prefill: Partial<Record<ContactField, string>> = {}) => ({
  firstName: '',
  lastName: '',
  emailAddress: '',
  phoneCode: '',
  phoneNumber: '',
  reasonToContact: '',
  ...prefill,
});

/**
 * Spec section 8: the failure sentence, followed by the thrown reason when it tells the person
 * more: the network or the 15 s timeout gave up, a limit says when to try again, or the server
 * refused a field.
 */
function failureMessage(error: unknown): string {
  const reason = failureReason(error);
  return reason ? `${contactMessages.failed} ${reason}` : contactMessages.failed;
}

/**
 * 'Contact Us Directly' (spec sections 5 and 8): the spec's field messages before any call,
 * submit blocked while sending, then the success sentence (and a cleared message) or the
 * failure sentence.
 */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactContext,
    input: {} as { prefill?: Partial<Record<ContactField, string>> },
    events: {} as ContactEvent,
  },
  actors: {
    sendMessage: notProvided<{ success: boolean }, SupportRequest>('sendMessage'),
  },
  actions: {
    assignField: assign(({ context, event }) => changeField(context, event)),
    assignIssues: assign(({ context }) => ({
      issues: collectIssues(SupportRequestSchema, context.values),
      notice: null,
    })),
    clearMessages: assign({ issues: [], notice: null }),
    assignSuccess: assign(({ context }) => ({
      // Who is writing stays; what they wrote is sent.
      values: { ...context.values, reasonToContact: '' },
      notice: success(contactMessages.succeeded),
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({
      notice: failure(failureMessage(params.error)),
    })),
  },
  guards: {
    isFormValid: ({ context }) => collectIssues(SupportRequestSchema, context.values).length === 0,
    hasSucceeded: (_, output: { success: boolean }) => output.success,
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({ values: emptyValues(input.prefill), issues: [], notice: null }),
  initial: 'Editing',
  states: {
    Editing: {
      on: editingTransitions('Submitting'),
    },
    Submitting: {
      tags: ['busy'],
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => context.values,
        onDone: [
          {
            guard: { type: 'hasSucceeded', params: ({ event }) => event.output },
            target: 'Editing',
            actions: 'assignSuccess',
          },
          {
            target: 'Editing',
            actions: { type: 'assignFailure', params: () => ({ error: null }) },
          },
        ],
        onError: {
          target: 'Editing',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
