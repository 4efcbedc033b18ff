import { assign, setup } from 'xstate';
import { scriptFormMessages as messages } from '../../content/admin/scripts';
import type { AdminScript, AdminScriptInput } from '../../services/contract';
import { ApiRequestError } from '../../services/http';
import { changeField, type FieldIssue } from '../form/fields';
import { notProvided } from '../not-provided';
import { endSessionOnUnauthorized, failureReason, isUnauthorizedGuard } from '../signed-in-call';
import {
  blankScript,
  differs,
  inputOf,
  type ScriptFormField,
  type ScriptFormValues,
  scriptIssues,
  valuesOf,
} from './values';

type ScriptFormContext = {
  /** The script being edited; null until a new one is first saved. */
  scriptId: string | null;
  values: ScriptFormValues;
  /** The values as last loaded or saved: the form is dirty while `values` differ. */
  saved: ScriptFormValues;
  /** The stored script as last answered (its published state, its owners). */
  script: AdminScript | null;
  issues: FieldIssue[];
  errorMessage: string | null;
};

export type ScriptFormEvent =
  | { type: 'field.change'; field: ScriptFormField; value: string }
  | { type: 'image.choose'; file: File }
  | { type: 'form.submit' }
  | { type: 'script.changed'; script: AdminScript }
  | { type: 'load.retry' };

export type SaveInput = { scriptId: string | null; input: AdminScriptInput };

/** The server's field messages (422, or a taken name's 409), as the form's issues. */
function serverIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiRequestError)) return [];
  return Object.entries(error.body?.errors ?? {}).map(([field, message]) => ({ field, message }));
}

/** Runs `assign` with the error of the failed call the event reports. */
const withError = <T>(event: { type: string }, make: (error: unknown) => T): T =>
  make((event as { error?: unknown }).error);

const failedWith = (base: string, error: unknown) => {
  const reason = failureReason(error);
  return reason ? `${base} ${reason}` : base;
};

/**
 * The console's script editor (issue 17): a stored script loads first; then editing, where a
 * submit is validated by the contract's rules, saved (created, then updated), and ends saved or
 * failed, the server's field messages shown on their fields. A picture uploads while editing.
 * The form is dirty while its values differ from the last saved ones.
 */
export const adminScriptFormMachine = setup({
  types: {
    context: {} as ScriptFormContext,
    input: {} as { scriptId: string | null; today: string },
    events: {} as ScriptFormEvent,
  },
  actors: {
    loadScript: notProvided<AdminScript, string>('loadScript'),
    saveScript: notProvided<AdminScript, SaveInput>('saveScript'),
    uploadImage: notProvided<{ scriptImageUrl: string }, File>('uploadImage'),
  },
  actions: {
    endSession: () => {},
    assignField: assign(({ context, event }) => ({
      ...changeField(context, event),
      errorMessage: null,
    })),
    assignIssues: assign(({ context }) => ({ issues: scriptIssues(context.values) })),
    clearMessages: assign({ issues: [], errorMessage: null }),
    assignScript: assign((_, script: AdminScript) => ({
      scriptId: script.id,
      script,
      values: valuesOf(script),
      saved: valuesOf(script),
      issues: [],
      errorMessage: null,
    })),
    /** A publish or unpublish elsewhere on the page: the stored state only, edits stay. */
    assignStoredState: assign((_, script: AdminScript) => ({ script })),
    assignImage: assign(({ context }, output: { scriptImageUrl: string }) => ({
      values: { ...context.values, scriptImageUrl: output.scriptImageUrl },
      issues: context.issues.filter((issue) => issue.field !== 'scriptImageUrl'),
      errorMessage: null,
    })),
    assignUploadFailure: assign(({ event }) =>
      withError(event, (error) => ({
        errorMessage: null,
        issues: [
          {
            field: 'scriptImageUrl',
            message: serverIssues(error)[0]?.message ?? failedWith(messages.uploadFailed, error),
          },
        ],
      })),
    ),
    assignSaveFailure: assign(({ event }) =>
      withError(event, (error) => ({
        issues: serverIssues(error),
        errorMessage: failedWith(messages.saveFailed, error),
      })),
    ),
    assignLoadFailure: assign(({ event }) =>
      withError(event, (error) => ({
        errorMessage: failedWith(messages.loadFailed, error),
      })),
    ),
  },
  guards: {
    isUnauthorized: isUnauthorizedGuard,
    isStored: ({ context }) => context.scriptId !== null,
    isFormValid: ({ context }) => scriptIssues(context.values).length === 0,
  },
}).createMachine({
  id: 'adminScriptForm',
  context: ({ input }) => ({
    scriptId: input.scriptId,
    values: blankScript(input.today),
    saved: blankScript(input.today),
    script: null,
    issues: [],
    errorMessage: null,
  }),
  initial: 'Starting',
  on: {
    'script.changed': {
      actions: { type: 'assignStoredState', params: ({ event }) => event.script },
    },
  },
  states: {
    Starting: {
      always: [{ guard: 'isStored', target: 'Loading' }, { target: 'Editing' }],
    },
    Loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadScript',
        src: 'loadScript',
        input: ({ context }) => context.scriptId ?? '',
        onDone: {
          target: 'Editing',
          actions: { type: 'assignScript', params: ({ event }) => event.output },
        },
        onError: [
          endSessionOnUnauthorized('LoadFailed', 'assignLoadFailure'),
          {
            target: 'LoadFailed',
            actions: 'assignLoadFailure',
          },
        ],
      },
    },
    LoadFailed: {
      on: { 'load.retry': 'Loading' },
    },
    Editing: {
      on: {
        'field.change': { actions: 'assignField' },
        'image.choose': 'Uploading',
        'form.submit': 'Validating',
      },
    },
    Uploading: {
      tags: ['busy', 'uploading'],
      invoke: {
        id: 'uploadImage',
        src: 'uploadImage',
        input: ({ event }) => (event as Extract<ScriptFormEvent, { type: 'image.choose' }>).file,
        onDone: {
          target: 'Editing',
          actions: { type: 'assignImage', params: ({ event }) => event.output },
        },
        onError: [
          endSessionOnUnauthorized('Editing'),
          {
            target: 'Editing',
            actions: 'assignUploadFailure',
          },
        ],
      },
    },
    Validating: {
      always: [
        { guard: 'isFormValid', target: 'Saving', actions: 'clearMessages' },
        { target: 'Editing', actions: 'assignIssues' },
      ],
    },
    Saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveScript',
        src: 'saveScript',
        input: ({ context }) => ({ scriptId: context.scriptId, input: inputOf(context.values) }),
        onDone: {
          target: 'Saved',
          actions: { type: 'assignScript', params: ({ event }) => event.output },
        },
        onError: [
          endSessionOnUnauthorized('Failed', 'assignSaveFailure'),
          {
            target: 'Failed',
            actions: 'assignSaveFailure',
          },
        ],
      },
    },
    Saved: {
      description: 'Saved: the store shows the change at once (if published).',
      on: {
        'field.change': { target: 'Editing', actions: 'assignField' },
        'image.choose': 'Uploading',
        'form.submit': 'Validating',
      },
    },
    Failed: {
      on: {
        'field.change': { target: 'Editing', actions: 'assignField' },
        'image.choose': 'Uploading',
        'form.submit': 'Validating',
      },
    },
  },
});

/** Whether the form holds changes not saved yet. */
export const isDirty = (context: Pick<ScriptFormContext, 'values' | 'saved'>) =>
  differs(context.values, context.saved);
