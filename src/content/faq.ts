import { BRAND_NAME } from './brand';
import { REFUND_WINDOW_DAYS } from './policies';

type FaqItem = { question: string; answer: string };

export const faqSection = {
  eyebrow: 'FAQ',
  title: 'Frequently asked questions',
} as const;

/** The FAQ of spec section 1: several items may be open at once. */
export const faqItems: FaqItem[] = [
  {
    question: `How does ${BRAND_NAME} execute trades?`,
    answer:
      `${BRAND_NAME} watches the screen regions you annotate (a price label, an indicator, an ` +
      'alert box) many times per second. When your script’s condition is met, it moves the mouse ' +
      'and clicks the buy or sell button of your platform exactly as you would, only in ' +
      'milliseconds. Nothing is sent to your broker behind your back: the order goes through ' +
      'your own platform, under your own login, and you can stop the script at any moment.',
  },
  {
    question: `Does ${BRAND_NAME} work on a Mac?`,
    answer:
      `The desktop tool is a Windows application. On a Mac, run it inside a Windows virtual ` +
      'machine (Parallels Desktop, VMware Fusion or UTM) together with your trading platform, so ' +
      'that both share the same virtual screen. Give the virtual machine at least 4 GB of memory ' +
      'and two processor cores for smooth screen reading.',
  },
  {
    question: `Can I use ${BRAND_NAME} with TradingView or Thinkorswim?`,
    answer:
      'Yes. Both work out of the box: open your chart or order ticket, draw the regions you want ' +
      'watched and map the buy and sell buttons. The same goes for NinjaTrader, Kraken, ' +
      'Tradovate and any other platform you can see on screen, because nothing has to connect ' +
      'to an API.',
  },
  {
    question: 'What is your refund policy?',
    answer:
      `Every subscription comes with a ${REFUND_WINDOW_DAYS}-day money-back guarantee. If ` +
      `${BRAND_NAME} is not for you, write to support within ${REFUND_WINDOW_DAYS} days of your ` +
      'payment and we refund it in full, as a credit to the original payment method. No ' +
      'questions asked.',
  },
];

export const stillHaveQuestions = {
  title: 'Still have questions?',
  text: 'Our team answers every message, usually within one business day.',
  action: 'Contact us',
} as const;
