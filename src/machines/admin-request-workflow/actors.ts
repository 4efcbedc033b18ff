import { fromPromise } from 'xstate';
import type { AdminRequestsApi } from '../../services/admin-requests';
import type { AdminRequestDetail, RequestStep } from '../../services/contract';

/** The request workflow's calls, bound where the request's page creates its machine. */
export const createAdminRequestWorkflowActors = (
  api: Pick<AdminRequestsApi, 'detail' | 'step'>,
) => ({
  loadRequest: fromPromise<AdminRequestDetail, { requestId: string }>(({ input }) =>
    api.detail(input.requestId),
  ),
  takeStep: fromPromise<AdminRequestDetail, { requestId: string; body: RequestStep }>(({ input }) =>
    api.step(input.requestId, input.body),
  ),
});
