import { fromPromise } from 'xstate';
import type { AdminCustomersApi } from '../../services/admin-customers';
import type { AdminCustomer } from '../../services/contract';

/** The customer page's call over the console's customer service, bound where the page mounts. */
export const createAdminCustomerActors = (api: Pick<AdminCustomersApi, 'detail'>) => ({
  loadCustomer: fromPromise<AdminCustomer, { customerId: string }>(({ input }) =>
    api.detail(input.customerId),
  ),
});
