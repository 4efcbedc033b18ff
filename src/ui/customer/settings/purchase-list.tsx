import { purchaseKey } from '../../../machines/purchase-history/machine';
import type { PurchaseItem } from '../../../services/contract';
import { formatCents } from '../../signed-in/format';
import { purchasePeriod } from './purchase-period';
import { PurchaseTypeBadge } from './purchase-type-badge';
import { purchaseList as styles } from './settings.styles';

/** The purchase history on a phone: one card a purchase. */
export function PurchaseList({ purchases }: { purchases: readonly PurchaseItem[] }) {
  return (
    <ul className={styles.list}>
      {purchases.map((item) => (
        <li key={purchaseKey(item)} className={styles.item}>
          <div className={styles.top}>
            <p className={styles.strong}>{item.name}</p>
            <p className={styles.strong}>{formatCents(item.price)}</p>
          </div>
          <div className={styles.bottom}>
            <PurchaseTypeBadge type={item.type} />
            <p className={styles.period}>{purchasePeriod(item)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
