import { Box } from '@chakra-ui/react';
import { aiAgentHero } from '../../../content/hero';
import { art } from '../../components/brand-glow';

/** Candles: [x, open, close, high, low] in the chart's own coordinates (y grows downwards). */
const candles: Array<[number, number, number, number, number]> = [
  [64, 210, 190, 182, 220],
  [88, 192, 200, 186, 212],
  [112, 200, 176, 168, 206],
  [136, 178, 184, 170, 192],
  [160, 184, 160, 150, 190],
  [184, 160, 168, 154, 176],
  [208, 168, 146, 138, 172],
  [232, 146, 152, 140, 160],
  [256, 150, 128, 118, 156],
  [280, 128, 136, 122, 142],
  [304, 134, 112, 102, 140],
  [328, 112, 98, 90, 118],
];

/**
 * The product in one picture, drawn for this site: a chart on a screen, the region the tool
 * watches, its AI signal, and the cursor clicking Buy.
 */
export function HeroIllustration() {
  const words = aiAgentHero.illustration;
  return (
    <Box w="full" maxW="lg" mx="auto">
      <svg width="100%" viewBox="0 0 480 380" role="img" aria-label={words.label}>
        <defs>
          <linearGradient id="hero-screen" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={art.panel} />
            <stop offset="1" stopColor={art.panelDeep} />
          </linearGradient>
          <linearGradient id="hero-area" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={art.brand} stopOpacity="0.35" />
            <stop offset="1" stopColor={art.brand} stopOpacity="0" />
          </linearGradient>
        </defs>
        {/* Screen and stand */}
        <rect x="20" y="20" width="440" height="290" rx="18" fill="url(#hero-screen)" />
        <rect
          x="20"
          y="20"
          width="440"
          height="290"
          rx="18"
          fill="none"
          stroke={art.line}
          strokeWidth="2"
        />
        <rect x="210" y="310" width="60" height="34" fill={art.line} />
        <rect x="160" y="342" width="160" height="12" rx="6" fill={art.line} />
        {/* Window bar */}
        <circle cx="44" cy="42" r="5" fill={art.down} />
        <circle cx="60" cy="42" r="5" fill={art.muted} />
        <circle cx="76" cy="42" r="5" fill={art.up} />
        {/* Grid */}
        {[90, 130, 170, 210, 250].map((y) => (
          <line key={y} x1="44" x2="360" y1={y} y2={y} stroke={art.line} strokeWidth="1" />
        ))}
        {/* Trend area and line */}
        <path
          d="M64 205 L112 188 L160 172 L208 156 L256 138 L304 122 L328 104 L328 250 L64 250 Z"
          fill="url(#hero-area)"
        />
        <path
          d="M64 205 L112 188 L160 172 L208 156 L256 138 L304 122 L328 104"
          fill="none"
          stroke={art.brand}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        {/* Candles */}
        {candles.map(([x, open, close, high, low]) => {
          const rising = close < open;
          const color = rising ? art.up : art.down;
          return (
            <g key={x}>
              <line x1={x} x2={x} y1={high} y2={low} stroke={color} strokeWidth="2" />
              <rect
                x={x - 7}
                y={Math.min(open, close)}
                width="14"
                height={Math.max(Math.abs(open - close), 3)}
                rx="2"
                fill={color}
              />
            </g>
          );
        })}
        {/* Watched region */}
        <rect
          x="290"
          y="78"
          width="58"
          height="76"
          rx="6"
          fill="none"
          stroke={art.brand}
          strokeWidth="2.5"
          strokeDasharray="7 5"
        />
        <rect x="286" y="60" width="66" height="18" rx="4" fill={art.brand} />
        <text
          x="319"
          y="73"
          textAnchor="middle"
          fontSize="11"
          fontWeight="700"
          fill={art.brandDeep}
        >
          {words.signal}
        </text>
        {/* Order panel */}
        <rect x="376" y="70" width="68" height="220" rx="10" fill={art.panelDeep} />
        <text x="410" y="96" textAnchor="middle" fontSize="11" fill={art.text}>
          {words.instrument}
        </text>
        <rect x="386" y="112" width="48" height="30" rx="6" fill={art.up} />
        <text x="410" y="132" textAnchor="middle" fontSize="12" fontWeight="700" fill={art.white}>
          {words.buy}
        </text>
        <rect x="386" y="162" width="48" height="30" rx="6" fill={art.down} />
        <text x="410" y="182" textAnchor="middle" fontSize="12" fontWeight="700" fill={art.white}>
          {words.sell}
        </text>
        <rect x="386" y="208" width="48" height="8" rx="4" fill={art.line} />
        <rect x="386" y="224" width="36" height="8" rx="4" fill={art.line} />
        <rect x="386" y="240" width="42" height="8" rx="4" fill={art.line} />
        {/* Click ripple and cursor */}
        <circle cx="412" cy="128" r="20" fill="none" stroke={art.brand} strokeWidth="2" />
        <circle cx="412" cy="128" r="30" fill="none" stroke={art.brand} strokeOpacity="0.4" />
        <path
          d="M416 130 L416 152 L421 147 L425 156 L429 154 L425 145 L432 145 Z"
          fill={art.white}
          stroke={art.brandDeep}
          strokeWidth="2"
          strokeLinejoin="round"
        />
        {/* AI badge */}
        <rect x="44" y="262" width="150" height="34" rx="17" fill={art.brandSoft} />
        <circle cx="64" cy="279" r="8" fill={art.brand} />
        <text x="80" y="284" fontSize="13" fontWeight="600" fill={art.white}>
          {words.agent}
        </text>
        <rect x="206" y="262" width="110" height="34" rx="17" fill={art.panel} />
        <text x="261" y="284" textAnchor="middle" fontSize="13" fill={art.text}>
          {words.fill}
        </text>
      </svg>
    </Box>
  );
}
