import { fromPromise } from 'xstate';
import type { MyRequest } from '../../services/contract';
import type { StoreApi } from '../../services/store';

/** The customer's own requests, bound where the store page creates the machine. */
export const createMyRequestsActors = (api: Pick<StoreApi, 'myRequests'>) => ({
  loadRequests: fromPromise<MyRequest[]>(() => api.myRequests()),
});
