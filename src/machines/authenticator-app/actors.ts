import { fromPromise } from 'xstate';
import type { AuthenticatorApi } from '../../services/account-security';
import type { TotpSetup, TotpStatus } from '../../services/contract';

/** The authenticator card's calls over the account service. */
export const createAuthenticatorActors = (api: AuthenticatorApi) => ({
  loadStatus: fromPromise<TotpStatus, void>(() => api.status()),
  start: fromPromise<TotpSetup, void>(() => api.start()),
  confirm: fromPromise<{ recoveryCodes: string[] }, string>(({ input }) => api.confirm(input)),
  renew: fromPromise<{ recoveryCodes: string[] }, string>(({ input }) =>
    api.renewRecoveryCodes(input),
  ),
  turnOff: fromPromise<void, { password: string; code: string }>(({ input }) => api.turnOff(input)),
});
