import { assign, setup } from 'xstate';
import { overviewMessages } from '../../content/admin/overview';
import type { AdminOverview } from '../../services/contract';
import { notProvided } from '../not-provided';
import { endSessionOnUnauthorized, failureReason, isUnauthorizedGuard } from '../signed-in-call';

type OverviewContext = { overview: AdminOverview | null; errorMessage: string | null };

export type OverviewEvent = { type: 'overview.reload' };

/**
 * The console's overview (issue 17): the figures load, then show; a failure offers a retry,
 * and a reload (the operator asks for fresh figures) keeps the old ones shown meanwhile.
 */
export const adminOverviewMachine = setup({
  types: { context: {} as OverviewContext, events: {} as OverviewEvent },
  actors: { loadOverview: notProvided<AdminOverview>('loadOverview') },
  actions: {
    endSession: () => {},
    assignOverview: assign((_, overview: AdminOverview) => ({ overview, errorMessage: null })),
    assignFailure: assign(({ event }) => {
      const reason = failureReason((event as { error?: unknown }).error);
      return {
        errorMessage: reason ? `${overviewMessages.failed} ${reason}` : overviewMessages.failed,
      };
    }),
  },
  guards: { isUnauthorized: isUnauthorizedGuard },
}).createMachine({
  id: 'adminOverview',
  context: { overview: null, errorMessage: null },
  initial: 'Loading',
  states: {
    Loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        onDone: {
          target: 'Shown',
          actions: { type: 'assignOverview', params: ({ event }) => event.output },
        },
        onError: [
          endSessionOnUnauthorized('Failed', 'assignFailure'),
          {
            target: 'Failed',
            actions: 'assignFailure',
          },
        ],
      },
    },
    Shown: { on: { 'overview.reload': 'Loading' } },
    Failed: { on: { 'overview.reload': 'Loading' } },
  },
});
