import { formatCount, pagePaths } from '../services/contract';
import { BRAND_NAME } from './brand';

/** The texts of the AI chat screen (spec sections 2, 4 and 8). */
export const chatTexts = {
  documentTitle: `AI Chat · ${BRAND_NAME}`,
  title: 'Chat with AI',
  subtitle: 'Generate script with the help of our AI assistant.',
  placeholder: 'Enter your prompt here...',
  inputLabel: 'Your prompt',
  generate: 'Generate',
  conversationLabel: 'Conversation with the AI assistant',
  emptyConversation:
    'Describe the script you want, for example: "A 9/21 EMA crossover for NinjaTrader with a 10-tick stop."',
  you: 'You',
  assistant: 'AI assistant',
  thinking: 'Generating a response...',
  noResponse: 'No response from API.',
  failed: 'Failed to generate response, please retry...',
  copy: 'Copy',
  copied: 'Copied!',
  copyFailed: 'Copy failed',
  code: 'code',
  /** The counter under the prompt as it nears the limit: characters used of the limit. */
  counter: (length: number, limit: number) =>
    `${formatCount(length)} / ${formatCount(limit)} characters`,
  /** Said as soon as a prompt is over the limit; such a prompt is not sent. */
  tooLong: (limit: number) =>
    `This prompt is too long to send. Prompts can have up to ${formatCount(limit)} characters: please shorten it.`,
} as const;

/** The screen everyone without Pro sees (spec section 2). */
export const subscriptionRequiredTexts = {
  heading: 'Subscription Required',
  text: 'A premium subscription is required to access this feature. Please upgrade your subscription now.',
  action: 'Subscribe Now',
  href: pagePaths.customer.accounts,
} as const;
