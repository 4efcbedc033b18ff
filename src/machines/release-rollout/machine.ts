import { assign, setup } from 'xstate';
import { confirmedActionTexts } from '../../content/admin/common';
import type { RolloutRequest } from '../../services/admin-releases';
import { notProvided } from '../not-provided';
import { serverMessage } from '../server-message';
import { endSessionOnUnauthorized, isUnauthorizedGuard } from '../signed-in-call';
import { rolloutIssue } from './rules';

type RolloutContext = {
  /** The change asked for (which release, its rollout now); null at rest. */
  request: RolloutRequest | null;
  /** What the dialog's field holds: a share, a reason or a version ('' for halt). */
  value: string;
  /** The field's problem, found before any call. */
  issue: string | null;
  /** The server's refusal, shown above the buttons. */
  errorMessage: string | null;
};

export type ReleaseRolloutEvent =
  /** A control asks for a change: its dialog opens, nothing is sent yet. */
  | { type: 'rollout.open'; request: RolloutRequest }
  | { type: 'rollout.change'; value: string }
  | { type: 'rollout.confirm' }
  | { type: 'rollout.cancel' }
  /** The success was read: back to rest. */
  | { type: 'rollout.dismiss' };

/** The field's first value: the version set now for the minimum version, else empty. */
const firstValue = (request: RolloutRequest) =>
  request.kind === 'minimumVersion' ? (request.current ?? '') : '';

/**
 * A staged-rollout change on the console's Releases page (issue 36): raise (or set) a rollout,
 * halt it, yank a release with a reason, or set the minimum supported version. Each is asked
 * for, its field checked, confirmed in its dialog, then run once; a refusal keeps the dialog
 * open with the server's reason. `actionDone` tells the page to reload the releases.
 */
export const releaseRolloutMachine = setup({
  types: {
    context: {} as RolloutContext,
    events: {} as ReleaseRolloutEvent,
  },
  actors: {
    run: notProvided<unknown, { request: RolloutRequest; value: string }>('run'),
  },
  actions: {
    endSession: () => {},
    actionDone: () => {},
    open: assign((_, request: RolloutRequest) => ({
      request,
      value: firstValue(request),
      issue: null,
      errorMessage: null,
    })),
    setValue: assign((_, value: string) => ({ value, issue: null })),
    assignIssue: assign(({ context }) => ({
      issue: context.request && rolloutIssue(context.request, context.value),
    })),
    clear: assign({ request: null, value: '', issue: null, errorMessage: null }),
    assignFailure: assign((_, error: unknown) => ({
      errorMessage: serverMessage(error) ?? confirmedActionTexts.failed,
    })),
  },
  guards: {
    isUnauthorized: isUnauthorizedGuard,
    isValid: ({ context }) =>
      context.request !== null && rolloutIssue(context.request, context.value) === null,
  },
}).createMachine({
  id: 'releaseRollout',
  context: { request: null, value: '', issue: null, errorMessage: null },
  initial: 'Idle',
  states: {
    Idle: {
      on: {
        'rollout.open': {
          target: 'Editing',
          actions: { type: 'open', params: ({ event }) => event.request },
        },
      },
    },
    Editing: {
      description: 'The dialog: its field, if the change has one, and the confirmation.',
      on: {
        'rollout.change': { actions: { type: 'setValue', params: ({ event }) => event.value } },
        'rollout.confirm': [{ guard: 'isValid', target: 'Running' }, { actions: 'assignIssue' }],
        'rollout.cancel': { target: 'Idle', actions: 'clear' },
      },
    },
    Running: {
      tags: ['loading'],
      invoke: {
        id: 'run',
        src: 'run',
        input: ({ context }) => ({
          request: context.request as RolloutRequest,
          value: context.value.trim(),
        }),
        onDone: { target: 'Done', actions: 'actionDone' },
        onError: [
          endSessionOnUnauthorized('Idle', 'clear'),
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
    Done: {
      tags: ['success'],
      on: {
        'rollout.dismiss': { target: 'Idle', actions: 'clear' },
        'rollout.open': {
          target: 'Editing',
          actions: { type: 'open', params: ({ event }) => event.request },
        },
      },
    },
  },
});
