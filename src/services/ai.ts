import { aiErrorCodes, chatEndpoints } from './contract';
import { ApiRequestError, callEndpoint } from './http';

/** The assistant's answer: its text, or nothing (the model answered with no content). */
export type ChatReply = { kind: 'reply'; content: string } | { kind: 'empty' };

/**
 * Asks the AI assistant (spec section 7: POST /api/v2/ai/chat, bearer). A reply without content,
 * or the server's 502 `AI-EMPTY` saying the model answered nothing, is `empty`; any other
 * failure throws an `ApiRequestError`.
 */
export async function sendChatMessage(message: string): Promise<ChatReply> {
  try {
    const answer = await callEndpoint(chatEndpoints.send, { body: { message } });
    const content = answer.choices[0]?.message.content;
    return content?.trim() ? { kind: 'reply', content } : { kind: 'empty' };
  } catch (error) {
    if (error instanceof ApiRequestError && error.body?.data?.code === aiErrorCodes.empty) {
      return { kind: 'empty' };
    }
    throw error;
  }
}
