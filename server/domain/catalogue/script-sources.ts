import { BRAND_NAME } from '../../../src/services/contract';

/**
 * The shipped scripts' content: small, real indicator sources for each platform's own language,
 * which paint the buy and sell marks that the desktop tool watches for on screen.
 */
export type Language = 'pine' | 'thinkscript' | 'ninjascript' | 'tradovate' | 'signalmap';

export type ScriptSource = {
  language: Language;
  title: string;
  /** The signal, in the platform's language: a boolean expression for long and for short. */
  inputs: Array<[name: string, value: number]>;
  long: string;
  short: string;
  /** Extra lines before the signals (averages, bands...). */
  setup?: string[];
};

const header = (title: string, comment: string) =>
  [
    `${comment} ${title}`,
    `${comment} ${BRAND_NAME} store script. Load it on the chart, then mark the BUY and SELL`,
    `${comment} arrows as signal regions in the ${BRAND_NAME} desktop tool.`,
  ].join('\n');

export const extensionOf: Record<Language, string> = {
  pine: 'pine',
  thinkscript: 'ts.txt',
  ninjascript: 'cs',
  tradovate: 'js',
  signalmap: 'signal.json',
};

export function renderSource(source: ScriptSource): string {
  const { title, inputs, long, short, setup = [] } = source;
  switch (source.language) {
    case 'pine':
      return [
        '//@version=5',
        header(title, '//'),
        `indicator("${title}", overlay=true)`,
        ...inputs.map(([name, value]) => `${name} = input.int(${value}, "${name}")`),
        ...setup,
        `longSignal = ${long}`,
        `shortSignal = ${short}`,
        'plotshape(longSignal, "BUY", shape.triangleup, location.belowbar, color.lime, size=size.normal)',
        'plotshape(shortSignal, "SELL", shape.triangledown, location.abovebar, color.red, size=size.normal)',
        'alertcondition(longSignal, "BUY", "BUY signal")',
        'alertcondition(shortSignal, "SELL", "SELL signal")',
        '',
      ].join('\n');
    case 'thinkscript':
      return [
        header(title, '#'),
        ...inputs.map(([name, value]) => `input ${name} = ${value};`),
        ...setup,
        `def longSignal = ${long};`,
        `def shortSignal = ${short};`,
        'plot Buy = if longSignal then low - TickSize() * 4 else Double.NaN;',
        'Buy.SetPaintingStrategy(PaintingStrategy.ARROW_UP);',
        'Buy.SetDefaultColor(Color.GREEN);',
        'plot Sell = if shortSignal then high + TickSize() * 4 else Double.NaN;',
        'Sell.SetPaintingStrategy(PaintingStrategy.ARROW_DOWN);',
        'Sell.SetDefaultColor(Color.RED);',
        '',
      ].join('\n');
    case 'ninjascript':
      return [
        header(title, '//'),
        `namespace NinjaTrader.NinjaScript.Indicators.${BRAND_NAME}`,
        '{',
        `  public class ${title.replace(/[^A-Za-z0-9]/g, '')} : Indicator`,
        '  {',
        ...inputs.map(([name, value]) => `    private int ${name} = ${value};`),
        '    protected override void OnBarUpdate()',
        '    {',
        '      if (CurrentBar < 50) return;',
        ...setup.map((line) => `      ${line}`),
        `      if (${long}) Draw.ArrowUp(this, "BUY" + CurrentBar, true, 0, Low[0] - TickSize * 4, Brushes.Lime);`,
        `      if (${short}) Draw.ArrowDown(this, "SELL" + CurrentBar, true, 0, High[0] + TickSize * 4, Brushes.Red);`,
        '    }',
        '  }',
        '}',
        '',
      ].join('\n');
    case 'tradovate':
      return [
        header(title, '//'),
        "const predef = require('./tools/predef');",
        "const meta = require('./tools/meta');",
        `class signal {`,
        '  init() {',
        ...inputs.map(([name, value]) => `    this.${name} = ${value};`),
        '  }',
        '  map(d, i, history) {',
        ...setup.map((line) => `    ${line}`),
        `    const longSignal = ${long};`,
        `    const shortSignal = ${short};`,
        '    return { buy: longSignal ? d.low() : undefined, sell: shortSignal ? d.high() : undefined };',
        '  }',
        '}',
        `module.exports = { name: '${title}', calculator: signal, inputType: meta.InputType.BARS,`,
        "  plots: { buy: { title: 'BUY' }, sell: { title: 'SELL' } }, tags: [predef.tags.Indicators] };",
        '',
      ].join('\n');
    case 'signalmap':
      return `${JSON.stringify(
        {
          $schema: 'https://docs.signalhand.io/schemas/signal-map-v2.json',
          title,
          inputs: Object.fromEntries(inputs),
          regions: [
            { name: 'price-panel', watch: 'color-change', colors: ['#16c784', '#ea3943'] },
            { name: 'order-ticket', watch: 'none' },
          ],
          rules: [
            { when: long, do: { click: 'order-ticket.buy', confirm: true } },
            { when: short, do: { click: 'order-ticket.sell', confirm: true } },
          ],
        },
        null,
        2,
      )}\n`;
  }
}
