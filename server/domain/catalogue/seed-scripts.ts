import type { ScriptSource } from './script-sources';

/**
 * The catalogue a new site starts with, as data: `seed.ts` turns it into rows, and
 * `scripts/draw-script-images.ts` draws each script's picture from its motif and accent.
 */

/** The picture family of a script (the images under `public/scripts/` are drawn per family). */
export type Motif =
  | 'crossover'
  | 'oscillator'
  | 'breakout'
  | 'bands'
  | 'histogram'
  | 'grid'
  | 'candles'
  | 'payoff'
  | 'levels';

export type SeedScript = {
  scriptName: string;
  slug: string;
  scriptDescription: string;
  platform: string;
  application: string;
  price: string;
  brokerage: string;
  createdOn: string;
  motif: Motif;
  /** The image's accent colour. */
  accent: string;
  source: ScriptSource;
};

const ma = (kind: 'ta.ema' | 'ta.sma', length: string) => `${kind}(close, ${length})`;

/** Sixteen scripts across the platforms and brokerages the desktop tool works with. */
export const seedScripts: SeedScript[] = [
  {
    scriptName: 'EMA Crossover Pro',
    slug: 'ema-crossover-pro',
    scriptDescription:
      'Buys when the 9 EMA crosses above the 21 EMA with volume above its 20-bar average, sells on the opposite cross. Built for 5-minute index futures.',
    platform: 'TradingView',
    application: 'Futures',
    price: '49',
    brokerage: 'Tradovate',
    createdOn: '2026-02-18',
    motif: 'crossover',
    accent: '#2dd4bf',
    source: {
      language: 'pine',
      title: 'EMA Crossover Pro',
      inputs: [
        ['fastLength', 9],
        ['slowLength', 21],
      ],
      setup: [
        `fast = ${ma('ta.ema', 'fastLength')}`,
        `slow = ${ma('ta.ema', 'slowLength')}`,
        'volumeOk = volume > ta.sma(volume, 20)',
      ],
      long: 'ta.crossover(fast, slow) and volumeOk',
      short: 'ta.crossunder(fast, slow) and volumeOk',
    },
  },
  {
    scriptName: 'RSI Reversal Scout',
    slug: 'rsi-reversal-scout',
    scriptDescription:
      'Marks oversold and overbought RSI hooks on 15-minute crypto charts, filtered by the 200-period trend. A good first script to learn signal regions with.',
    platform: 'TradingView',
    application: 'Crypto',
    price: '0',
    brokerage: 'Kraken',
    createdOn: '2026-02-05',
    motif: 'oscillator',
    accent: '#a78bfa',
    source: {
      language: 'pine',
      title: 'RSI Reversal Scout',
      inputs: [
        ['rsiLength', 14],
        ['lower', 30],
        ['upper', 70],
      ],
      setup: ['r = ta.rsi(close, rsiLength)', `trendUp = close > ${ma('ta.sma', '200')}`],
      long: 'ta.crossover(r, lower) and trendUp',
      short: 'ta.crossunder(r, upper) and not trendUp',
    },
  },
  {
    scriptName: 'Opening Range Breakout',
    slug: 'opening-range-breakout',
    scriptDescription:
      'Draws the first 15 minutes of the session and signals a breakout close beyond it, one trade per direction per day. For liquid large-cap stocks.',
    platform: 'ThinkOrSwim',
    application: 'Stocks',
    price: '79',
    brokerage: 'Charles Schwab',
    createdOn: '2026-01-27',
    motif: 'breakout',
    accent: '#f59e0b',
    source: {
      language: 'thinkscript',
      title: 'Opening Range Breakout',
      inputs: [['rangeMinutes', 15]],
      setup: [
        'def rangeEnd = SecondsFromTime(0930) >= rangeMinutes * 60;',
        'def rangeHigh = if !rangeEnd then Max(high, rangeHigh[1]) else rangeHigh[1];',
        'def rangeLow = if !rangeEnd then Min(low, rangeLow[1]) else rangeLow[1];',
      ],
      long: 'rangeEnd and close crosses above rangeHigh',
      short: 'rangeEnd and close crosses below rangeLow',
    },
  },
  {
    scriptName: 'VWAP Bounce Scalper',
    slug: 'vwap-bounce-scalper',
    scriptDescription:
      'Takes quick longs on a rejection wick off VWAP in an uptrend and shorts the mirror image. Tight one-minute entries for micro futures.',
    platform: 'Tradovate',
    application: 'Futures',
    price: '59',
    brokerage: 'Tradovate',
    createdOn: '2026-01-14',
    motif: 'bands',
    accent: '#38bdf8',
    source: {
      language: 'tradovate',
      title: 'VWAP Bounce Scalper',
      inputs: [['touchTicks', 2]],
      setup: [
        'const vwap = d.vwap ? d.vwap() : d.close();',
        'const touched = Math.abs(d.low() - vwap) <= this.touchTicks * 0.25;',
      ],
      long: 'touched && d.close() > vwap && d.close() > d.open()',
      short: 'touched && d.close() < vwap && d.close() < d.open()',
    },
  },
  {
    scriptName: 'Bollinger Squeeze Alert',
    slug: 'bollinger-squeeze-alert',
    scriptDescription:
      'Finds Bollinger Bands inside Keltner Channels and marks the first close outside the squeeze. Free study for options traders timing volatility.',
    platform: 'ThinkOrSwim',
    application: 'Options',
    price: '0',
    brokerage: 'Charles Schwab',
    createdOn: '2025-12-30',
    motif: 'bands',
    accent: '#f472b6',
    source: {
      language: 'thinkscript',
      title: 'Bollinger Squeeze Alert',
      inputs: [
        ['length', 20],
        ['numDev', 2],
      ],
      setup: [
        'def upper = BollingerBands(length = length, "num dev up" = numDev).UpperBand;',
        'def lower = BollingerBands(length = length, "num dev dn" = -numDev).LowerBand;',
        'def squeeze = upper < KeltnerChannels(length = length).Upper_Band;',
      ],
      long: 'squeeze[1] and close > upper',
      short: 'squeeze[1] and close < lower',
    },
  },
  {
    scriptName: 'MACD Momentum Rider',
    slug: 'macd-momentum-rider',
    scriptDescription:
      'Enters when the MACD histogram turns with price above the 50 EMA and exits on the first fading bar. Tuned for crude oil and gold futures.',
    platform: 'NinjaTrader',
    application: 'Futures',
    price: '69',
    brokerage: 'NinjaTrader Brokerage',
    createdOn: '2025-12-11',
    motif: 'histogram',
    accent: '#34d399',
    source: {
      language: 'ninjascript',
      title: 'MACD Momentum Rider',
      inputs: [
        ['fast', 12],
        ['slow', 26],
        ['smooth', 9],
      ],
      setup: ['double hist = MACD(fast, slow, smooth).Diff[0];'],
      long: 'hist > 0 && MACD(fast, slow, smooth).Diff[1] <= 0 && Close[0] > EMA(50)[0]',
      short: 'hist < 0 && MACD(fast, slow, smooth).Diff[1] >= 0 && Close[0] < EMA(50)[0]',
    },
  },
  {
    scriptName: 'Kraken Grid DCA',
    slug: 'kraken-grid-dca',
    scriptDescription:
      'Buys in equal steps as price falls through a grid of levels and sells each step back one level higher. For ranging BTC and ETH markets.',
    platform: 'Kraken',
    application: 'Crypto',
    price: '39',
    brokerage: 'Kraken',
    createdOn: '2025-11-26',
    motif: 'grid',
    accent: '#818cf8',
    source: {
      language: 'signalmap',
      title: 'Kraken Grid DCA',
      inputs: [
        ['gridLevels', 8],
        ['stepPercent', 1],
      ],
      long: 'price-panel crosses a grid level downward',
      short: 'price-panel crosses the level above a filled buy',
    },
  },
  {
    scriptName: 'Supertrend Swing',
    slug: 'supertrend-swing',
    scriptDescription:
      'Follows the Supertrend flip on daily charts for multi-day swings in stocks and ETFs. Free and simple, with an ATR-based stop line.',
    platform: 'TradingView',
    application: 'Stocks',
    price: '0',
    brokerage: 'Interactive Brokers',
    createdOn: '2025-11-08',
    motif: 'crossover',
    accent: '#fb923c',
    source: {
      language: 'pine',
      title: 'Supertrend Swing',
      inputs: [
        ['atrLength', 10],
        ['factor', 3],
      ],
      setup: ['[st, direction] = ta.supertrend(factor, atrLength)'],
      long: 'ta.change(direction) < 0',
      short: 'ta.change(direction) > 0',
    },
  },
  {
    scriptName: 'London Breakout FX',
    slug: 'london-breakout-fx',
    scriptDescription:
      'Boxes the Asian session range and signals the London-open break with a spread filter. Built for EUR/USD and GBP/USD on 15 minutes.',
    platform: 'TradingView',
    application: 'Forex',
    price: '89',
    brokerage: 'OANDA',
    createdOn: '2025-10-22',
    motif: 'breakout',
    accent: '#60a5fa',
    source: {
      language: 'pine',
      title: 'London Breakout FX',
      inputs: [['bufferPips', 3]],
      setup: [
        'asia = not na(time(timeframe.period, "0000-0700", "Europe/London"))',
        'var float boxHigh = na',
        'var float boxLow = na',
        'boxHigh := asia ? math.max(nz(boxHigh, high), high) : boxHigh',
        'boxLow := asia ? math.min(nz(boxLow, low), low) : boxLow',
      ],
      long: 'not asia and ta.crossover(close, boxHigh + bufferPips * syminfo.mintick * 10)',
      short: 'not asia and ta.crossunder(close, boxLow - bufferPips * syminfo.mintick * 10)',
    },
  },
  {
    scriptName: 'Heikin-Ashi Trend Filter',
    slug: 'heikin-ashi-trend-filter',
    scriptDescription:
      'Signals the third Heikin-Ashi candle of one colour without a lower wick, keeping you on the right side of intraday stock trends.',
    platform: 'ThinkOrSwim',
    application: 'Stocks',
    price: '29',
    brokerage: 'Charles Schwab',
    createdOn: '2025-10-03',
    motif: 'candles',
    accent: '#4ade80',
    source: {
      language: 'thinkscript',
      title: 'Heikin-Ashi Trend Filter',
      inputs: [['streak', 3]],
      setup: [
        'def haClose = (open + high + low + close) / 4;',
        'def haOpen = CompoundValue(1, (haOpen[1] + haClose[1]) / 2, (open + close) / 2);',
        'def green = haClose > haOpen;',
      ],
      long: 'Sum(green, streak) == streak and Min(haOpen, haClose) == low',
      short: 'Sum(!green, streak) == streak and Max(haOpen, haClose) == high',
    },
  },
  {
    scriptName: 'Order Flow Imbalance',
    slug: 'order-flow-imbalance',
    scriptDescription:
      'Reads bid and ask volume per bar and flags stacked imbalances of 300% or more at the bar extremes. For experienced ES and NQ scalpers.',
    platform: 'NinjaTrader',
    application: 'Futures',
    price: '129',
    brokerage: 'AMP Futures',
    createdOn: '2025-09-17',
    motif: 'histogram',
    accent: '#e879f9',
    source: {
      language: 'ninjascript',
      title: 'Order Flow Imbalance',
      inputs: [
        ['ratioPercent', 300],
        ['stacked', 3],
      ],
      setup: [
        'var flow = OrderFlowCumulativeDelta(CumulativeDeltaType.BidAsk, CumulativeDeltaPeriod.Bar, 0);',
      ],
      long: 'flow.DeltaClose[0] > 0 && flow.DeltaClose[0] * 100 > ratioPercent * Math.Abs(flow.DeltaLow[0])',
      short:
        'flow.DeltaClose[0] < 0 && Math.Abs(flow.DeltaClose[0]) * 100 > ratioPercent * flow.DeltaHigh[0]',
    },
  },
  {
    scriptName: 'Crypto Volatility Breakout',
    slug: 'crypto-volatility-breakout',
    scriptDescription:
      'Signals when a candle moves more than 1.5 ATR from the previous close after a quiet stretch. A free starting point for crypto momentum.',
    platform: 'Kraken',
    application: 'Crypto',
    price: '0',
    brokerage: 'Kraken',
    createdOn: '2025-08-29',
    motif: 'candles',
    accent: '#facc15',
    source: {
      language: 'signalmap',
      title: 'Crypto Volatility Breakout',
      inputs: [
        ['atrLength', 14],
        ['atrMultiple', 1.5],
      ],
      long: 'price-panel turns green with a body over atrMultiple x ATR',
      short: 'price-panel turns red with a body over atrMultiple x ATR',
    },
  },
  {
    scriptName: 'Mean Reversion Bands',
    slug: 'mean-reversion-bands',
    scriptDescription:
      'Fades stretched moves back to the 20-bar mean when price closes outside 2.5 standard deviations. Free, for range-bound futures sessions.',
    platform: 'Tradovate',
    application: 'Futures',
    price: '0',
    brokerage: 'Tradovate',
    createdOn: '2025-08-12',
    motif: 'bands',
    accent: '#22d3ee',
    source: {
      language: 'tradovate',
      title: 'Mean Reversion Bands',
      inputs: [
        ['length', 20],
        ['deviations', 2.5],
      ],
      setup: [
        'const closes = history.back(this.length).map((bar) => bar.close());',
        'const mean = closes.reduce((a, b) => a + b, 0) / closes.length;',
        'const sd = Math.sqrt(closes.reduce((a, b) => a + (b - mean) ** 2, 0) / closes.length);',
      ],
      long: 'd.close() < mean - this.deviations * sd',
      short: 'd.close() > mean + this.deviations * sd',
    },
  },
  {
    scriptName: 'Iron Condor Timer',
    slug: 'iron-condor-timer',
    scriptDescription:
      'Marks days when implied volatility rank is high and price sits mid-range, the setups where a 30-45 day iron condor has the best odds.',
    platform: 'ThinkOrSwim',
    application: 'Options',
    price: '99',
    brokerage: 'Charles Schwab',
    createdOn: '2025-07-25',
    motif: 'payoff',
    accent: '#c084fc',
    source: {
      language: 'thinkscript',
      title: 'Iron Condor Timer',
      inputs: [
        ['ivRankMin', 50],
        ['lookback', 252],
      ],
      setup: [
        'def iv = imp_volatility();',
        'def ivRank = (iv - Lowest(iv, lookback)) / (Highest(iv, lookback) - Lowest(iv, lookback)) * 100;',
        'def midRange = AbsValue(close - Average(close, 20)) < StDev(close, 20) * 0.5;',
      ],
      long: 'ivRank >= ivRankMin and midRange',
      short: 'ivRank < ivRankMin * 0.5',
    },
  },
  {
    scriptName: 'Stochastic Pullback',
    slug: 'stochastic-pullback',
    scriptDescription:
      'Buys a stochastic hook from below 20 while the 50 EMA slopes up, and the reverse for shorts. A low-cost pullback entry for micro futures.',
    platform: 'TradingView',
    application: 'Futures',
    price: '19',
    brokerage: 'Tradovate',
    createdOn: '2025-07-02',
    motif: 'oscillator',
    accent: '#f87171',
    source: {
      language: 'pine',
      title: 'Stochastic Pullback',
      inputs: [
        ['kLength', 14],
        ['dSmoothing', 3],
      ],
      setup: [
        'k = ta.sma(ta.stoch(close, high, low, kLength), dSmoothing)',
        `trend = ${ma('ta.ema', '50')}`,
      ],
      long: 'ta.crossover(k, 20) and trend > trend[5]',
      short: 'ta.crossunder(k, 80) and trend < trend[5]',
    },
  },
  {
    scriptName: 'Fibonacci Retrace Entry',
    slug: 'fibonacci-retrace-entry',
    scriptDescription:
      'Finds the last swing, draws the 38.2%, 50% and 61.8% retracements and signals the first rejection candle at the golden zone.',
    platform: 'TradingView',
    application: 'Crypto',
    price: '45',
    brokerage: 'Kraken',
    createdOn: '2025-06-16',
    motif: 'levels',
    accent: '#fbbf24',
    source: {
      language: 'pine',
      title: 'Fibonacci Retrace Entry',
      inputs: [['swingLength', 34]],
      setup: [
        'swingHigh = ta.highest(high, swingLength)',
        'swingLow = ta.lowest(low, swingLength)',
        'golden = swingHigh - (swingHigh - swingLow) * 0.618',
      ],
      long: 'low <= golden and close > open and close > golden',
      short: 'high >= golden and close < open and close < golden',
    },
  },
];
