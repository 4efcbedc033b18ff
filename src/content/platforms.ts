export type PlatformLogo = {
  name: string;
  /** Key of a logo drawn for this site (see ui/public/home/platform-logos.tsx). */
  image: 'ninjatrader' | 'kraken' | 'thinkorswim' | 'tradovate' | 'tradingview' | 'any';
  note: string;
};

export const platformsSection = {
  eyebrow: 'Platforms',
  title: 'Works with the platform you already trade on',
  text:
    'Because it reads the screen instead of plugging into an API, it works with charting and ' +
    'brokerage platforms out of the box.',
} as const;

/** The platforms grid (spec section 1). */
export const platformLogos: PlatformLogo[] = [
  { name: 'NinjaTrader', image: 'ninjatrader', note: 'Futures' },
  { name: 'Kraken', image: 'kraken', note: 'Crypto' },
  { name: 'ThinkOrSwim', image: 'thinkorswim', note: 'Stocks and options' },
  { name: 'Tradovate', image: 'tradovate', note: 'Futures' },
  { name: 'TradingView', image: 'tradingview', note: 'Charts and alerts' },
  { name: 'Any other platform', image: 'any', note: 'Through universal screen reading' },
];
