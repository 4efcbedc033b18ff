/** One earlier exchange of the conversation, oldest first. */
export type ChatTurn = { role: 'user' | 'assistant'; content: string };

export type ChatRequest = {
  /** The customer's new message, trimmed and bounded by the route. */
  message: string;
  /** Recent exchanges of this customer, oldest first, so follow-ups have their context. */
  history: ChatTurn[];
};

/**
 * Why the model gave no usable answer: it took too long, it failed, or it answered nothing.
 * Routes turn these into 504, 502 and 502 with a message; never a hang or a 500.
 */
export class AiUpstreamError extends Error {
  constructor(
    readonly reason: 'timeout' | 'failed' | 'empty',
    message: string,
  ) {
    super(message);
    this.name = 'AiUpstreamError';
  }
}

/** A scriptwriter: the `openai` adapter over any compatible endpoint, or the offline one. */
export type AiAssistant = {
  kind: 'openai' | 'offline';
  /** The reply's text (Markdown, with the script in one fenced block). */
  reply(request: ChatRequest): Promise<string>;
};
