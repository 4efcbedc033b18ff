import { assign, fromPromise, setup } from 'xstate';
import { type SupportRequest, SupportRequestSchema } from '../../services/contract';
import { ApiRequestError } from '../../services/http';
import { contactMessages } from '../../services/store-messages';
import { changeField, collectIssues, type FieldIssue } from '../form/fields';
import { notProvided } from '../not-provided';
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

function failureReason(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.kind !== 'http') return error.message;
  if (error.status === 429 || error.status === 422) {
    return Object.values(error.body?.errors ?? {})[0] ?? error.body?.message;
  }
  return undefined;
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
      on: {
        'field.change': { actions: 'assignField' },
        'form.submit': [
          { guard: 'isFormValid', target: 'Submitting', actions: 'clearMessages' },
          { actions: 'assignIssues' },
        ],
      },
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

export const contactFormActors = (api: {
  contact: (body: SupportRequest) => Promise<{ success: boolean }>;
}) => ({
  sendMessage: fromPromise<{ success: boolean }, SupportRequest>(({ input }) => api.contact(input)),
});
