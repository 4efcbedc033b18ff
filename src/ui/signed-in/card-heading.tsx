import type { ReactNode } from 'react';
import { cx } from '../public/islands/island-styles';
import { cardHeading as styles } from './titled-card.styles';

type CardHeadingProps = {
  title: string;
  /** Beside the title: the status, or 'Most popular'. */
  children?: ReactNode;
  /** The badge at the far end rather than beside the title. */
  justify?: 'space-between';
  /** The badge goes under the title when the row is narrow. */
  flexWrap?: 'wrap';
  /** Between the title and its badge: Chakra's HStack default, which every card keeps. */
  gap?: '2';
};

/** An Accounts card's title, with its badge (the status, or 'Most popular') beside it. */
export function CardHeading({ title, children, justify, flexWrap }: CardHeadingProps) {
  return (
    <div
      className={cx(
        styles.root,
        justify === 'space-between' && styles.spread,
        flexWrap === 'wrap' && styles.wrap,
      )}
    >
      <h2 className={styles.title}>{title}</h2>
      {children}
    </div>
  );
}
