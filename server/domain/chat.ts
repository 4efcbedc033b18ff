import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { AiAssistant, ChatTurn } from '../adapters/ai/types';
import type { Database } from '../db/client';
import { chatExchanges } from '../db/schema';
import type { Clock } from './clock';
import { rateLimited } from './errors';
import { CHAT_HISTORY_EXCHANGES, CHAT_HISTORY_MAX_AGE_MS, rules } from './limits';
import type { RateLimiter } from './rate-limit';

export type Chat = ReturnType<typeof createChat>;

/**
 * The AI chat: a customer's message goes to the assistant with their recent exchanges, and the
 * exchange is remembered when the assistant answers. Limits are taken before the model is
 * asked, so failed calls count too: they cost the model's time all the same.
 */
export function createChat(deps: {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  assistant: AiAssistant;
}) {
  const { db, clock, limiter, assistant } = deps;

  async function history(userId: string, now: number): Promise<ChatTurn[]> {
    const recent = await db
      .select({ message: chatExchanges.message, reply: chatExchanges.reply })
      .from(chatExchanges)
      .where(
        and(
          eq(chatExchanges.userId, userId),
          gt(chatExchanges.createdAt, new Date(now - CHAT_HISTORY_MAX_AGE_MS)),
        ),
      )
      .orderBy(desc(chatExchanges.createdAt), desc(chatExchanges.id))
      .limit(CHAT_HISTORY_EXCHANGES);
    return recent.reverse().flatMap((exchange): ChatTurn[] => [
      { role: 'user', content: exchange.message },
      { role: 'assistant', content: exchange.reply },
    ]);
  }

  /** The assistant's reply to the message; throws `AiUpstreamError` or a rate-limit refusal. */
  async function reply(userId: string, message: string): Promise<string> {
    for (const rule of [rules.chatMessagesPerUser, rules.chatDailyBudgetPerUser]) {
      const decision = await limiter.take(rule, userId);
      if (!decision.allowed) {
        const what =
          rule === rules.chatDailyBudgetPerUser
            ? 'You have used your AI chat messages for today.'
            : 'You are sending messages too quickly.';
        throw rateLimited(what, decision.retryAfterMs);
      }
    }
    const asked = clock.now();
    const answer = await assistant.reply({ message, history: await history(userId, asked) });
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx
        .delete(chatExchanges)
        .where(
          and(
            eq(chatExchanges.userId, userId),
            lte(chatExchanges.createdAt, new Date(now - CHAT_HISTORY_MAX_AGE_MS)),
          ),
        );
      await tx
        .insert(chatExchanges)
        .values({ userId, message, reply: answer, createdAt: new Date(now) });
    });
    return answer;
  }

  return { reply, history };
}
