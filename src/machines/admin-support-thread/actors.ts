import { fromPromise } from 'xstate';
import type { AdminSupportApi } from '../../services/admin-support';
import type { AdminSupportDetail } from '../../services/contract';

/** The support thread's calls, bound where the message's page creates its machine. */
export const createAdminSupportThreadActors = (
  api: Pick<AdminSupportApi, 'detail' | 'reply' | 'setStatus'>,
) => ({
  loadMessage: fromPromise<AdminSupportDetail, { messageId: string }>(({ input }) =>
    api.detail(input.messageId),
  ),
  sendReply: fromPromise<AdminSupportDetail, { messageId: string; body: string }>(({ input }) =>
    api.reply(input.messageId, input.body),
  ),
  changeStatus: fromPromise<AdminSupportDetail, { messageId: string; status: 'open' | 'closed' }>(
    ({ input }) => api.setStatus(input.messageId, input.status),
  ),
});
