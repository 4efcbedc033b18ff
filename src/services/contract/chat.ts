// The PRO AI chat.
import * as v from 'valibot';
import { defineEndpoint, refusing } from './endpoint';
import { limits, requestObject } from './fields';
import { endpoints } from './paths';

/** The code a 502 carries in `data.code` when the model answered with no content. */
export const aiErrorCodes = {
  empty: 'AI-EMPTY',
} as const;

/**
 * A count as 'en-US' writes it ('4,000'). Not `toLocaleString`: this module loads with the app's
 * start, and the first Intl call loads ICU's locale data (27 ms in Node; in a CPU profile of the
 * dashboard's start at 4x, most of the 160 ms this module's evaluation took).
 */
export const formatCount = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const CHAT_MESSAGE_REQUIRED = 'Please enter a message.';
export const CHAT_MESSAGE_TOO_LONG = `Please keep your message under ${formatCount(limits.chatMessage)} characters.`;

/** Spec section 3 (AI chat request): the prompt, trimmed, not empty, bounded. */
export const ChatRequestSchema = requestObject({
  message: v.pipe(
    v.string(CHAT_MESSAGE_REQUIRED),
    v.trim(),
    v.nonEmpty(CHAT_MESSAGE_REQUIRED),
    v.maxLength(limits.chatMessage, CHAT_MESSAGE_TOO_LONG),
  ),
});
export type ChatRequest = v.InferInput<typeof ChatRequestSchema>;

/** The OpenAI-style answer the client reads: `choices[0].message.content`. */
export const ChatResponseSchema = v.object({
  choices: v.array(
    v.looseObject({
      message: v.looseObject({ content: v.nullish(v.string()) }),
    }),
  ),
});
export type ChatResponse = v.InferOutput<typeof ChatResponseSchema>;

export const chatEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: endpoints.ai.chat,
    summary: "Sends the customer's prompt to the scriptwriter and answers its reply.",
    access: 'pro',
    body: ChatRequestSchema,
    answer: ChatResponseSchema,
    refusals: refusing({
      403: 'The AI chat needs a Pro subscription.',
      429: 'Too many prompts; says when to try again.',
      502: 'The model failed, or answered nothing (data.code AI-EMPTY).',
      504: 'The model took too long.',
    }),
  }),
};
