import { assign, setup } from 'xstate';
import type { MyRequest } from '../../services/contract';
import { notProvided } from '../not-provided';
import { endSessionOnUnauthorized, isUnauthorizedGuard } from '../signed-in-call';

/**
 * The store's 'My requests' (issue 17): closed, or open and loading the customer's own custom
 * requests fresh each time (a step may have happened since), then shown or failed with retry.
 */
export const myRequestsMachine = setup({
  types: {
    context: {} as { requests: MyRequest[] },
    events: {} as { type: 'dialog.open' } | { type: 'dialog.close' } | { type: 'list.retry' },
  },
  actors: { loadRequests: notProvided<MyRequest[]>('loadRequests') },
  actions: {
    endSession: () => {},
    assignRequests: assign((_, requests: MyRequest[]) => ({ requests })),
  },
  guards: { isUnauthorized: isUnauthorizedGuard },
}).createMachine({
  id: 'myRequests',
  context: { requests: [] },
  initial: 'Closed',
  states: {
    Closed: { on: { 'dialog.open': 'Open' } },
    Open: {
      initial: 'Loading',
      on: { 'dialog.close': 'Closed' },
      states: {
        Loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadRequests',
            src: 'loadRequests',
            onDone: {
              target: 'Shown',
              actions: { type: 'assignRequests', params: ({ event }) => event.output },
            },
            onError: [endSessionOnUnauthorized('Failed'), { target: 'Failed' }],
          },
        },
        Shown: {},
        Failed: { tags: ['error'], on: { 'list.retry': 'Loading' } },
      },
    },
  },
});
