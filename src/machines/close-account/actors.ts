import { fromPromise } from 'xstate';
import type { AccountSecurityApi } from '../../services/account-security';
import type { CloseAccountRequest } from '../../services/contract';

/** Closing the account over the account service. */
export const createCloseAccountActors = (api: Pick<AccountSecurityApi, 'close'>) => ({
  closeAccount: fromPromise<void, CloseAccountRequest>(({ input }) => api.close(input)),
});
