import { type ScriptTemplate, scriptTemplates, skeletonTemplate } from './offline-templates';
import type { AiAssistant, ChatRequest } from './types';

const NOTICE =
  '_Offline assistant: no AI model is connected, so this answer comes from the built-in script templates._';
const OPERATOR_HINT =
  '> To connect a model, the operator sets `AI_BASE_URL` (any OpenAI-compatible endpoint: OpenAI, Azure, Ollama, vLLM, llama.cpp), `AI_API_KEY` and `AI_MODEL` on the server and restarts it.';

const PLATFORM = /\b(ninja\s?trader|kraken|think\s?or\s?swim|tos|tradovate|trading\s?view)\b/i;

const templateFor = (text: string): ScriptTemplate | undefined =>
  scriptTemplates.find((template) => template.keywords.test(text));

/**
 * The built-in assistant used when no model is configured. It picks a template by the prompt's
 * words; a follow-up that names no strategy ("now use 14 periods instead") changes the script of
 * the conversation's last request, so memory works offline too.
 */
export function createOfflineAssistant(): AiAssistant {
  return {
    kind: 'offline',
    async reply({ message, history }: ChatRequest) {
      const earlierRequests = history
        .filter((turn) => turn.role === 'user')
        .map((turn) => turn.content);
      let template = templateFor(message);
      let parameters: Record<string, number> = {};
      if (!template) {
        const previous = [...earlierRequests].reverse().find((text) => templateFor(text));
        if (previous) {
          template = templateFor(previous);
          parameters = template?.readParameters(previous) ?? {};
        }
      }
      const chosen = template ?? skeletonTemplate;
      const values = { ...chosen.defaults, ...parameters, ...chosen.readParameters(message) };
      const platformKnown = [message, ...earlierRequests].some((text) => PLATFORM.test(text));
      return [
        NOTICE,
        `**${chosen.title}.** ${chosen.explain(values)}`,
        `\`\`\`python\n${chosen.code(values)}\`\`\``,
        `${platformKnown ? '' : 'Which trading platform do you use? Button positions differ between platforms, so mark the regions on your own screen. '}Run the script in simulation before trading live. This is an automation script, not financial advice.`,
        OPERATOR_HINT,
      ].join('\n\n');
    },
  };
}
