import OpenAI, { APIConnectionTimeoutError, APIUserAbortError } from 'openai';
import { type AiAssistant, AiUpstreamError, type ChatRequest } from './types';

export type OpenAiSettings = {
  baseUrl: string;
  apiKey: string;
  model: string;
  systemPrompt: string;
  /** Upper bound of the reply's length, in tokens. */
  maxTokens: number;
  /** Time the model gets, in ms: below the browser's 15 s so the customer hears back. */
  timeoutMs: number;
};

/**
 * The scriptwriter over any OpenAI-compatible endpoint (OpenAI, Azure, Ollama, vLLM, llama.cpp's
 * server): the system prompt, the recent history and the new message, bounded in length and time.
 */
export function createOpenAiAssistant(settings: OpenAiSettings): AiAssistant {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // Local servers (Ollama, llama.cpp) take no key, but the SDK insists on one.
    apiKey: settings.apiKey || 'not-needed',
    timeout: settings.timeoutMs,
    // A retry would blow the time budget; the customer can ask again.
    maxRetries: 0,
  });
  return {
    kind: 'openai',
    async reply({ message, history }: ChatRequest) {
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create({
          model: settings.model,
          max_tokens: settings.maxTokens,
          messages: [
            { role: 'system', content: settings.systemPrompt },
            ...history,
            { role: 'user', content: message },
          ],
        });
        content = completion.choices?.[0]?.message?.content;
      } catch (error) {
        if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) {
          throw new AiUpstreamError(
            'timeout',
            'The AI model took too long to answer. Please try again.',
          );
        }
        throw new AiUpstreamError(
          'failed',
          'The AI model is unavailable right now. Please try again later.',
        );
      }
      if (!content?.trim()) {
        throw new AiUpstreamError(
          'empty',
          'The AI model returned an empty answer. Please rephrase and try again.',
        );
      }
      return content;
    },
  };
}
