import { Link as RouterLink } from 'wouter';
import { requestTexts as texts } from '../../../content/admin/requests';
import { adminSection } from '../../../content/admin-navigation';
import { type AdminRequestItem, adminRequestPath } from '../../../services/contract';
import { formatDate, formatPrice } from '../../signed-in/format';
import { RequestStatusBadge } from '../../signed-in/request-status-badge';
import { createdAtColumn, listPage } from '../components/admin-list-page';
import { consoleCells } from '../components/console-cells.styles';
import type { Column } from '../components/data-table';
import { pageData } from './requests.data';

const columns: Column<AdminRequestItem>[] = [
  {
    key: 'name',
    header: texts.columns.name,
    sortable: true,
    cell: (row) => (
      <RouterLink
        href={`~${adminRequestPath(row.id)}`}
        aria-label={texts.open(row.name)}
        className={consoleCells.link}
      >
        {row.name}
      </RouterLink>
    ),
  },
  {
    key: 'customer',
    header: texts.columns.customer,
    sortable: true,
    cell: (row) => <p>{row.customer.emailAddress}</p>,
  },
  {
    key: 'status',
    header: texts.columns.status,
    sortable: true,
    cell: (row) => <RequestStatusBadge status={row.status} />,
  },
  {
    key: 'quote',
    header: texts.columns.quote,
    numeric: true,
    cell: (row) =>
      row.quotedPriceCents === null
        ? texts.notSet
        : formatPrice(String(row.quotedPriceCents / 100)),
  },
  createdAtColumn(texts.columns.createdAt, formatDate),
];

/** /admin/requests: the custom-request inbox (issue 17), newest first. */
export default listPage({
  section: adminSection.requests,
  list: pageData,
  texts,
  columns,
});
