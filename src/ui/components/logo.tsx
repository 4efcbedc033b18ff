import { BRAND_NAME } from '../../content/brand';
import { styles } from './logo.styles';

/** The mark: a cursor arrow over a rising signal line, the product in one picture. */
function LogoMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#2dd4bf" />
      <path
        d="M5 21 L11 15 L15 18 L22 10"
        fill="none"
        stroke="#070c1a"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M19 15 L19 27 L22 24 L24.5 29 L26.5 28 L24 23 L28 23 Z" fill="#070c1a" />
    </svg>
  );
}

export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className={styles.logo}>
      <LogoMark size={size} />
      <span className={styles.name}>{BRAND_NAME}</span>
    </span>
  );
}
