import { customerActions, customerFacts } from '../../../content/admin/customers';
import type { AdminPurchase } from '../../../services/contract';
import { Badge } from '../../components/kit/badge';
import { Button } from '../../components/kit/button';
import { table } from '../../components/kit/table.styles';
import { kit } from '../../public/islands/kit.styles';
import { formatCents } from '../../signed-in/format';
import { TitledCard } from '../../signed-in/titled-card';
import { customerCards as styles } from './customer-cards.styles';
import { formatIsoDate } from './customer-format';

const texts = customerFacts.purchases;

/** What the customer bought or was given; a granted script can be revoked from its row. */
export function PurchasesCard(props: {
  purchases: readonly AdminPurchase[];
  onRevoke: (purchase: AdminPurchase) => void;
}) {
  return (
    <TitledCard title={texts.heading} emptyText={props.purchases.length === 0 ? texts.empty : null}>
      <div className={styles.tableFrame}>
        <table className={table.root} aria-label={texts.heading}>
          <thead className={table.header}>
            <tr className={table.row}>
              <th className={table.columnHeader}>{texts.name}</th>
              <th className={table.columnHeader}>{texts.kind}</th>
              <th className={table.numericHeader}>{texts.price}</th>
              <th className={table.columnHeader}>{texts.date}</th>
              <th className={table.columnHeader}>
                <span className={kit.srOnly}>{customerActions.heading}</span>
              </th>
            </tr>
          </thead>
          <tbody className={table.body}>
            {props.purchases.map((purchase) => (
              <tr key={purchase.id} className={table.row}>
                <td className={table.cell}>{purchase.name}</td>
                <td className={table.cell}>
                  <Badge palette={purchase.kind === 'GRANT' ? 'purple' : 'gray'}>
                    {texts.kinds[purchase.kind]}
                  </Badge>
                </td>
                <td className={table.numericCell}>{formatCents(purchase.priceCents)}</td>
                <td className={styles.dateCell}>{formatIsoDate(purchase.createdAt)}</td>
                <td className={styles.actionCell}>
                  {purchase.kind === 'GRANT' ? (
                    <Button
                      size="xs"
                      variant="outline"
                      palette="red"
                      aria-label={customerActions.revokeScriptLabel(purchase.name)}
                      onClick={() => props.onRevoke(purchase)}
                    >
                      {customerActions.revokeScript}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TitledCard>
  );
}
