import type { HTMLAttributes, ReactNode } from 'react';
import { card } from '../components/kit/card.styles';
import { CardHeading } from './card-heading';
import { titledCard as styles } from './titled-card.styles';

type TitledCardProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  title: string;
  /** Beside the title, pushed to the far end (a status badge). */
  badge?: ReactNode;
  /** Said instead of the body when the card has nothing to list. */
  emptyText?: string | null;
  /** Below the body, in the card's footer. */
  footer?: ReactNode;
};

/** The signed-in areas' card: a heading (with its badge) over a body, or over why it is empty. */
export function TitledCard({
  title,
  badge,
  emptyText,
  footer,
  children,
  ...root
}: TitledCardProps) {
  return (
    <div className={card.md.root} {...root}>
      <div className={card.md.header}>
        {badge ? (
          <CardHeading title={title} justify="space-between" flexWrap="wrap" gap="2">
            {badge}
          </CardHeading>
        ) : (
          <CardHeading title={title} />
        )}
      </div>
      <div className={card.md.body}>
        {emptyText ? <p className={styles.empty}>{emptyText}</p> : children}
      </div>
      {footer ? <div className={card.md.footer}>{footer}</div> : null}
    </div>
  );
}
