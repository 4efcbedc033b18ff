import type { ReactNode } from 'react';
import { settingsPage } from '../../../content/customer-pages';
import { card } from '../../components/kit/card.styles';
import { settings as styles } from './settings.styles';

/** The Purchase Info card's header: its heading over the person it is for. */
export function PurchaseInfoHeader({ person }: { person: ReactNode }) {
  return (
    <div className={card.md.header}>
      <h2 className={styles.heading}>{settingsPage.purchaseInfo}</h2>
      {person}
    </div>
  );
}

/** The history's frame while its first page loads: bars where the purchases go. */
export function HistoryLoading() {
  return (
    <>
      <p className={styles.muted} role="status">
        {settingsPage.loading}
      </p>
      <div className={styles.loadingRows} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} className={styles.loadingRow} />
        ))}
      </div>
    </>
  );
}
