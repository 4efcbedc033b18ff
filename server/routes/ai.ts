import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { aiErrorCodes, chatEndpoints, mayUseChat } from '../../src/services/contract';
import { AiUpstreamError } from '../adapters/ai/types';
import type { Chat } from '../domain/chat';
import type { AuthEnv } from '../http/auth';
import type { RegisterEndpoint } from '../http/endpoint-routes';
import { ApiError } from '../http/errors';

export const PRO_REQUIRED_MESSAGE =
  'The AI chat needs a Pro subscription. Please upgrade your subscription to use it.';

const upstreamStatus: Record<AiUpstreamError['reason'], ContentfulStatusCode> = {
  timeout: 504,
  failed: 502,
  empty: 502,
};

/**
 * The check of the `pro` callers, after the session's: settled before the body is read, so a
 * customer without Pro learns that first.
 */
export const requirePro = createMiddleware<AuthEnv>(async (c, next) => {
  if (!mayUseChat(c.get('user').roles)) throw new ApiError(403, PRO_REQUIRED_MESSAGE);
  await next();
});

/** The Pro AI chat (`chatEndpoints`). */
export function aiRoutes(register: RegisterEndpoint, { chat }: { chat: Chat }) {
  const app = new Hono<AuthEnv>();

  register(app, chatEndpoints.send, async ({ body }, c) => {
    try {
      const content = await chat.reply(c.get('user').id, body.message);
      return { choices: [{ message: { role: 'assistant', content } }] };
    } catch (error) {
      if (!(error instanceof AiUpstreamError)) throw error;
      // The empty case carries a code, so the client can say 'No response from API.' (spec
      // section 4) while every other client still sees a plain 502 with a message.
      const extra =
        error.reason === 'empty'
          ? { data: { code: aiErrorCodes.empty, message: error.message } }
          : {};
      throw new ApiError(upstreamStatus[error.reason], error.message, extra);
    }
  });

  return app;
}
