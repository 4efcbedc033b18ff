import { assign, setup } from 'xstate';
import { storeMessages } from '../../content/store-messages';
import { type CustomScriptRequest, CustomScriptRequestSchema } from '../../services/contract';
import { editingTransitions } from '../form/editing';
import { changeField, collectIssues, type FieldIssue } from '../form/fields';
import { notProvided } from '../not-provided';
import { endSessionOnUnauthorized, isUnauthorizedGuard } from '../signed-in-call';

export type CustomRequestField = 'name' | 'description' | 'platform' | 'phoneNumber';

type CustomRequestContext = {
  values: Record<CustomRequestField, string>;
  issues: FieldIssue[];
  errorMessage: string | null;
};

export type CustomRequestEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'field.change'; field: CustomRequestField; value: string }
  | { type: 'form.submit' };

const emptyValues = (): Record<CustomRequestField, string> => ({
  name: '',
  description: '',
  platform: '',
  phoneNumber: '',
});

/** Spec section 9: the success message hides after 3000 ms. */
export const SUCCESS_MESSAGE_MS = 3000;

/**
 * The 'Request Custom Script' dialog (spec sections 4, 5 and 8): open, submitting (the submit
 * disabled), then on success it closes, clears the form and shows the success message for 3 s;
 * a failure keeps the dialog open with the spec's message.
 */
export const customRequestMachine = setup({
  types: {
    context: {} as CustomRequestContext,
    events: {} as CustomRequestEvent,
  },
  actors: {
    submitRequest: notProvided<{ success: boolean }, CustomScriptRequest>('submitRequest'),
  },
  actions: {
    endSession: () => {},
    assignField: assign(({ context, event }) => changeField(context, event)),
    assignIssues: assign(({ context }) => ({
      issues: collectIssues(CustomScriptRequestSchema, context.values),
      errorMessage: null,
    })),
    clearMessages: assign({ issues: [], errorMessage: null }),
    clearForm: assign({ values: emptyValues, issues: [], errorMessage: null }),
    assignFailure: assign({ errorMessage: storeMessages.customFailed }),
  },
  guards: {
    isFormValid: ({ context }) =>
      collectIssues(CustomScriptRequestSchema, context.values).length === 0,
    hasSucceeded: (_, output: { success: boolean }) => output.success,
    isUnauthorized: isUnauthorizedGuard,
  },
  delays: {
    successMessage: SUCCESS_MESSAGE_MS,
  },
}).createMachine({
  id: 'customRequest',
  context: { values: emptyValues(), issues: [], errorMessage: null },
  initial: 'Closed',
  states: {
    Closed: {
      initial: 'Quiet',
      on: { 'dialog.open': { target: 'Open', actions: 'clearMessages' } },
      states: {
        Quiet: {},
        Announcing: {
          description: 'The success message, shown for 3 seconds.',
          tags: ['succeeded'],
          after: { successMessage: 'Quiet' },
        },
      },
    },
    Open: {
      initial: 'Editing',
      states: {
        Editing: {
          on: {
            ...editingTransitions('Submitting'),
            'dialog.close': '#customRequest.Closed',
          },
        },
        Submitting: {
          tags: ['busy'],
          invoke: {
            id: 'submitRequest',
            src: 'submitRequest',
            input: ({ context }) => ({
              ...context.values,
              platform: context.values.platform as CustomScriptRequest['platform'],
            }),
            onDone: [
              {
                guard: { type: 'hasSucceeded', params: ({ event }) => event.output },
                target: '#customRequest.Closed.Announcing',
                actions: 'clearForm',
              },
              { target: 'Editing', actions: 'assignFailure' },
            ],
            onError: [
              endSessionOnUnauthorized('Editing', 'assignFailure'),
              { target: 'Editing', actions: 'assignFailure' },
            ],
          },
        },
      },
    },
  },
});
