import { fromPromise } from 'xstate';
import type { AccountSecurityApi } from '../../services/account-security';

/** The export's call over the account service. */
export const createDataExportActors = (api: Pick<AccountSecurityApi, 'exportData'>) => ({
  exportData: fromPromise<unknown>(() => api.exportData()),
});
