import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAiAssistant, defaultSystemPromptFile } from '../../server/adapters/ai';
import { createOfflineAssistant } from '../../server/adapters/ai/offline';
import { AiUpstreamError } from '../../server/adapters/ai/types';
import { startOpenAiStandIn } from '../support/openai-stand-in';

const settings = {
  apiKey: 'test-key',
  model: 'test-model',
  systemPromptFile: defaultSystemPromptFile,
  maxTokens: 321,
  timeoutMs: 500,
};

const codeBlocks = (text: string) => [...text.matchAll(/```(\w+)\n([\s\S]*?)```/g)];

describe('the offline assistant', () => {
  const assistant = createOfflineAssistant();
  const ask = (
    message: string,
    history: Array<{ role: 'user' | 'assistant'; content: string }> = [],
  ) => assistant.reply({ message, history });

  it.each([
    ['Write a 9/21 EMA crossover script', 'class MovingAverageCrossover', 'fast = 9'],
    ['I want an RSI strategy with a 10-period RSI', 'class RsiReversal', 'period = 10'],
    ['Buy breakouts of the 50 bar range', 'class RangeBreakout', 'lookback = 50'],
    ['Trade reversion to VWAP with a 0.8% band', 'class VwapReversion', 'band_percent = 0.8'],
    ['Add a stop loss of 6 ticks and take profit of 12', 'class BracketExit', 'stop_ticks = 6'],
    ['A scalping script for ES futures', 'class MomentumScalper', 'ema_period = 9'],
    ['Help me automate my trading', 'class MyStrategy', 'def entry_signal'],
  ])('answers "%s" from the right template', async (prompt, className, parameter) => {
    const reply = await ask(prompt);
    const blocks = codeBlocks(reply);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.[1]).toBe('python');
    expect(blocks[0]?.[2]).toContain(className);
    expect(blocks[0]?.[2]).toContain(parameter);
    expect(reply).toContain('Offline assistant');
    expect(reply).toContain('AI_BASE_URL');
    expect(reply).toContain('not financial advice');
  });

  it('asks for the platform only when the conversation has not named one', async () => {
    expect(await ask('Write an RSI script')).toContain('Which trading platform do you use?');
    expect(await ask('Write an RSI script for TradingView')).not.toContain(
      'Which trading platform',
    );
  });

  it('changes the previous script on a follow-up that names no strategy', async () => {
    const first = 'Write an RSI script';
    const followUp = await ask('now use a 21-period instead', [
      { role: 'user', content: first },
      { role: 'assistant', content: await ask(first) },
    ]);
    const code = codeBlocks(followUp)[0]?.[2] ?? '';
    expect(code).toContain('class RsiReversal');
    expect(code).toContain('period = 21');
  });
});

describe('the openai assistant against a local OpenAI-compatible stand-in', () => {
  let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  let assistant: ReturnType<typeof createAiAssistant>;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    assistant = createAiAssistant({ ...settings, baseUrl: standIn.baseUrl });
  });
  beforeEach(() => {
    standIn.requests.length = 0;
  });
  afterAll(async () => {
    await standIn?.stop();
  });

  it('is chosen when a base URL is configured, the offline one otherwise', () => {
    expect(assistant.kind).toBe('openai');
    expect(createAiAssistant({ ...settings, baseUrl: undefined }).kind).toBe('offline');
  });

  it('sends model, system prompt, history, the message and max_tokens, and returns the reply', async () => {
    standIn.answerWith({ kind: 'reply', content: 'Here is your script.' });
    const history = [
      { role: 'user' as const, content: 'Write an RSI script' },
      { role: 'assistant' as const, content: 'Sure: ...' },
    ];
    const reply = await assistant.reply({ message: 'Now use 14 periods', history });
    expect(reply).toBe('Here is your script.');
    const [request] = standIn.requests;
    expect(request?.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.max_tokens).toBe(321);
    expect(request?.body.messages).toEqual([
      { role: 'system', content: readFileSync(defaultSystemPromptFile, 'utf8') },
      ...history,
      { role: 'user', content: 'Now use 14 periods' },
    ]);
  });

  it.each([
    ['an empty answer', { kind: 'empty' } as const, 'empty'],
    ['an upstream error', { kind: 'error', status: 500 } as const, 'failed'],
    ['a refusal of the key', { kind: 'error', status: 401 } as const, 'failed'],
    [
      'an answer slower than the time limit',
      { kind: 'slow', delayMs: 2_000, content: 'late' } as const,
      'timeout',
    ],
  ])('turns %s into a typed upstream error', async (_case, behaviour, reason) => {
    standIn.answerWith(behaviour);
    const started = Date.now();
    const error = await assistant.reply({ message: 'hi', history: [] }).catch((caught) => caught);
    expect(error).toBeInstanceOf(AiUpstreamError);
    expect(error.reason).toBe(reason);
    expect(error.message).not.toBe('');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('reports an unreachable endpoint as a failure, not a hang', async () => {
    const unreachable = createAiAssistant({ ...settings, baseUrl: 'http://127.0.0.1:1/v1' });
    const error = await unreachable.reply({ message: 'hi', history: [] }).catch((caught) => caught);
    expect(error).toBeInstanceOf(AiUpstreamError);
    expect(error.reason).toBe('failed');
  });
});
