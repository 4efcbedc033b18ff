import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { aiErrorCodes, ChatRequestSchema, mayUseChat } from '../../src/services/contract';
import { AiUpstreamError } from '../adapters/ai/types';
import type { Chat } from '../domain/chat';
import type { Sessions } from '../domain/sessions';
import { type AuthEnv, requireSession } from '../http/auth';
import { ApiError } from '../http/errors';
import { noStore } from '../http/no-store';
import { jsonBody } from '../http/validation';

export const PRO_REQUIRED_MESSAGE =
  'The AI chat needs a Pro subscription. Please upgrade your subscription to use it.';

const upstreamStatus: Record<AiUpstreamError['reason'], ContentfulStatusCode> = {
  timeout: 504,
  failed: 502,
  empty: 502,
};

/** `/api/v2/ai/*`: the Pro AI chat. */
export function aiRoutes({ chat, sessions }: { chat: Chat; sessions: Sessions }) {
  const app = new Hono<AuthEnv>();

  app.use('*', noStore);

  // Who may chat is settled before the body is read: a customer without Pro learns that first.
  const proOnly = createMiddleware<AuthEnv>(async (c, next) => {
    if (!mayUseChat(c.get('user').roles)) throw new ApiError(403, PRO_REQUIRED_MESSAGE);
    await next();
  });

  app.post('/chat', requireSession(sessions), proOnly, jsonBody(ChatRequestSchema), async (c) => {
    try {
      const content = await chat.reply(c.get('user').id, c.req.valid('json').message);
      return c.json({ choices: [{ message: { role: 'assistant', content } }] });
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
