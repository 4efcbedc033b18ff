import type { ReactNode } from 'react';
import { BRAND_NAME } from '../../content/brand';
import { pageHeader as styles } from './page-header.styles';

/** The title block of a customer page (its h1 and the line under it), with room for an action on the right. */
export function PageHeader({
  title,
  subtitle,
  action,
}: {
  title: string;
  subtitle?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={styles.root}>
      <title>{`${title} · ${BRAND_NAME}`}</title>
      <div className={styles.titles}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {action}
    </div>
  );
}
