import { settingsPage } from '../../../content/customer-pages';
import { purchaseKey } from '../../../machines/purchase-history/machine';
import type { PurchaseItem } from '../../../services/contract';
import { table } from '../../components/kit/table.styles';
import { formatCents, formatEpochDate } from '../../signed-in/format';
import { purchasePeriod } from './purchase-period';
import { PurchaseTypeBadge } from './purchase-type-badge';
import { purchaseTable as styles } from './settings.styles';

const columns = settingsPage.columns;

/** The purchase history from a tablet up: a table with the purchase date too. */
export function PurchaseTable({ purchases }: { purchases: readonly PurchaseItem[] }) {
  return (
    <div className={styles.frame}>
      <table className={table.root} aria-label={settingsPage.historyLabel}>
        <thead className={table.header}>
          <tr className={table.row}>
            <th className={table.columnHeader}>{columns.name}</th>
            <th className={table.numericHeader}>{columns.price}</th>
            <th className={table.columnHeader}>{columns.type}</th>
            <th className={table.columnHeader}>{columns.purchased}</th>
            <th className={table.columnHeader}>{columns.period}</th>
          </tr>
        </thead>
        <tbody className={table.body}>
          {purchases.map((item) => (
            <tr key={purchaseKey(item)} className={table.row}>
              <td className={table.cell}>{item.name}</td>
              <td className={table.numericCell}>{formatCents(item.price)}</td>
              <td className={table.cell}>
                <PurchaseTypeBadge type={item.type} />
              </td>
              <td className={styles.dateCell}>{formatEpochDate(item.createdDate)}</td>
              <td className={styles.dateCell}>{purchasePeriod(item)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
