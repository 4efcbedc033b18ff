import { readFileSync } from 'node:fs';
import { createOfflineAssistant } from './offline';
import { createOpenAiAssistant } from './openai';
import type { AiAssistant } from './types';

export type AiSettings = {
  baseUrl: string | undefined;
  apiKey: string;
  model: string;
  systemPromptFile: string;
  maxTokens: number;
  timeoutMs: number;
};

export const defaultSystemPromptFile = new URL('./system-prompt.md', import.meta.url).pathname;

/** The model when `AI_BASE_URL` names one, else the built-in offline assistant. */
export function createAiAssistant(settings: AiSettings): AiAssistant {
  if (!settings.baseUrl) return createOfflineAssistant();
  return createOpenAiAssistant({
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
    model: settings.model,
    systemPrompt: readFileSync(settings.systemPromptFile, 'utf8'),
    maxTokens: settings.maxTokens,
    timeoutMs: settings.timeoutMs,
  });
}
