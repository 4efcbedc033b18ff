import { scriptsTableTexts as texts } from '../../../content/admin/scripts';
import type { AdminScriptRow } from '../../../services/contract';
import { Badge } from '../../components/kit/badge';
import { formatDate, formatPrice } from '../../signed-in/format';
import { consoleCells } from '../components/console-cells.styles';
import type { Column } from '../components/data-table';
import type { ConfirmedActionActor } from '../components/use-confirmed-action';
import { ScriptRowActions } from './script-actions';
import { scriptActions as styles } from './script-actions.styles';

/** The catalogue's columns, with each script's actions at the end of its row. */
export const scriptColumns = (action: ConfirmedActionActor): Column<AdminScriptRow>[] => [
  {
    key: 'scriptName',
    header: texts.columns.scriptName,
    sortable: true,
    cell: (row) => (
      <div className={styles.nameCell}>
        <p className={styles.name}>{row.scriptName}</p>
        {row.privateTo ? (
          <p className={styles.privateTo}>{texts.privateTo(row.privateTo)}</p>
        ) : null}
      </div>
    ),
  },
  {
    key: 'price',
    header: texts.columns.price,
    sortable: true,
    numeric: true,
    cell: (row) => formatPrice(row.price),
  },
  { key: 'platform', header: texts.columns.platform, sortable: true, cell: (row) => row.platform },
  {
    key: 'createdOn',
    header: texts.columns.createdOn,
    sortable: true,
    cell: (row) => <p className={consoleCells.noWrap}>{formatDate(row.createdOn)}</p>,
  },
  {
    key: 'updatedAt',
    header: texts.columns.updatedAt,
    sortable: true,
    cell: (row) => (
      <p className={consoleCells.noWrap}>
        {row.updatedAt ? formatDate(row.updatedAt) : texts.notChanged}
      </p>
    ),
  },
  {
    key: 'published',
    header: texts.columns.published,
    sortable: true,
    cell: (row) =>
      row.published ? (
        <Badge palette="green">{texts.published}</Badge>
      ) : (
        <Badge variant="outline">{texts.unpublished}</Badge>
      ),
  },
  {
    key: 'owners',
    header: texts.columns.owners,
    sortable: true,
    numeric: true,
    cell: (row) => row.owners,
  },
  {
    key: 'actions',
    header: texts.actions,
    // Drawn at the end of the cell, as numbers are: the row ends with its buttons.
    numeric: true,
    cell: (row) => <ScriptRowActions script={row} action={action} />,
  },
];
