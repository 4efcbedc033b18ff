import { BRAND_NAME, COMPANY_NAME } from './brand';
import { REFUND_WINDOW_DAYS } from './policies';

export const aboutPage = {
  title: 'About Us',
  heading: `We build ${BRAND_NAME} for traders who want their rules, not their nerves, to trade`,
  intro:
    `${COMPANY_NAME} makes a desktop tool that reads your screen and clicks buy or sell like a ` +
    'human trader, at machine speed. We started it because we kept breaking our own trading ' +
    'rules at exactly the wrong moment.',
  story: {
    title: 'Our story',
    paragraphs: [
      'We were retail traders with day jobs in software. Our strategies worked on paper and in ' +
        'back-tests; they failed in real time, because a human had to click. We hesitated on ' +
        'good signals, chased bad ones and moved stops we had promised ourselves not to touch.',
      'Automating meant APIs, broker approvals and handing credentials to someone else’s ' +
        `server. So we built ${BRAND_NAME} the other way around: it looks at the same screen ` +
        'you do and clicks the same buttons you would, on your own computer, with no connection ' +
        'to your broker other than the platform you already use.',
      'Today traders of futures, stocks, crypto, options and forex run their rules with it on ' +
        'NinjaTrader, Kraken, ThinkOrSwim, Tradovate, TradingView and many other platforms.',
    ],
  },
  valuesTitle: 'What we stand for',
  values: [
    {
      title: 'Your machine, your scripts',
      text: 'Scripts run and stay on your computer. We never ask for broker passwords or keys.',
    },
    {
      title: 'Discipline over prediction',
      text: 'We do not sell signals or tell you what to buy. We help you follow the plan you made.',
    },
    {
      title: 'Honest pricing',
      text:
        `A free Trial, one Pro plan and a ${REFUND_WINDOW_DAYS}-day money-back guarantee. ` +
        'Nothing hidden.',
    },
    {
      title: 'People who answer',
      text: 'Support is run by the people who build the product, and they answer every message.',
    },
  ],
  stats: [
    { value: '< 100 ms', label: 'from signal to click' },
    { value: '5+', label: 'platforms out of the box' },
    { value: `${REFUND_WINDOW_DAYS} days`, label: 'money-back guarantee' },
  ],
  cta: {
    title: 'See it for yourself',
    text: 'Download the free Trial, or talk to us first.',
    download: 'Free Download',
    contact: 'Contact us',
  },
} as const;
