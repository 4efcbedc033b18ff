/**
 * Draws the store's script pictures (`public/scripts/<slug>.svg`) from the seed: a dark chart
 * with a price line drawn from the script's name and the motif of its strategy on top.
 * Run `npx tsx scripts/draw-script-images.ts` after changing the seed; the output is committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SeedScript, seedScripts } from '../server/domain/catalogue';

const W = 400;
const H = 240;
const PLOT = { left: 16, right: 384, top: 32, bottom: 208 };

/** A small deterministic generator, so the pictures do not change between runs. */
function random(seedText: string) {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

function series(slug: string, count: number, drift: number): number[] {
  const next = random(slug);
  const values: number[] = [];
  let value = 0.5;
  for (let i = 0; i < count; i += 1) {
    value += (next() - 0.5) * 0.09 + drift;
    value = Math.min(0.92, Math.max(0.08, value));
    values.push(value);
  }
  return values;
}

const x = (i: number, count: number) =>
  PLOT.left + ((PLOT.right - PLOT.left) * i) / Math.max(1, count - 1);
const y = (v: number, top = PLOT.top, bottom = PLOT.bottom) => bottom - (bottom - top) * v;
const path = (values: number[], top?: number, bottom?: number) =>
  values
    .map(
      (v, i) =>
        `${i === 0 ? 'M' : 'L'}${x(i, values.length).toFixed(1)} ${y(v, top, bottom).toFixed(1)}`,
    )
    .join(' ');
const smooth = (values: number[], window: number) =>
  values.map((_, i) => {
    const slice = values.slice(Math.max(0, i - window + 1), i + 1);
    return slice.reduce((a, b) => a + b, 0) / slice.length;
  });

const arrowUp = (cx: number, cy: number) => `<path d="M${cx} ${cy} l7 11 h-14 z" fill="#22c55e"/>`;
const arrowDown = (cx: number, cy: number) =>
  `<path d="M${cx} ${cy} l7 -11 h-14 z" fill="#ef4444"/>`;

function motif(script: SeedScript): string {
  const a = script.accent;
  const count = 48;
  const price = series(script.slug, count, 0.004);
  const line = (d: string, color: string, width = 2.2, extra = '') =>
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round" ${extra}/>`;
  switch (script.motif) {
    case 'crossover': {
      const fast = smooth(price, 4);
      const slow = smooth(price, 12);
      const marks: string[] = [];
      for (let i = 13; i < count; i += 1) {
        const before = (fast[i - 1] ?? 0) - (slow[i - 1] ?? 0);
        const now = (fast[i] ?? 0) - (slow[i] ?? 0);
        if (before <= 0 && now > 0) marks.push(arrowUp(x(i, count), y(slow[i] ?? 0) + 10));
        if (before >= 0 && now < 0) marks.push(arrowDown(x(i, count), y(slow[i] ?? 0) - 10));
      }
      return [
        line(path(price), '#94a3b8', 1.4, 'opacity="0.6"'),
        line(path(slow), '#f8fafc', 2),
        line(path(fast), a, 2.6),
        ...marks.slice(0, 4),
      ].join('');
    }
    case 'oscillator': {
      const osc = smooth(series(`${script.slug}-osc`, count, 0), 3).map((v) =>
        Math.min(0.98, Math.max(0.02, (v - 0.5) * 2.2 + 0.5)),
      );
      const top = 146;
      const bottom = 210;
      return [
        line(path(price, PLOT.top, 128), '#e2e8f0', 2),
        `<rect x="${PLOT.left}" y="${y(0.7, top, bottom)}" width="${PLOT.right - PLOT.left}" height="${y(0.3, top, bottom) - y(0.7, top, bottom)}" fill="${a}" opacity="0.12"/>`,
        line(`M${PLOT.left} ${y(0.7, top, bottom)} H${PLOT.right}`, a, 1, 'stroke-dasharray="4 4"'),
        line(`M${PLOT.left} ${y(0.3, top, bottom)} H${PLOT.right}`, a, 1, 'stroke-dasharray="4 4"'),
        line(path(osc, top, bottom), a, 2.4),
      ].join('');
    }
    case 'breakout': {
      const flat = price.map((v, i) => (i < 26 ? 0.45 + (v - 0.5) * 0.25 : v + (i - 26) * 0.018));
      const boxTop = y(0.58);
      const boxBottom = y(0.32);
      return [
        `<rect x="${PLOT.left}" y="${boxTop}" width="${x(25, count) - PLOT.left}" height="${boxBottom - boxTop}" rx="4" fill="${a}" opacity="0.14" stroke="${a}" stroke-dasharray="5 4"/>`,
        line(path(flat.map((v) => Math.min(0.95, v))), '#f8fafc', 2.2),
        arrowUp(x(28, count), y(Math.min(0.95, flat[28] ?? 0.6)) + 12),
      ].join('');
    }
    case 'bands': {
      const mid = smooth(price, 8);
      const upper = mid.map((v) => Math.min(0.98, v + 0.16));
      const lower = mid.map((v) => Math.max(0.02, v - 0.16));
      const area = `${path(upper)} ${lower
        .map(
          (v, i) =>
            `L${x(lower.length - 1 - i, count).toFixed(1)} ${y(lower[lower.length - 1 - i] ?? v).toFixed(1)}`,
        )
        .join(' ')} Z`;
      return [
        `<path d="${area}" fill="${a}" opacity="0.13"/>`,
        line(path(upper), a, 1.6),
        line(path(lower), a, 1.6),
        line(path(mid), a, 1.2, 'stroke-dasharray="5 4"'),
        line(path(price), '#f8fafc', 2),
      ].join('');
    }
    case 'histogram': {
      const hist = smooth(series(`${script.slug}-h`, 32, 0), 3).map((v) => (v - 0.5) * 2);
      const zero = 180;
      const bars = hist
        .map((v, i) => {
          const bx = PLOT.left + i * 11.5;
          const h = Math.abs(v) * 34;
          return `<rect x="${bx.toFixed(1)}" y="${(v > 0 ? zero - h : zero).toFixed(1)}" width="8" height="${h.toFixed(1)}" rx="1.5" fill="${v > 0 ? a : '#f87171'}" opacity="0.85"/>`;
        })
        .join('');
      return [line(path(price, PLOT.top, 130), '#f8fafc', 2), bars].join('');
    }
    case 'grid': {
      const levels = [0.2, 0.32, 0.44, 0.56, 0.68, 0.8]
        .map((v) =>
          line(
            `M${PLOT.left} ${y(v)} H${PLOT.right}`,
            a,
            1,
            'opacity="0.6" stroke-dasharray="6 5"',
          ),
        )
        .join('');
      const wave = price.map((v, i) => 0.5 + Math.sin(i / 4) * 0.28 + (v - 0.5) * 0.2);
      const buys = [6, 19, 31, 44].map((i) => arrowUp(x(i, count), y(wave[i] ?? 0.3) + 8)).join('');
      return [levels, line(path(wave), '#f8fafc', 2.2), buys].join('');
    }
    case 'candles': {
      const next = random(`${script.slug}-c`);
      let open = 0.35;
      const candles: string[] = [];
      for (let i = 0; i < 22; i += 1) {
        const close = Math.min(0.9, Math.max(0.1, open + (next() - 0.42) * 0.16));
        const high = Math.max(open, close) + next() * 0.06;
        const low = Math.min(open, close) - next() * 0.06;
        const cx = PLOT.left + 10 + i * 16.7;
        const up = close >= open;
        const color = up ? a : '#f87171';
        candles.push(
          `<path d="M${cx.toFixed(1)} ${y(high)} V${y(low)}" stroke="${color}" stroke-width="1.5"/>`,
          `<rect x="${(cx - 5).toFixed(1)}" y="${y(Math.max(open, close)).toFixed(1)}" width="10" height="${Math.max(2, y(Math.min(open, close)) - y(Math.max(open, close))).toFixed(1)}" rx="1.5" fill="${color}"/>`,
        );
        open = close;
      }
      return candles.join('');
    }
    case 'payoff': {
      const pts = [
        [PLOT.left, 0.15],
        [110, 0.15],
        [160, 0.72],
        [240, 0.72],
        [290, 0.15],
        [PLOT.right, 0.15],
      ] as const;
      const d = pts.map(([px, v], i) => `${i === 0 ? 'M' : 'L'}${px} ${y(v)}`).join(' ');
      return [
        line(`M${PLOT.left} ${y(0.4)} H${PLOT.right}`, '#94a3b8', 1, 'stroke-dasharray="4 4"'),
        `<path d="M160 ${y(0.4)} L160 ${y(0.72)} L240 ${y(0.72)} L240 ${y(0.4)} Z" fill="${a}" opacity="0.18"/>`,
        line(d, a, 3),
        line(path(smooth(price, 3).map((v) => 0.25 + v * 0.3)), '#f8fafc', 1.4, 'opacity="0.5"'),
      ].join('');
    }
    case 'levels': {
      const swing = price.map((v, i) =>
        i < 24 ? 0.15 + i * 0.032 : 0.9 - (i - 24) * 0.02 + (v - 0.5) * 0.08,
      );
      const levels = [
        [0.382, '38.2%'],
        [0.5, '50%'],
        [0.618, '61.8%'],
      ] as const;
      const hi = 0.9;
      const lo = 0.15;
      return [
        ...levels.map(
          ([f, label]) =>
            `${line(`M${PLOT.left} ${y(hi - (hi - lo) * f)} H${PLOT.right}`, a, 1.2, 'opacity="0.75" stroke-dasharray="6 4"')}<text x="${PLOT.right - 4}" y="${y(hi - (hi - lo) * f) - 4}" fill="${a}" font-size="11" text-anchor="end" font-family="Inter, Arial, sans-serif">${label}</text>`,
        ),
        line(path(swing), '#f8fafc', 2.2),
        arrowUp(x(38, count), y(swing[38] ?? 0.5) + 10),
      ].join('');
    }
  }
}

function picture(script: SeedScript): string {
  const gridLines = [0.25, 0.5, 0.75]
    .map(
      (v) => `<path d="M${PLOT.left} ${y(v)} H${PLOT.right}" stroke="#1e2a4a" stroke-width="1"/>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${script.scriptName} chart">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0" stop-color="#141d36"/><stop offset="1" stop-color="#070c1a"/></linearGradient>',
    `<radialGradient id="glow" cx="0.85" cy="0.1" r="0.7"><stop offset="0" stop-color="${script.accent}" stop-opacity="0.28"/><stop offset="1" stop-color="${script.accent}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#glow)"/>`,
    gridLines,
    motif(script),
    '</svg>',
    '',
  ].join('');
}

const folder = join(process.cwd(), 'public', 'scripts');
mkdirSync(folder, { recursive: true });
for (const script of seedScripts) {
  writeFileSync(join(folder, `${script.slug}.svg`), picture(script));
}
console.log(`drew ${seedScripts.length} pictures into ${folder}`);
