import { type ReactNode, useId } from 'react';
import { card } from '../../components/kit/card.styles';
import { security as styles } from './security.styles';

type SecurityCardProps = { title: string; description: string; children?: ReactNode };

/** One card of the Security page: a titled region, what it does, then its controls. */
export function SecurityCard({ title, description, children }: SecurityCardProps) {
  // Names the region for screen readers (an id from the title would hold spaces).
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={card.smThenMd.root}>
      <div className={card.smThenMd.header}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        <p className={card.smThenMd.description}>{description}</p>
      </div>
      {children ? <div className={card.smThenMd.body}>{children}</div> : null}
    </section>
  );
}
