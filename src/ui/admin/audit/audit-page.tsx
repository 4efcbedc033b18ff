import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { auditTable } from '../../../content/admin/audit';
import { adminSection } from '../../../content/admin-navigation';
import { selectQuery } from '../../../machines/admin-list/selectors';
import { adminAuditApi } from '../../../services/admin-audit';
import {
  type AdminListQuery,
  type AuditEntry,
  adminCustomerPath,
  type AuditFilters as Filters,
} from '../../../services/contract';
import { Badge } from '../../components/kit/badge';
import { formatDate } from '../../signed-in/format';
import { AdminSectionHeader } from '../admin-section-header';
import { consoleCells } from '../components/console-cells.styles';
import { consoleLayout } from '../components/console-layout.styles';
import type { Column } from '../components/data-table';
import { SearchableTable } from '../components/searchable-table';
import { useAdminList } from '../components/use-admin-list';
import { pageData } from './audit.data';
import { audit as styles } from './audit.styles';
import { describeChange } from './audit-change';
import { AuditFilters } from './audit-filters';

const texts = auditTable;

const time = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  hour12: false,
});

const columns: Column<AuditEntry>[] = [
  {
    key: 'createdAt',
    header: texts.columns.createdAt,
    sortable: true,
    cell: (entry) => (
      <p className={consoleCells.noWrap}>
        {formatDate(entry.createdAt)} {time.format(new Date(entry.createdAt))} UTC
      </p>
    ),
  },
  { key: 'actor', header: texts.columns.actor, cell: (entry) => entry.actorEmail },
  {
    key: 'action',
    header: texts.columns.action,
    cell: (entry) => <Badge>{entry.action}</Badge>,
  },
  {
    key: 'target',
    header: texts.columns.target,
    cell: (entry) =>
      entry.targetType === 'customer' ? (
        <RouterLink
          href={`~${adminCustomerPath(entry.targetId)}`}
          className={consoleCells.targetLink}
        >
          {entry.targetType} {entry.targetId.slice(0, 8)}
        </RouterLink>
      ) : (
        <p>
          {entry.targetType} {entry.targetId}
        </p>
      ),
  },
  {
    key: 'change',
    header: texts.columns.change,
    cell: (entry) => {
      const lines = describeChange(entry.before, entry.after);
      return lines.length === 0 ? (
        texts.nothing
      ) : (
        <div className={styles.changes}>
          {lines.map((line) => (
            <code key={line} className={styles.change}>
              {line}
            </code>
          ))}
        </div>
      );
    },
  },
];

/** /admin/audit: every console action, newest first, filtered; nothing here changes it. */
export default function AuditPage() {
  // The filters apply to every page the list loads, until they are changed again.
  const filters = useRef<Filters>({});
  const [actions, setActions] = useState<string[]>([]);
  const list = useAdminList(async (query: AdminListQuery) => {
    const page = await adminAuditApi.list({ ...query, ...filters.current });
    setActions(page.actions);
    return page;
  }, pageData.order);
  const search = useSelector(list, (snapshot) => selectQuery(snapshot).search);
  return (
    <div className={consoleLayout.stack}>
      <AdminSectionHeader section={adminSection.audit} />
      <p className={styles.readOnly}>{texts.readOnly}</p>
      <AuditFilters
        actions={actions}
        onApply={(next) => {
          filters.current = next;
          // A new search of the same text: back to the first page, loaded with the filters.
          list.send({ type: 'query.search', search });
        }}
      />
      <SearchableTable list={list} columns={columns} texts={texts} />
    </div>
  );
}
