import type { PlatformLogo } from '../../../content/platforms';

/**
 * Simple marks drawn for this site (no third-party images): each suggests its platform's
 * market in the theme's colours via `currentColor`.
 */
const marks: Record<PlatformLogo['image'], React.ReactNode> = {
  ninjatrader: (
    <path d="M24 4 L29 19 L44 24 L29 29 L24 44 L19 29 L4 24 L19 19 Z M24 20 a4 4 0 1 0 0.01 0 Z" />
  ),
  kraken: (
    <path d="M8 26 C8 14 16 6 24 6 C32 6 40 14 40 26 L40 36 a3 3 0 0 1 -6 0 L34 30 L34 38 a3 3 0 0 1 -6 0 L28 30 L28 40 a3 3 0 0 1 -6 0 L22 30 L22 38 a3 3 0 0 1 -6 0 L16 30 L16 36 a3 3 0 0 1 -6 0 Z M17 20 a3 3 0 1 0 0.01 0 Z M31 20 a3 3 0 1 0 0.01 0 Z" />
  ),
  thinkorswim: (
    <path
      d="M6 30 C12 16 18 16 24 24 C30 32 36 32 42 18"
      fill="none"
      stroke="currentColor"
      strokeWidth="6"
      strokeLinecap="round"
    />
  ),
  tradovate: <path d="M6 8 H42 L36 18 H29 V42 H19 V18 H12 Z" />,
  tradingview: (
    <>
      <rect
        x="4"
        y="8"
        width="40"
        height="32"
        rx="6"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
      />
      <path
        d="M11 32 L19 22 L26 28 L37 15"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  any: (
    <>
      <rect
        x="4"
        y="6"
        width="40"
        height="28"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
      />
      <path d="M18 40 H30 M24 34 V40" stroke="currentColor" strokeWidth="4" />
      <path d="M12 20 C16 14 32 14 36 20 C32 26 16 26 12 20 Z M24 17 a3 3 0 1 0 0.01 0 Z" />
    </>
  ),
};

export function PlatformMark({
  image,
  size = 40,
}: {
  image: PlatformLogo['image'];
  size?: number;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      fill="currentColor"
      fillRule="evenodd"
      aria-hidden="true"
      focusable="false"
    >
      {marks[image]}
    </svg>
  );
}
