import { assign, setup } from 'xstate';
import type { AdminCustomer } from '../../services/contract';
import { loadingOneStates } from '../load-one';
import { notProvided } from '../not-provided';
import { isNotFoundGuard, isUnauthorizedGuard } from '../signed-in-call';

type CustomerContext = { customerId: string; customer: AdminCustomer | null };

/**
 * A customer's page in the console: loading, then shown; 404 and other failures (retry) apart.
 * An action on the customer answers the page as it is afterwards: `customer.updated` puts it in
 * place, with no second call. A 401 ends the session.
 */
export const adminCustomerMachine = setup({
  types: {
    context: {} as CustomerContext,
    input: {} as { customerId: string },
    events: {} as
      | { type: 'customer.retry' }
      | { type: 'customer.updated'; customer: AdminCustomer },
  },
  actors: {
    loadCustomer: notProvided<AdminCustomer, { customerId: string }>('loadCustomer'),
  },
  actions: {
    endSession: () => {},
    assignCustomer: assign((_, customer: AdminCustomer) => ({ customer })),
  },
  guards: {
    isNotFound: isNotFoundGuard,
    isUnauthorized: isUnauthorizedGuard,
  },
}).createMachine({
  id: 'adminCustomer',
  context: ({ input }) => ({ customerId: input.customerId, customer: null }),
  initial: 'Loading',
  states: {
    ...loadingOneStates<AdminCustomer>()({
      src: 'loadCustomer',
      input: ({ context }: { context: CustomerContext }) => ({ customerId: context.customerId }),
      keep: 'assignCustomer',
      shown: 'Shown',
      failed: 'Failed',
      failureActions: [],
      retry: 'customer.retry',
      retryActions: [],
    }),
    Shown: {
      on: {
        'customer.updated': {
          actions: { type: 'assignCustomer', params: ({ event }) => event.customer },
        },
      },
    },
  },
});
