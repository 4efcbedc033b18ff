import { BRAND_NAME } from '../../../src/services/contract';

/**
 * The offline assistant's script library: one template per common request, chosen by the words
 * of the prompt, with the numbers the customer gave (periods, levels, ticks) filled in.
 */
export type ScriptTemplate = {
  id: string;
  title: string;
  /** Words that select this template; the first template with a match wins. */
  keywords: RegExp;
  /** Reads the parameters a prompt states; missing ones keep their defaults. */
  readParameters(text: string): Record<string, number>;
  defaults: Record<string, number>;
  explain(p: Record<string, number>): string;
  code(p: Record<string, number>): string;
};

const numberAfter = (text: string, pattern: RegExp): number | undefined => {
  const match = text.match(pattern);
  return match?.[1] ? Number(match[1]) : undefined;
};
const defined = (entries: Record<string, number | undefined>) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as Record<
    string,
    number
  >;
const PERIOD = /(\d{1,3})\s*[- ]?\s*(?:period|bar|candle|length|day|minute)s?\b/i;

const header = (name: string) => `from signalhand import Strategy, region, indicators as ta


class ${name}(Strategy):
    # Mark these regions in the ${BRAND_NAME} desktop app before you start the script.
    chart = region("Price chart")
    buy_button = region("Buy button")
    sell_button = region("Sell button")
`;

export const scriptTemplates: ScriptTemplate[] = [
  {
    id: 'bracket',
    title: 'Bracket order with stop-loss and take-profit',
    keywords: /\b(bracket|stop[- ]?loss|take[- ]?profit|sl\/tp|oco)\b/i,
    defaults: { stopTicks: 8, targetTicks: 16, tickSize: 0.25 },
    readParameters: (text) =>
      defined({
        stopTicks: numberAfter(text, /stop(?:[- ]?loss)?\D{0,12}(\d{1,4})/i),
        targetTicks: numberAfter(text, /(?:take[- ]?profit|target|profit)\D{0,12}(\d{1,4})/i),
      }),
    explain: (p) =>
      `This script manages every position you open with a bracket: it exits at a loss of ${p.stopTicks} ticks or a gain of ${p.targetTicks} ticks, whichever comes first, by clicking the opposite button. Mark the price chart and both order buttons.`,
    code: (p) => `${header('BracketExit')}
    stop_ticks = ${p.stopTicks}
    target_ticks = ${p.targetTicks}
    tick_size = ${p.tickSize}

    def on_tick(self, tick):
        if not self.position:
            return
        move = (tick.price - self.position.entry_price) / self.tick_size
        if self.position.side == "short":
            move = -move
        if move <= -self.stop_ticks or move >= self.target_ticks:
            exit_button = self.sell_button if self.position.side == "long" else self.buy_button
            self.click(exit_button)
            self.log(f"Bracket exit after {move:+.0f} ticks")
`,
  },
  {
    id: 'scalping',
    title: 'Momentum scalping',
    keywords: /\bscalp(ing|er)?\b/i,
    defaults: { emaPeriod: 9, targetTicks: 4, stopTicks: 3, tickSize: 0.25 },
    readParameters: (text) =>
      defined({
        emaPeriod: numberAfter(text, /(\d{1,3})\s*[- ]?\s*(?:period\s*)?ema/i),
        targetTicks: numberAfter(text, /(?:target|profit)\D{0,12}(\d{1,3})/i),
        stopTicks: numberAfter(text, /stop\D{0,12}(\d{1,3})/i),
      }),
    explain: (p) =>
      `A quick momentum scalper: it buys when a bar closes above the ${p.emaPeriod}-period EMA with rising volume and sells short on the mirror signal, then takes ${p.targetTicks} ticks of profit or cuts the trade at ${p.stopTicks} ticks. Mark the price chart and both order buttons.`,
    code: (p) => `${header('MomentumScalper')}
    ema_period = ${p.emaPeriod}
    target_ticks = ${p.targetTicks}
    stop_ticks = ${p.stopTicks}
    tick_size = ${p.tickSize}

    def on_bar(self, bar):
        closes = self.chart.closes(self.ema_period + 1)
        volumes = self.chart.volumes(2)
        ema = ta.ema(closes, self.ema_period)
        rising_volume = volumes[-1] > volumes[-2]
        if self.position:
            self.manage_exit(bar.close)
        elif bar.close > ema[-1] and rising_volume:
            self.click(self.buy_button)
        elif bar.close < ema[-1] and rising_volume:
            self.click(self.sell_button)

    def manage_exit(self, price):
        move = (price - self.position.entry_price) / self.tick_size
        if self.position.side == "short":
            move = -move
        if move >= self.target_ticks or move <= -self.stop_ticks:
            self.click(self.sell_button if self.position.side == "long" else self.buy_button)
`,
  },
  {
    id: 'vwap',
    title: 'VWAP reversion',
    keywords: /\bvwap\b/i,
    defaults: { bandPercent: 0.5 },
    readParameters: (text) => defined({ bandPercent: numberAfter(text, /(\d+(?:\.\d+)?)\s*%/) }),
    explain: (p) =>
      `This script trades back toward the VWAP: it buys when price closes more than ${p.bandPercent}% below the session VWAP and sells short when it closes that far above, exiting when price touches the VWAP again. Mark a chart that shows volume.`,
    code: (p) => `${header('VwapReversion')}
    band_percent = ${p.bandPercent}

    def on_bar(self, bar):
        vwap = ta.vwap(self.chart.closes(390), self.chart.volumes(390))[-1]
        distance = (bar.close - vwap) / vwap * 100
        if self.position:
            crossed_back = (self.position.side == "long" and bar.close >= vwap) or (
                self.position.side == "short" and bar.close <= vwap
            )
            if crossed_back:
                self.click(self.sell_button if self.position.side == "long" else self.buy_button)
        elif distance <= -self.band_percent:
            self.click(self.buy_button)
        elif distance >= self.band_percent:
            self.click(self.sell_button)
`,
  },
  {
    id: 'breakout',
    title: 'Range breakout',
    keywords: /\b(break[- ]?outs?|donchian|range high|new high)\b/i,
    defaults: { lookback: 20 },
    readParameters: (text) => defined({ lookback: numberAfter(text, PERIOD) }),
    explain: (p) =>
      `A breakout script: it buys when a bar closes above the highest high of the previous ${p.lookback} bars and sells short below the lowest low, exiting on the opposite signal. Mark the price chart and both order buttons.`,
    code: (p) => `${header('RangeBreakout')}
    lookback = ${p.lookback}

    def on_bar(self, bar):
        highs = self.chart.highs(self.lookback + 1)[:-1]
        lows = self.chart.lows(self.lookback + 1)[:-1]
        if bar.close > ta.highest(highs) and (not self.position or self.position.side == "short"):
            self.click(self.buy_button)
        elif bar.close < ta.lowest(lows) and (not self.position or self.position.side == "long"):
            self.click(self.sell_button)
`,
  },
  {
    id: 'rsi',
    title: 'RSI reversal',
    keywords: /\brsi\b|relative strength/i,
    defaults: { period: 14, oversold: 30, overbought: 70 },
    readParameters: (text) =>
      defined({
        period: numberAfter(text, PERIOD) ?? numberAfter(text, /rsi\s*\(?\s*(\d{1,3})/i),
        oversold: numberAfter(text, /oversold\D{0,12}(\d{1,2})/i),
        overbought: numberAfter(text, /overbought\D{0,12}(\d{1,2})/i),
      }),
    explain: (p) =>
      `This script buys when the ${p.period}-period RSI crosses back above ${p.oversold} (leaving oversold) and sells when it crosses back below ${p.overbought} (leaving overbought). Mark the price chart and both order buttons.`,
    code: (p) => `${header('RsiReversal')}
    period = ${p.period}
    oversold = ${p.oversold}
    overbought = ${p.overbought}

    def on_bar(self, bar):
        rsi = ta.rsi(self.chart.closes(self.period * 3), self.period)
        previous, current = rsi[-2], rsi[-1]
        if previous < self.oversold <= current and not self.position:
            self.click(self.buy_button)
        elif previous > self.overbought >= current and self.position:
            self.click(self.sell_button)
`,
  },
  {
    id: 'crossover',
    title: 'Moving-average crossover',
    keywords: /\b(moving[- ]average|crossover|cross[- ]over|golden cross|death cross|[se]?ma)\b/i,
    defaults: { fast: 9, slow: 21, exponential: 1 },
    readParameters: (text) => {
      const pair = text.match(/(\d{1,3})\s*(?:\/|and|,|-|vs\.?|x)\s*(\d{1,3})/i);
      const numbers = pair ? [Number(pair[1]), Number(pair[2])].sort((a, b) => a - b) : [];
      return defined({
        fast: numbers[0],
        slow: numbers[1],
        exponential: /\bsma\b|simple/i.test(text)
          ? 0
          : /\bema\b|exponential/i.test(text)
            ? 1
            : undefined,
      });
    },
    explain: (p) =>
      `A moving-average crossover: it buys when the ${p.fast}-period ${p.exponential ? 'EMA' : 'SMA'} crosses above the ${p.slow}-period one and sells when it crosses below. Mark the price chart and both order buttons.`,
    code: (p) => `${header('MovingAverageCrossover')}
    fast = ${p.fast}
    slow = ${p.slow}

    def on_bar(self, bar):
        closes = self.chart.closes(self.slow + 2)
        average = ta.${p.exponential ? 'ema' : 'sma'}
        fast, slow = average(closes, self.fast), average(closes, self.slow)
        crossed_up = fast[-2] <= slow[-2] and fast[-1] > slow[-1]
        crossed_down = fast[-2] >= slow[-2] and fast[-1] < slow[-1]
        if crossed_up and not self.position:
            self.click(self.buy_button)
        elif crossed_down and self.position:
            self.click(self.sell_button)
`,
  },
];

/** When no template matches: a commented skeleton to start from. */
export const skeletonTemplate: ScriptTemplate = {
  id: 'skeleton',
  title: 'Script skeleton',
  keywords: /$^/,
  defaults: {},
  readParameters: () => ({}),
  explain: () =>
    `Here is a ${BRAND_NAME} script skeleton to start from: put your entry rule in \`on_bar\` and your exit rule in \`manage_position\`. Ask for a moving-average crossover, RSI, breakout, VWAP, bracket stop-loss/take-profit or scalping script and I will fill it in.`,
  code: () => `${header('MyStrategy')}
    def on_bar(self, bar):
        closes = self.chart.closes(50)
        if self.position:
            self.manage_position(bar)
        elif self.entry_signal(closes):
            self.click(self.buy_button)

    def entry_signal(self, closes):
        # Your rule here, for example: return closes[-1] > ta.sma(closes, 20)[-1]
        return False

    def manage_position(self, bar):
        # Your exit here, for example: self.click(self.sell_button)
        pass
`,
};
