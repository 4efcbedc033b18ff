import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAiAssistant, defaultSystemPromptFile } from '../../server/adapters/ai';
import type { AiAssistant } from '../../server/adapters/ai/types';
import { chatExchanges, users } from '../../server/db/schema';
import { CHAT_HISTORY_EXCHANGES, CHAT_HISTORY_MAX_AGE_MS, rules } from '../../server/domain/limits';
import { PRO_REQUIRED_MESSAGE } from '../../server/routes/ai';
import { aiErrorCodes, CHAT_MESSAGE_REQUIRED, roles } from '../../src/services/contract';
import { startOpenAiStandIn } from '../support/openai-stand-in';
import { bearer, call, signUp, type TestApp, truncateAll } from './support/auth';
import { databaseKinds, suiteDatabase } from './support/databases';
import { buildTestApp } from './support/test-app';

const CHAT = '/api/v2/ai/chat';
const HOUR = 60 * 60 * 1000;

type StandIn = Awaited<ReturnType<typeof startOpenAiStandIn>>;

const modelSettings = (baseUrl: string) => ({
  baseUrl,
  apiKey: 'test-key',
  model: 'test-model',
  systemPromptFile: defaultSystemPromptFile,
  maxTokens: 400,
  timeoutMs: 500,
});

const contentOf = (body: Record<string, unknown>) =>
  (body as { choices: Array<{ message: { content: string } }> }).choices[0]?.message.content;

describe.each(databaseKinds)('the AI chat on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: truncateAll });
  let standIn: StandIn;
  let model: AiAssistant;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    model = createAiAssistant(modelSettings(standIn.baseUrl));
  });
  afterAll(async () => {
    await standIn?.stop();
  });
  beforeEach(async () => {
    await database.db.execute(sql`TRUNCATE chat_exchanges`);
    standIn.requests.length = 0;
    standIn.answerWith({ kind: 'reply', content: 'Here is your script.' });
  });

  /** A signed-up customer with these roles and their bearer header. */
  async function customer(app: TestApp, email: string, granted: string[] = [roles.pro]) {
    const { authToken } = await signUp(app, email);
    await database.db.update(users).set({ roles: granted }).where(eq(users.emailAddress, email));
    return bearer(authToken);
  }

  const ask = (app: TestApp, auth: Record<string, string>, message: unknown) =>
    call(app, 'POST', CHAT, { message }, auth);

  describe('who may chat', () => {
    it('asks for a session first', async () => {
      const app = buildTestApp(database, { ai: model });
      const answer = await ask(app, {}, 'Hello');
      expect(answer.status).toBe(401);
    });

    it('refuses a customer without Pro with 403 and a message, and asks no model', async () => {
      const app = buildTestApp(database, { ai: model });
      const auth = await customer(app, 'plain@example.com', []);
      const answer = await ask(app, auth, 'Write an RSI script');
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: PRO_REQUIRED_MESSAGE });
      expect(standIn.requests).toHaveLength(0);
    });

    it.each([roles.pro, roles.admin])('answers %s in the shape the client reads', async (role) => {
      const app = buildTestApp(database, { ai: model });
      const auth = await customer(app, `${role.toLowerCase()}@example.com`, [role]);
      const answer = await ask(app, auth, 'Write an RSI script');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        choices: [{ message: { role: 'assistant', content: 'Here is your script.' } }],
      });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('the message', () => {
    it.each([
      ['empty', ''],
      ['blank', '   \n\t '],
      ['not text', 42],
      ['missing', undefined],
    ])('refuses an %s message with 422 and a message', async (_label, message) => {
      const app = buildTestApp(database, { ai: model });
      const auth = await customer(app, 'pro@example.com');
      const answer = await ask(app, auth, message);
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(CHAT_MESSAGE_REQUIRED);
      expect(standIn.requests).toHaveLength(0);
    });

    it('accepts 4,000 characters, refuses 4,001 with a clear 422', async () => {
      const app = buildTestApp(database, { ai: model });
      const auth = await customer(app, 'pro@example.com');
      expect((await ask(app, auth, 'a'.repeat(4000))).status).toBe(200);
      const answer = await ask(app, auth, 'a'.repeat(4001));
      expect(answer.status).toBe(422);
      expect(answer.body.message).toMatch(/under 4,000 characters/);
    });

    it('sends the message trimmed', async () => {
      const app = buildTestApp(database, { ai: model });
      const auth = await customer(app, 'pro@example.com');
      await ask(app, auth, '   Write a VWAP script  \n');
      expect(standIn.requests[0]?.body.messages.at(-1)).toEqual({
        role: 'user',
        content: 'Write a VWAP script',
      });
    });
  });

  describe('limits', () => {
    it('answers 429 with when to retry past the per-minute limit, then lets go', async () => {
      const app = buildTestApp(database, { ai: model });
      const auth = await customer(app, 'pro@example.com');
      for (let i = 0; i < rules.chatMessagesPerUser.limit; i += 1) {
        expect((await ask(app, auth, `message ${i}`)).status).toBe(200);
      }
      const refused = await ask(app, auth, 'one more');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/too quickly.*try again in 1 minute/);
      expect(refused.body.retryAfterSeconds).toBe(60);
      expect(refused.headers.get('retry-after')).toBe('60');
      app.clock.advance(60_000);
      expect((await ask(app, auth, 'again')).status).toBe(200);
    });

    it('answers 429 once the daily budget is spent, with the hours until it frees', async () => {
      const app = buildTestApp(database, { ai: model });
      const auth = await customer(app, 'pro@example.com');
      const other = await customer(app, 'other@example.com');
      for (let i = 0; i < rules.chatDailyBudgetPerUser.limit; i += 1) {
        await app.rateLimiter.take(rules.chatDailyBudgetPerUser, await userId('pro@example.com'));
      }
      const refused = await ask(app, auth, 'one more');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/for today.*try again in 24 hours/);
      expect(Number(refused.headers.get('retry-after'))).toBe(24 * 60 * 60);
      expect((await ask(app, other, 'hello')).status).toBe(200);
    });
  });

  async function userId(email: string) {
    const [row] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.emailAddress, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  }

  describe('memory', () => {
    it('sends the earlier exchange with a follow-up: model, system prompt, max_tokens', async () => {
      const app = buildTestApp(database, { ai: model });
      const auth = await customer(app, 'pro@example.com');
      standIn.answerWith({ kind: 'reply', content: 'RSI script with period 10' });
      await ask(app, auth, 'Write an RSI script');
      standIn.answerWith({ kind: 'reply', content: 'RSI script with period 14' });
      const answer = await ask(app, auth, 'now use a 14-period RSI instead');
      expect(contentOf(answer.body)).toBe('RSI script with period 14');

      const sent = standIn.requests[1]?.body;
      expect(sent?.model).toBe('test-model');
      expect(sent?.max_tokens).toBe(400);
      expect(sent?.messages[0]?.role).toBe('system');
      expect(sent?.messages.slice(1)).toEqual([
        { role: 'user', content: 'Write an RSI script' },
        { role: 'assistant', content: 'RSI script with period 10' },
        { role: 'user', content: 'now use a 14-period RSI instead' },
      ]);
    });

    it("keeps each customer's conversation to themselves", async () => {
      const app = buildTestApp(database, { ai: model });
      const ada = await customer(app, 'ada@example.com');
      const bob = await customer(app, 'bob@example.com');
      await ask(app, ada, 'Ada asks');
      await ask(app, bob, 'Bob asks');
      expect(standIn.requests[1]?.body.messages.slice(1)).toEqual([
        { role: 'user', content: 'Bob asks' },
      ]);
    });

    it(`sends at most ${CHAT_HISTORY_EXCHANGES} recent exchanges, none older than a day`, async () => {
      const app = buildTestApp(database, { ai: model });
      const auth = await customer(app, 'pro@example.com');
      // Older than the memory, yet younger than any session: written straight to the table.
      await database.db.insert(chatExchanges).values({
        userId: await userId('pro@example.com'),
        message: 'ancient',
        reply: 'old reply',
        createdAt: new Date(app.clock.now() - CHAT_HISTORY_MAX_AGE_MS - HOUR),
      });
      for (let i = 1; i <= CHAT_HISTORY_EXCHANGES + 2; i += 1) {
        app.clock.advance(1000);
        await ask(app, auth, `message ${i}`);
      }
      const sent = standIn.requests.at(-1)?.body.messages ?? [];
      const userTurns = sent.filter((turn) => turn.role === 'user').map((turn) => turn.content);
      expect(userTurns).toEqual([
        ...Array.from({ length: CHAT_HISTORY_EXCHANGES }, (_, i) => `message ${i + 2}`),
        `message ${CHAT_HISTORY_EXCHANGES + 2}`,
      ]);
      // The expired exchange is gone from the table, not just left out.
      const stored = await database.db.select().from(chatExchanges);
      expect(stored.map((row) => row.message)).not.toContain('ancient');
    });

    it('remembers nothing of a failed exchange', async () => {
      const app = buildTestApp(database, { ai: model });
      const auth = await customer(app, 'pro@example.com');
      standIn.answerWith({ kind: 'error', status: 500 });
      await ask(app, auth, 'lost');
      standIn.answerWith({ kind: 'reply', content: 'ok' });
      await ask(app, auth, 'kept');
      expect(standIn.requests[1]?.body.messages.slice(1)).toEqual([
        { role: 'user', content: 'kept' },
      ]);
    });
  });

  describe('when the model fails', () => {
    it('answers 504 with a message when the model is too slow', async () => {
      const app = buildTestApp(database, { ai: model });
      const auth = await customer(app, 'pro@example.com');
      standIn.answerWith({ kind: 'slow', delayMs: 2000, content: 'late' });
      const answer = await ask(app, auth, 'Write a breakout script');
      expect(answer.status).toBe(504);
      expect(answer.body.message).toMatch(/took too long/);
    });

    it('answers 502 with a message when the model errors', async () => {
      const app = buildTestApp(database, { ai: model });
      const auth = await customer(app, 'pro@example.com');
      standIn.answerWith({ kind: 'error', status: 500 });
      const answer = await ask(app, auth, 'Write a breakout script');
      expect(answer.status).toBe(502);
      expect(answer.body.message).toMatch(/unavailable/);
      expect(answer.body.data).toBeUndefined();
    });

    it('answers 502 with the AI-EMPTY code when the model says nothing', async () => {
      const app = buildTestApp(database, { ai: model });
      const auth = await customer(app, 'pro@example.com');
      standIn.answerWith({ kind: 'empty' });
      const answer = await ask(app, auth, 'Write a breakout script');
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({
        message: expect.stringMatching(/empty answer/),
        data: { code: aiErrorCodes.empty, message: expect.stringMatching(/empty answer/) },
      });
    });
  });

  describe('without a model', () => {
    it.each([
      ['Write a 9/21 EMA crossover script', 'class MovingAverageCrossover'],
      ['I want an RSI strategy', 'class RsiReversal'],
      ['Buy breakouts of the 50 bar range', 'class RangeBreakout'],
      ['Trade reversion to VWAP', 'class VwapReversion'],
      ['Add a stop loss and take profit', 'class BracketExit'],
      ['A scalping script for ES futures', 'class MomentumScalper'],
      ['Help me automate my trading', 'class MyStrategy'],
    ])('the offline assistant answers "%s" from its template', async (prompt, className) => {
      const app = buildTestApp(database);
      const auth = await customer(app, 'pro@example.com');
      const answer = await ask(app, auth, prompt);
      expect(answer.status).toBe(200);
      const content = contentOf(answer.body) ?? '';
      expect(content).toContain('Offline assistant');
      expect(content).toContain(className);
      expect(content).toContain('AI_BASE_URL');
    });

    it('follows up offline from the stored conversation', async () => {
      const app = buildTestApp(database);
      const auth = await customer(app, 'pro@example.com');
      await ask(app, auth, 'Write an RSI script');
      const answer = await ask(app, auth, 'now use a 14-period RSI instead');
      expect(contentOf(answer.body)).toContain('class RsiReversal');
      expect(contentOf(answer.body)).toContain('period = 14');
    });
  });
});
