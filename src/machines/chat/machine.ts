import { and, assign, setup } from 'xstate';
import { chatTexts } from '../../content/chat';
import type { ChatReply } from '../../services/ai';
import { limits, mayUseChat, type SessionResponse } from '../../services/contract';
import { notProvided } from '../not-provided';
import { endSessionOnUnauthorized, isForbidden, isUnauthorizedGuard } from '../signed-in-call';

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

/** The prompt as it is sent: trimmed (the server trims too). */
export const promptOf = (context: ChatContext) => context.input.trim();

/** The server's limit on a prompt (the contract's). */
export const PROMPT_LIMIT = limits.chatMessage;

/** A prompt over the limit is not sent, and the screen says so. */
export const isTooLong = (context: ChatContext) => promptOf(context).length > PROMPT_LIMIT;

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
 * prompt is ignored, and so is another prompt while one is being answered. A prompt over the
 * server's limit is refused whole (the screen says why); nothing is cut.
 *
 * A 403 means the server no longer counts the person as Pro while the browser still does: the
 * session is refreshed once, and without a chat role any more the chat ends in 'Subscription
 * Required'. A 401 ends the session.
 */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    tags: {} as 'busy' | 'loading',
  },
  actors: {
    generateReply: notProvided<ChatReply, { message: string }>('generateReply'),
    refreshSession: notProvided<SessionResponse>('refreshSession'),
  },
  guards: {
    hasPrompt: ({ context }) => promptOf(context).length > 0,
    isWithinLimit: ({ context }) => !isTooLong(context),
    isEmptyReply: (_, reply: ChatReply) => reply.kind === 'empty',
    isForbidden: (_, params: { error: unknown }) => isForbidden(params.error),
    isUnauthorized: isUnauthorizedGuard,
    mayStillChat: (_, session: SessionResponse) => mayUseChat(session.user.roles),
  },
  actions: {
    /** The server no longer knows the session: the session machine ends it. */
    endSession: () => {},
    setInput: assign({ input: (_, value: string) => value }),
    addExchange: assign(({ context }) => ({
      input: '',
      nextId: context.nextId + 2,
      messages: [
        ...context.messages,
        {
          id: context.nextId,
          type: 'user' as const,
          content: promptOf(context),
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
          guard: and(['hasPrompt', 'isWithinLimit']),
          target: 'Generating',
          actions: 'addExchange',
        },
      },
    },
    Generating: {
      description: 'The prompt is with the AI assistant; the bot placeholder shows a loader.',
      tags: ['busy', 'loading'],
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
        onError: [
          endSessionOnUnauthorized('Ended'),
          {
            guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
            target: 'CheckingSubscription',
          },
          { target: 'Ready', actions: 'showFailure' },
        ],
      },
    },
    CheckingSubscription: {
      description:
        'A 403: the browser thought the person was Pro. One refresh brings the roles up to date.',
      tags: ['busy', 'loading'],
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        onDone: [
          {
            guard: { type: 'mayStillChat', params: ({ event }) => event.output },
            target: 'Ready',
            actions: 'showFailure',
          },
          { target: 'SubscriptionRequired' },
        ],
        onError: [endSessionOnUnauthorized('Ended'), { target: 'Ready', actions: 'showFailure' }],
      },
    },
    SubscriptionRequired: {
      description: "Pro has ended: the chat shows 'Subscription Required'.",
      type: 'final',
    },
    Ended: {
      description: 'A 401: the session machine signs out and goes to /login.',
      type: 'final',
    },
  },
});
