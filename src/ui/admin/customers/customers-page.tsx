import { Link as RouterLink } from 'wouter';
import { customersTable } from '../../../content/admin/customers';
import { adminSection } from '../../../content/admin-navigation';
import { type AdminCustomerRow, adminCustomerPath } from '../../../services/contract';
import { Badge } from '../../components/kit/badge';
import { createdAtColumn, listPage } from '../components/admin-list-page';
import { consoleCells } from '../components/console-cells.styles';
import type { Column } from '../components/data-table';
import { formatIsoDate, fullName, roleLabels } from './customer-format';
import { pageData } from './customers.data';

const texts = customersTable;

const columns: Column<AdminCustomerRow>[] = [
  {
    key: 'lastName',
    header: texts.columns.name,
    sortable: true,
    cell: (row) => (
      <RouterLink href={`~${adminCustomerPath(row.id)}`} className={consoleCells.personLink}>
        {fullName(row)}
      </RouterLink>
    ),
  },
  {
    key: 'emailAddress',
    header: texts.columns.emailAddress,
    sortable: true,
    cell: (row) => row.emailAddress,
  },
  {
    key: 'roles',
    header: texts.columns.roles,
    cell: (row) => (
      <div className={consoleCells.badges}>
        {roleLabels(row.roles).map((label) => (
          <Badge key={label}>{label}</Badge>
        ))}
      </div>
    ),
  },
  createdAtColumn(texts.columns.createdAt, (createdAt) => (
    <p className={consoleCells.noWrap}>{formatIsoDate(createdAt)}</p>
  )),
  {
    key: 'status',
    header: texts.columns.status,
    cell: (row) =>
      row.lockedAt ? (
        <Badge palette="red">{texts.locked}</Badge>
      ) : (
        <Badge palette="teal">{texts.active}</Badge>
      ),
  },
];

/** /admin/customers: every account, found by e-mail or name, newest first. */
export default listPage({
  section: adminSection.customers,
  list: pageData,
  texts,
  columns,
});
