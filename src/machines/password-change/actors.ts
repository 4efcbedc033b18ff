import { fromPromise } from 'xstate';
import type { AccountSecurityApi } from '../../services/account-security';
import type { PasswordChangeRequest } from '../../services/contract';

/** The password card's call over the account service. */
export const createPasswordChangeActors = (api: Pick<AccountSecurityApi, 'changePassword'>) => ({
  changePassword: fromPromise<void, PasswordChangeRequest>(({ input }) =>
    api.changePassword(input),
  ),
});
