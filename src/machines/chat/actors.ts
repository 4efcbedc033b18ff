import { fromPromise } from 'xstate';
import type { ChatReply, sendChatMessage } from '../../services/ai';

/** The assistant's call, bound where the chat screen creates its machine. */
export const createChatActors = (api: { sendChatMessage: typeof sendChatMessage }) => ({
  generateReply: fromPromise<ChatReply, { message: string }>(({ input }) =>
    api.sendChatMessage(input.message),
  ),
});
