import { Link as RouterLink } from 'wouter';
import { supportTexts as texts } from '../../../content/admin/support';
import { adminSection } from '../../../content/admin-navigation';
import { type AdminSupportItem, adminSupportPath } from '../../../services/contract';
import { formatDate } from '../../signed-in/format';
import { createdAtColumn, listPage } from '../components/admin-list-page';
import { consoleCells } from '../components/console-cells.styles';
import type { Column } from '../components/data-table';
import { pageData } from './support.data';
import { SupportStatusBadge } from './support-status-badge';

const columns: Column<AdminSupportItem>[] = [
  {
    key: 'sender',
    header: texts.columns.sender,
    sortable: true,
    cell: (row) => {
      const name = `${row.firstName} ${row.lastName}`;
      return (
        <div className={consoleCells.lines}>
          <RouterLink
            href={`~${adminSupportPath(row.id)}`}
            aria-label={texts.open(name)}
            className={consoleCells.link}
          >
            {name}
          </RouterLink>
          <p className={consoleCells.secondLine}>{row.emailAddress}</p>
        </div>
      );
    },
  },
  {
    key: 'preview',
    header: texts.columns.preview,
    cell: (row) => <p className={consoleCells.twoLines}>{row.preview}</p>,
  },
  {
    key: 'status',
    header: texts.columns.status,
    sortable: true,
    cell: (row) => <SupportStatusBadge status={row.status} />,
  },
  { key: 'replies', header: texts.columns.replies, numeric: true, cell: (row) => row.replyCount },
  createdAtColumn(texts.columns.createdAt, formatDate),
];

/** /admin/support: messages from the contact form (issue 17), newest first. */
export default listPage({
  section: adminSection.support,
  list: pageData,
  texts,
  columns,
});
