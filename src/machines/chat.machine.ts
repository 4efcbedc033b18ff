import { assign, fromPromise, setup } from 'xstate';
import { chatTexts } from '../content/chat';
import type { ChatReply } from '../services/ai';

/** Spec section 3 (Chat message): who wrote it, its text, and whether it is still loading. */
export type ChatMessage = {
  id: number;
  type: 'user' | 'bot';
  content: string;
  loading: boolean;
  /** Bot messages only: a real reply, or one of the two notices that stand in for one. */
  outcome?: 'reply' | 'empty' | 'error';
};

export type ChatContext = {
  input: string;
  messages: ChatMessage[];
  /** The id the next message gets. */
  nextId: number;
};

export type ChatEvent = { type: 'input.change'; value: string } | { type: 'prompt.submit' };

/** The bot placeholder (the last message) replaced by what came back. */
const settleLast = (
  messages: ChatMessage[],
  content: string,
  outcome: NonNullable<ChatMessage['outcome']>,
): ChatMessage[] =>
  messages.map((message, index) =>
    index === messages.length - 1 ? { ...message, content, loading: false, outcome } : message,
  );

/**
 * The AI chat (spec section 4): a prompt adds the user's message, clears the input and adds a
 * loading bot placeholder; the placeholder becomes the reply, 'No response from API.' when the
 * reply has no content, or 'Failed to generate response, please retry...' on error. A blank
 * prompt is ignored, and so is another prompt while one is being answered.
 */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    tags: {} as 'busy',
  },
  actors: {
    generateReply: fromPromise<ChatReply, { message: string }>(async () => {
      throw new Error('generateReply is not provided');
    }),
  },
  guards: {
    hasPrompt: ({ context }) => context.input.trim().length > 0,
    isEmptyReply: (_, reply: ChatReply) => reply.kind === 'empty',
  },
  actions: {
    setInput: assign({ input: (_, value: string) => value }),
    addExchange: assign(({ context }) => ({
      input: '',
      nextId: context.nextId + 2,
      messages: [
        ...context.messages,
        {
          id: context.nextId,
          type: 'user' as const,
          content: context.input.trim(),
          loading: false,
        },
        { id: context.nextId + 1, type: 'bot' as const, content: '', loading: true },
      ],
    })),
    showReply: assign({
      messages: ({ context }, reply: ChatReply) =>
        settleLast(context.messages, reply.kind === 'reply' ? reply.content : '', 'reply'),
    }),
    showNoResponse: assign({
      messages: ({ context }) => settleLast(context.messages, chatTexts.noResponse, 'empty'),
    }),
    showFailure: assign({
      messages: ({ context }) => settleLast(context.messages, chatTexts.failed, 'error'),
    }),
  },
}).createMachine({
  id: 'chat',
  context: { input: '', messages: [], nextId: 1 },
  initial: 'Ready',
  on: {
    'input.change': {
      actions: { type: 'setInput', params: ({ event }) => event.value },
    },
  },
  states: {
    Ready: {
      on: {
        'prompt.submit': {
          guard: 'hasPrompt',
          target: 'Generating',
          actions: 'addExchange',
        },
      },
    },
    Generating: {
      description: 'The prompt is with the AI assistant; the bot placeholder shows a loader.',
      tags: ['busy'],
      invoke: {
        id: 'generateReply',
        src: 'generateReply',
        input: ({ context }) => ({
          message: context.messages.at(-2)?.content ?? '',
        }),
        onDone: [
          {
            guard: { type: 'isEmptyReply', params: ({ event }) => event.output },
            target: 'Ready',
            actions: 'showNoResponse',
          },
          {
            target: 'Ready',
            actions: { type: 'showReply', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'Ready', actions: 'showFailure' },
      },
    },
  },
});
