import { assign, setup } from 'xstate';
import { releaseForm } from '../../content/admin/releases';
import type { ReleaseDraft } from '../../services/admin-releases';
import type { DesktopPlatform } from '../../services/contract';
import { ApiRequestError } from '../../services/http';
import type { FormContext } from '../form/fields';
import { loggedOutState } from '../load-list';
import { notProvided } from '../not-provided';
import { endSessionOnUnauthorized, failureReason, isUnauthorizedGuard } from '../signed-in-call';
import {
  draftOf,
  emptyRelease,
  issueFieldOf,
  type ReleaseFiles,
  type ReleaseFormField,
  type ReleaseFormValues,
  releaseFormIssues,
} from './schema';

type ReleaseFormContext = FormContext<ReleaseFormValues> & {
  files: ReleaseFiles;
  /** Each file's `.sig`, chosen beside it. */
  signatures: ReleaseFiles;
  /** The day a new form starts with (the release date's default), YYYY-MM-DD. */
  today: string;
  /** What the server or the network said about the last save. */
  error: string | null;
};

export type ReleaseFormEvent =
  | { type: 'form.open' }
  | { type: 'form.close' }
  | { type: 'field.change'; field: ReleaseFormField; value: string }
  | { type: 'file.choose'; platform: DesktopPlatform; file: File | null }
  | { type: 'signature.choose'; platform: DesktopPlatform; file: File | null }
  | { type: 'form.submit' };

/** The server's own words for a refused release (an operator reads them), else the form's. */
const saveFailure = (error: unknown) =>
  failureReason(error) ??
  (error instanceof ApiRequestError && error.status !== undefined && error.status < 500
    ? error.message
    : releaseForm.failed);

const issuesOf = (context: ReleaseFormContext) => releaseFormIssues(context.values, context.files);

/** The platform's file set, or gone when none is chosen. */
function choose(files: ReleaseFiles, platform: DesktopPlatform, file: File | null) {
  const chosen = { ...files };
  if (file) chosen[platform] = file;
  else delete chosen[platform];
  return chosen;
}

/**
 * The console's 'New release' form (issue 18): version, date, channel, notes by tag (one a
 * line) and an installer file per platform with its signature (issue 36), checked before it is sent as a multipart upload.
 * A saved release is a draft: the page's list reloads (`created`) and the form closes and
 * clears. The server's refusal (a version that exists, a bad file) shows in the form.
 */
export const releaseFormMachine = setup({
  types: {
    context: {} as ReleaseFormContext,
    input: {} as { today: string },
    events: {} as ReleaseFormEvent,
  },
  actors: {
    createRelease: notProvided<void, ReleaseDraft>('createRelease'),
  },
  actions: {
    endSession: () => {},
    /** The page reloads its list and says the draft is saved. */
    created: (_, _version: string) => {},
    reset: assign(({ context }) => ({
      values: emptyRelease(context.today),
      files: {},
      signatures: {},
      issues: [],
      error: null,
    })),
    assignField: assign(
      ({ context }, { field, value }: { field: ReleaseFormField; value: string }) => ({
        values: { ...context.values, [field]: value },
        issues: context.issues.filter((issue) => issue.field !== issueFieldOf(field)),
      }),
    ),
    assignFile: assign(
      ({ context }, { platform, file }: { platform: DesktopPlatform; file: File | null }) => ({
        files: choose(context.files, platform, file),
        issues: context.issues.filter((issue) => issue.field !== 'files'),
      }),
    ),
    assignSignature: assign(
      ({ context }, { platform, file }: { platform: DesktopPlatform; file: File | null }) => ({
        signatures: choose(context.signatures, platform, file),
      }),
    ),
    assignIssues: assign(({ context }) => ({ issues: issuesOf(context), error: null })),
    clearMessages: assign({ issues: [], error: null }),
    assignFailure: assign((_, error: unknown) => ({
      error: saveFailure(error),
    })),
  },
  guards: {
    isFormValid: ({ context }) => issuesOf(context).length === 0,
    isUnauthorized: isUnauthorizedGuard,
  },
}).createMachine({
  id: 'releaseForm',
  context: ({ input }) => ({
    values: emptyRelease(input.today),
    files: {},
    signatures: {},
    issues: [],
    today: input.today,
    error: null,
  }),
  initial: 'Closed',
  states: {
    Closed: { on: { 'form.open': { target: 'Editing', actions: 'reset' } } },
    Editing: {
      on: {
        'form.close': 'Closed',
        'field.change': {
          actions: { type: 'assignField', params: ({ event }) => event },
        },
        'file.choose': {
          actions: { type: 'assignFile', params: ({ event }) => event },
        },
        'signature.choose': {
          actions: { type: 'assignSignature', params: ({ event }) => event },
        },
        'form.submit': [
          { guard: 'isFormValid', target: 'Saving', actions: 'clearMessages' },
          { actions: 'assignIssues' },
        ],
      },
    },
    Saving: {
      tags: ['busy'],
      invoke: {
        id: 'createRelease',
        src: 'createRelease',
        input: ({ context }) => draftOf(context.values, context.files, context.signatures),
        onDone: {
          target: 'Closed',
          actions: { type: 'created', params: ({ context }) => context.values.version.trim() },
        },
        onError: [
          endSessionOnUnauthorized('LoggedOut'),
          {
            target: 'Editing',
            actions: {
              type: 'assignFailure',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
          },
        ],
      },
    },
    LoggedOut: loggedOutState,
  },
});
