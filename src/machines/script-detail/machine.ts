import { assign, setup } from 'xstate';
import { storeMessages } from '../../content/store-messages';
import type { ScriptDetail, ScriptSummary } from '../../services/contract';
import type { ScriptDetailResult } from '../../services/store';
import { notProvided } from '../not-provided';
import { endSessionOnUnauthorized, isNotFoundGuard, isUnauthorizedGuard } from '../signed-in-call';

type DetailContext = {
  scriptName: string;
  /** The full script (shown) or its public fields (limited). */
  script: ScriptDetail | ScriptSummary | null;
  message: string | null;
};

/**
 * A script's detail view (spec sections 4 and 8): loading, then shown with its content link,
 * or the limited view on a 403 (no link, 'Purchase Script'); 404 and other failures with their
 * messages.
 */
export const scriptDetailMachine = setup({
  types: {
    context: {} as DetailContext,
    input: {} as { scriptName: string },
    events: {} as { type: 'detail.retry' },
  },
  actors: {
    loadDetails: notProvided<ScriptDetailResult, { scriptName: string }>('loadDetails'),
  },
  actions: {
    endSession: () => {},
    assignScript: assign((_, result: ScriptDetailResult) => ({
      script: result.script,
      message: result.access === 'limited' ? storeMessages.detailForbidden : null,
    })),
    assignNotFound: assign({ script: null, message: storeMessages.detailNotFound }),
    assignFailure: assign({ script: null, message: storeMessages.detailFailed }),
  },
  guards: {
    isLimited: (_, result: ScriptDetailResult) => result.access === 'limited',
    isNotFound: isNotFoundGuard,
    isUnauthorized: isUnauthorizedGuard,
  },
}).createMachine({
  id: 'scriptDetail',
  context: ({ input }) => ({ scriptName: input.scriptName, script: null, message: null }),
  initial: 'Loading',
  states: {
    Loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        input: ({ context }) => ({ scriptName: context.scriptName }),
        onDone: [
          {
            guard: { type: 'isLimited', params: ({ event }) => event.output },
            target: 'Limited',
            actions: { type: 'assignScript', params: ({ event }) => event.output },
          },
          {
            target: 'Shown',
            actions: { type: 'assignScript', params: ({ event }) => event.output },
          },
        ],
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'NotFound',
            actions: 'assignNotFound',
          },
          endSessionOnUnauthorized('Failed', 'assignFailure'),
          { target: 'Failed', actions: 'assignFailure' },
        ],
      },
    },
    Shown: {},
    Limited: { description: 'Not entitled (403): the public fields and Purchase Script.' },
    NotFound: { tags: ['error'] },
    Failed: { tags: ['error'], on: { 'detail.retry': 'Loading' } },
  },
});
