import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { chatTexts } from '../../src/content/chat';
import { createChatActors } from '../../src/machines/chat/actors';
import { chatMachine, PROMPT_LIMIT } from '../../src/machines/chat/machine';
import {
  selectIsTooLong,
  selectPromptLength,
  selectShowsCounter,
} from '../../src/machines/chat/selectors';
import { copyConfirmationMachine } from '../../src/machines/copy-confirmation/machine';
import type { ChatReply } from '../../src/services/ai';
import { limits, roles, type SessionResponse } from '../../src/services/contract';
import { httpError, sessionFor } from './support/fixtures';

/** A chat whose replies the test settles by hand, in order. */
function startChat(refreshed: () => Promise<SessionResponse> = async () => sessionFor(9)) {
  const pending: Array<{ resolve(reply: ChatReply): void; reject(error: Error): void }> = [];
  const generateReply = vi.fn(
    (_message: string) =>
      new Promise<ChatReply>((resolve, reject) => pending.push({ resolve, reject })),
  );
  const effects = { refresh: vi.fn(refreshed), endSession: vi.fn() };
  const actor = createActor(
    chatMachine.provide({
      actors: {
        ...createChatActors({ sendChatMessage: generateReply }),
        refreshSession: fromPromise(() => effects.refresh()),
      },
      actions: {
        endSession: () => effects.endSession(),
      },
    }),
  ).start();
  const type = (value: string) => actor.send({ type: 'input.change', value });
  const submit = () => actor.send({ type: 'prompt.submit' });
  const messages = () => actor.getSnapshot().context.messages;
  return { actor, pending, generateReply, type, submit, messages, effects };
}

const stillPro = {
  ...sessionFor(9, 'token-2'),
  user: { ...sessionFor(9).user, roles: [roles.pro] },
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('chat machine', () => {
  it('starts ready with an empty conversation and input', () => {
    const { actor } = startChat();
    expect(actor.getSnapshot().value).toBe('Ready');
    expect(actor.getSnapshot().context).toMatchObject({ input: '', messages: [] });
  });

  it('keeps what is typed', () => {
    const { actor, type } = startChat();
    type('Write an RSI script');
    expect(actor.getSnapshot().context.input).toBe('Write an RSI script');
  });

  it.each(['', '   ', '\n\t '])('ignores a blank prompt (%j)', (blank) => {
    const { actor, type, submit, generateReply } = startChat();
    type(blank);
    submit();
    expect(actor.getSnapshot().value).toBe('Ready');
    expect(actor.getSnapshot().context.messages).toEqual([]);
    expect(generateReply).not.toHaveBeenCalled();
  });

  it('on submit adds the message, clears the input and adds a loading placeholder', () => {
    const { actor, type, submit, messages, generateReply } = startChat();
    type('  Write an RSI script ');
    submit();
    expect(actor.getSnapshot().value).toBe('Generating');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.input).toBe('');
    expect(messages()).toEqual([
      { id: 1, type: 'user', content: 'Write an RSI script', loading: false },
      { id: 2, type: 'bot', content: '', loading: true },
    ]);
    expect(generateReply).toHaveBeenCalledWith('Write an RSI script');
  });

  it('replaces the placeholder with the reply', async () => {
    const { actor, type, submit, messages, pending } = startChat();
    type('Write an RSI script');
    submit();
    pending[0]?.resolve({ kind: 'reply', content: '```python\nprint(1)\n```' });
    await settle();
    expect(actor.getSnapshot().value).toBe('Ready');
    expect(messages()[1]).toEqual({
      id: 2,
      type: 'bot',
      content: '```python\nprint(1)\n```',
      loading: false,
      outcome: 'reply',
    });
  });

  it("says 'No response from API.' when the reply has no content", async () => {
    const { actor, type, submit, messages, pending } = startChat();
    type('Write an RSI script');
    submit();
    pending[0]?.resolve({ kind: 'empty' });
    await settle();
    expect(actor.getSnapshot().value).toBe('Ready');
    expect(messages()[1]).toMatchObject({
      content: chatTexts.noResponse,
      loading: false,
      outcome: 'empty',
    });
  });

  it("says 'Failed to generate response, please retry...' on error", async () => {
    const { actor, type, submit, messages, pending } = startChat();
    type('Write an RSI script');
    submit();
    pending[0]?.reject(new Error('502'));
    await settle();
    expect(actor.getSnapshot().value).toBe('Ready');
    expect(messages()[1]).toMatchObject({
      content: 'Failed to generate response, please retry...',
      loading: false,
      outcome: 'error',
    });
  });

  it('lets the next prompt be typed while waiting, but sends it only after the answer', async () => {
    const { type, submit, messages, pending, generateReply } = startChat();
    type('first');
    submit();
    type('second');
    submit();
    expect(generateReply).toHaveBeenCalledTimes(1);
    expect(messages()).toHaveLength(2);
    pending[0]?.resolve({ kind: 'reply', content: 'one' });
    await settle();
    submit();
    expect(generateReply).toHaveBeenLastCalledWith('second');
    pending[1]?.resolve({ kind: 'reply', content: 'two' });
    await settle();
    expect(messages().map((message) => [message.id, message.type, message.content])).toEqual([
      [1, 'user', 'first'],
      [2, 'bot', 'one'],
      [3, 'user', 'second'],
      [4, 'bot', 'two'],
    ]);
  });

  it('keeps the conversation after a failure, so the customer can retry', async () => {
    const { type, submit, messages, pending } = startChat();
    type('first');
    submit();
    pending[0]?.reject(new Error('down'));
    await settle();
    type('first again');
    submit();
    pending[1]?.resolve({ kind: 'reply', content: 'ok' });
    await settle();
    expect(messages().map((message) => message.content)).toEqual([
      'first',
      chatTexts.failed,
      'first again',
      'ok',
    ]);
  });
});

describe('the chat when Pro has ended on the server', () => {
  it("refreshes the session once on a 403 and, without a chat role, shows 'Subscription Required'", async () => {
    const { actor, type, submit, pending, effects } = startChat(async () => sessionFor(9, 'new'));
    type('Write an RSI script');
    submit();
    pending[0]?.reject(httpError(403, { message: 'The AI chat needs a Pro subscription.' }));
    await settle();
    expect(effects.refresh).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('SubscriptionRequired');
    expect(effects.endSession).not.toHaveBeenCalled();
  });

  it('keeps the chat when the refreshed session still holds the role: that prompt failed', async () => {
    const { actor, type, submit, messages, pending, effects } = startChat(async () => stillPro);
    type('Write an RSI script');
    submit();
    pending[0]?.reject(httpError(403));
    await settle();
    expect(effects.refresh).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('Ready');
    expect(messages()[1]).toMatchObject({ content: chatTexts.failed, outcome: 'error' });
  });

  it('says the prompt failed when the refresh fails for another reason than a 401', async () => {
    const { actor, type, submit, messages, pending, effects } = startChat(async () => {
      throw httpError(500);
    });
    type('Write an RSI script');
    submit();
    pending[0]?.reject(httpError(403));
    await settle();
    expect(actor.getSnapshot().value).toBe('Ready');
    expect(messages()[1]).toMatchObject({ content: chatTexts.failed, loading: false });
    expect(effects.endSession).not.toHaveBeenCalled();
  });

  it('ends the session on a 401, without a refresh', async () => {
    const { actor, type, submit, pending, effects } = startChat();
    type('Write an RSI script');
    submit();
    pending[0]?.reject(httpError(401));
    await settle();
    expect(effects.endSession).toHaveBeenCalledOnce();
    expect(effects.refresh).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('ends the session when the refresh after a 403 answers 401', async () => {
    const { actor, type, submit, pending, effects } = startChat(async () => {
      throw httpError(401);
    });
    type('Write an RSI script');
    submit();
    pending[0]?.reject(httpError(403));
    await settle();
    expect(effects.endSession).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('the prompt limit', () => {
  it("is the server's own limit, from the contract", () => {
    expect(PROMPT_LIMIT).toBe(limits.chatMessage);
  });

  it('shows a counter only as the prompt nears the limit', () => {
    const { actor, type } = startChat();
    type('a'.repeat(PROMPT_LIMIT * 0.9 - 1));
    expect(selectShowsCounter(actor.getSnapshot())).toBe(false);
    type('a'.repeat(PROMPT_LIMIT * 0.9));
    expect(selectShowsCounter(actor.getSnapshot())).toBe(true);
    expect(selectPromptLength(actor.getSnapshot())).toBe(PROMPT_LIMIT * 0.9);
    expect(selectIsTooLong(actor.getSnapshot())).toBe(false);
  });

  it('keeps a pasted prompt over the limit whole, says it is too long and refuses to send it', () => {
    const { actor, type, submit, generateReply } = startChat();
    const pasted = 'b'.repeat(PROMPT_LIMIT + 250);
    type(pasted);
    expect(actor.getSnapshot().context.input).toBe(pasted);
    expect(selectIsTooLong(actor.getSnapshot())).toBe(true);
    submit();
    expect(actor.getSnapshot().value).toBe('Ready');
    expect(actor.getSnapshot().context.messages).toEqual([]);
    expect(actor.getSnapshot().context.input).toBe(pasted);
    expect(generateReply).not.toHaveBeenCalled();
    expect(chatTexts.tooLong(PROMPT_LIMIT)).toContain('4,000 characters');
  });

  it('sends a prompt of exactly the limit, counted as it is sent (trimmed)', () => {
    const { type, submit, generateReply } = startChat();
    type(`  ${'c'.repeat(PROMPT_LIMIT)}  `);
    submit();
    expect(generateReply).toHaveBeenCalledWith('c'.repeat(PROMPT_LIMIT));
  });
});

describe('copying a code block', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows 'Copied!' for 2 s after the code is on the clipboard", async () => {
    const writeClipboard = vi.fn(async (_text: string) => {});
    const actor = createActor(
      copyConfirmationMachine.provide({
        actors: { writeClipboard: fromPromise(({ input }) => writeClipboard(input.text)) },
      }),
      { input: { text: 'print("hi")\n' } },
    ).start();
    actor.send({ type: 'code.copy' });
    await vi.advanceTimersByTimeAsync(0);
    expect(writeClipboard).toHaveBeenCalledWith('print("hi")\n');
    expect(actor.getSnapshot().hasTag('copied')).toBe(true);
    await vi.advanceTimersByTimeAsync(1999);
    expect(actor.getSnapshot().hasTag('copied')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('Idle');
  });
});
