import { DEFAULT_PROMO_CODE } from '../services/site-facts';
import { BRAND_NAME } from './brand';

/** The 'Remove Emotions' hero at the top of the home page. */
export const removeEmotionsHero = {
  eyebrow: 'Automation for retail algo-traders',
  title: 'Remove Emotions',
  animatedLine: 'From the equation',
  text:
    `${BRAND_NAME} watches the regions of your screen you choose, detects your signals and places ` +
    'the trade the instant they fire: no hesitation, no revenge trades, no second-guessing.',
  scheduleLabel: 'Schedule a call',
  secondaryLabel: 'See pricing',
} as const;

export type HeroWord = {
  text: string;
  /** How long the word takes to slide in, in seconds (spec section 9). */
  animationSeconds: number;
};

/** The AI-agent hero: 'Next-Gen AI Agent For' + a rotating word + 'Trading'. */
export const aiAgentHero = {
  prefix: 'Next-Gen AI Agent For',
  suffix: 'Trading',
  words: [
    { text: 'Future', animationSeconds: 0.3 },
    { text: 'Stocks', animationSeconds: 0.3 },
    { text: 'Crypto', animationSeconds: 0.75 },
    { text: 'Option', animationSeconds: 0.3 },
    { text: 'Forex', animationSeconds: 0.3 },
  ] satisfies HeroWord[],
  /** Each word stays this long before the next one replaces it. */
  wordIntervalMs: 2000,
  text:
    `Describe your strategy in plain words, let the AI write the script, and ${BRAND_NAME} ` +
    'executes it on the charting platform you already use, at machine speed.',
  freeDownload: { label: 'Free Download', badge: 'New', caption: 'No payment required' },
  askGpt: { label: 'Ask ChatGPT', caption: 'Our custom-trained GPT' },
  /** The picture beside the hero: its description, then the words drawn in it. */
  illustration: {
    label: `${BRAND_NAME} reading a price chart and placing a buy order`,
    signal: 'SIGNAL',
    instrument: 'ES 5m',
    buy: 'BUY',
    sell: 'SELL',
    agent: 'AI agent: long',
    fill: 'filled 38 ms',
  },
} as const;

/** The promo banner above the AI-agent hero (spec section 9: first month free, one code). */
export const promo = {
  /** Only a default: the code shown is the one the server's checkout accepts (PROMO_CODE). */
  defaultCode: DEFAULT_PROMO_CODE,
  regionLabel: 'Promotion',
  headline: 'First month free for new customers.',
  codeLabel: (code: string) => `Promo code ${code}. Click to copy code`,
  copied: 'Copied!',
  copyFailed: 'Copy failed: select the code and copy it',
  tooltip: 'New customers only. Use code at checkout.',
  /** How long the 'Copied!' confirmation stays (spec section 9). */
  confirmationMs: 2000,
} as const;
