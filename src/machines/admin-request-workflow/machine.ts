import { assign, setup } from 'xstate';
import { requestStepTexts, requestTexts } from '../../content/admin/requests';
import {
  type AdminRequestDetail,
  customRequestStatusLabels,
  mayMoveRequest,
  type RequestStep,
} from '../../services/contract';
import { editingTransitions } from '../form/editing';
import { changeField, collectIssues, type FieldIssue } from '../form/fields';
import { loadingOneStates } from '../load-one';
import { notProvided } from '../not-provided';
import {
  failureReason,
  isConflictGuard,
  isNotFoundGuard,
  isUnauthorizedGuard,
  writeFailed,
} from '../signed-in-call';
import {
  initialStepValues,
  type StepTarget,
  type StepValues,
  stepBody,
  stepSchema,
} from './step-form';

type WorkflowContext = {
  requestId: string;
  request: AdminRequestDetail | null;
  /** The step whose dialog is open. */
  step: StepTarget | null;
  values: StepValues;
  issues: FieldIssue[];
  error: string | null;
  notice: string | null;
};

export type AdminRequestWorkflowEvent =
  | { type: 'step.choose'; step: StepTarget }
  | { type: 'step.cancel' }
  | { type: 'field.change'; field: keyof StepValues; value: string }
  | { type: 'form.submit' }
  | { type: 'request.retry' };

/** The open step's problems with what is typed, in the dialog's order. */
const issuesOf = (context: WorkflowContext) =>
  context.step ? collectIssues(stepSchema(context.step), context.values) : [];

/**
 * One custom request in the console (issue 17): loaded with its history, then moved step by
 * step along the workflow (new → in review → quoted → in progress → delivered → closed, or
 * declined). Only the steps the request's status allows are offered; each opens a dialog with
 * that step's fields (a price, a reason, the delivered script), checked before the call. A 409
 * means the request moved meanwhile: its message is shown and the request loaded again. A 401
 * ends the session.
 */
export const adminRequestWorkflowMachine = setup({
  types: {
    context: {} as WorkflowContext,
    input: {} as { requestId: string },
    events: {} as AdminRequestWorkflowEvent,
  },
  actors: {
    loadRequest: notProvided<AdminRequestDetail, { requestId: string }>('loadRequest'),
    takeStep: notProvided<AdminRequestDetail, { requestId: string; body: RequestStep }>('takeStep'),
  },
  actions: {
    endSession: () => {},
    assignRequest: assign((_, request: AdminRequestDetail) => ({ request })),
    openStep: assign(({ context }, step: StepTarget) => ({
      step,
      values: initialStepValues(context.request),
      issues: [],
      error: null,
      notice: null,
    })),
    closeStep: assign({ step: null, issues: [] }),
    assignField: assign(({ context, event }) => changeField(context, event)),
    assignIssues: assign(({ context }) => ({ issues: issuesOf(context), error: null })),
    clearMessages: assign({ issues: [], error: null, notice: null }),
    assignDone: assign((_, request: AdminRequestDetail) => ({
      request,
      step: null,
      notice: requestStepTexts.done(customRequestStatusLabels[request.status]),
      error: null,
    })),
    assignStepFailure: assign((_, params: { error: unknown }) => ({
      error: failureReason(params.error) ?? requestStepTexts.failed,
    })),
    assignConflict: assign((_, params: { error: unknown }) => ({
      step: null,
      error: params.error instanceof Error ? params.error.message : requestStepTexts.failed,
    })),
    assignLoadFailure: assign({ error: requestTexts.loadFailed }),
  },
  guards: {
    isUnauthorized: isUnauthorizedGuard,
    isNotFound: isNotFoundGuard,
    isConflict: isConflictGuard,
    mayTake: ({ context }, step: StepTarget) =>
      context.request !== null && mayMoveRequest(context.request.status, step),
    isFormValid: ({ context }) => issuesOf(context).length === 0,
  },
}).createMachine({
  id: 'adminRequestWorkflow',
  context: ({ input }) => ({
    requestId: input.requestId,
    request: null,
    step: null,
    values: initialStepValues(null),
    issues: [],
    error: null,
    notice: null,
  }),
  initial: 'Loading',
  states: {
    ...loadingOneStates<AdminRequestDetail>()({
      src: 'loadRequest',
      input: ({ context }: { context: WorkflowContext }) => ({ requestId: context.requestId }),
      keep: 'assignRequest',
      shown: 'Ready',
      failed: 'LoadFailed',
      failureActions: ['assignLoadFailure'],
      retry: 'request.retry',
      retryActions: ['clearMessages'],
    }),
    Ready: {
      on: {
        'step.choose': {
          guard: { type: 'mayTake', params: ({ event }) => event.step },
          target: 'Composing',
          actions: { type: 'openStep', params: ({ event }) => event.step },
        },
      },
    },
    Composing: {
      description: "The step's dialog: its fields, checked before the call.",
      on: {
        ...editingTransitions('Saving'),
        'step.cancel': { target: 'Ready', actions: ['closeStep', 'clearMessages'] },
      },
    },
    Saving: {
      tags: ['busy'],
      invoke: {
        id: 'takeStep',
        src: 'takeStep',
        input: ({ context }) => ({
          requestId: context.requestId,
          body: stepBody(context.step as StepTarget, context.values),
        }),
        onDone: {
          target: 'Ready',
          actions: { type: 'assignDone', params: ({ event }) => event.output },
        },
        onError: writeFailed('Loading', 'Composing', 'assignStepFailure'),
      },
    },
  },
});
