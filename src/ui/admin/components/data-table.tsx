import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { adminListTexts } from '../../../content/admin/common';
import {
  selectErrorMessage,
  selectIsLoading,
  selectQuery,
  selectRows,
  selectTotal,
} from '../../../machines/admin-list/selectors';
import { ADMIN_PAGE_SIZE } from '../../../services/contract';
import { StatusAlert } from '../../components/form/status-alert';
import { Button } from '../../components/kit/button';
import { cx } from '../../public/islands/island-styles';
import { kit } from '../../public/islands/kit.styles';
import { dataTable } from './data-table.styles';
import type { AdminListActor } from './use-admin-list';

export type Column<TItem> = {
  /** The sort key the server knows this column by, when it sorts. */
  key: string;
  header: string;
  cell: (row: TItem) => ReactNode;
  sortable?: boolean;
  numeric?: boolean;
};

const SKELETON_ROWS = 5;

/**
 * A console table driven by its list actor: headers that sort (buttons, with `aria-sort` on
 * the column), skeleton rows while the first page loads, the current rows dimmed while the
 * next one does, an empty or no-match line, and the failure with 'Try again'. The first cell
 * of a row is where its link goes, so the table is walked with Tab like any page. Rows are keyed
 * by their id.
 */
type DataTableProps<TItem extends { id: string }> = {
  list: AdminListActor;
  /** Names the table for screen readers. */
  caption: string;
  columns: Column<TItem>[];
  emptyText?: string;
};

export function DataTable<TItem extends { id: string }>({
  list,
  caption,
  columns,
  emptyText = adminListTexts.empty,
}: DataTableProps<TItem>) {
  const rows = useSelector(list, selectRows<TItem>);
  const query = useSelector(list, selectQuery);
  const loading = useSelector(list, selectIsLoading);
  const errorMessage = useSelector(list, selectErrorMessage);

  if (errorMessage) {
    return (
      <StatusAlert
        status="error"
        title={errorMessage}
        action={
          <Button size="sm" variant="outline" onClick={() => list.send({ type: 'list.retry' })}>
            {adminListTexts.retry}
          </Button>
        }
      />
    );
  }

  const sortOf = (column: Column<TItem>) =>
    query.sort === column.key ? (query.order === 'asc' ? 'ascending' : 'descending') : 'none';

  return (
    <div className={dataTable.frame}>
      <table className={dataTable.root} aria-busy={loading}>
        <caption className={dataTable.caption}>
          <span className={kit.srOnly}>{caption}</span>
        </caption>
        <thead className={dataTable.header}>
          <tr className={dataTable.headRow}>
            {columns.map((column) => (
              <th
                key={column.key}
                className={column.numeric ? dataTable.numericHeader : dataTable.columnHeader}
                aria-sort={column.sortable ? sortOf(column) : undefined}
              >
                {column.sortable ? (
                  <Button
                    variant="ghost"
                    size="xs"
                    className={dataTable.sortButton}
                    aria-label={adminListTexts.sortBy(column.header)}
                    onClick={() => list.send({ type: 'query.sort', sort: column.key })}
                  >
                    {column.header}
                    <SortIcon direction={sortOf(column)} />
                  </Button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cx(dataTable.body, loading && rows.length > 0 && dataTable.dimmed)}>
          {rows.length === 0 && loading
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <tr key={i} className={dataTable.row}>
                  {columns.map((column) => (
                    <td key={column.key} className={dataTable.cell}>
                      <div className={dataTable.skeleton} />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={row.id} className={dataTable.row}>
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={column.numeric ? dataTable.numericCell : dataTable.cell}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
          {rows.length === 0 && !loading && (
            <tr className={dataTable.row}>
              <td colSpan={columns.length} className={dataTable.emptyCell}>
                {query.search ? adminListTexts.noMatches : emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  if (direction === 'ascending') return <LuArrowUp aria-hidden />;
  if (direction === 'descending') return <LuArrowDown aria-hidden />;
  return (
    <span className={dataTable.unsorted} aria-hidden>
      <LuArrowUpDown />
    </span>
  );
}

/**
 * The table's footer: which rows show out of how many, and Previous and Next. Not drawn before
 * the first rows come: it would say nothing yet, and the rows, taller than their placeholders,
 * would push it down (a layout shift).
 */
export function TablePager({ list }: { list: AdminListActor }) {
  const query = useSelector(list, selectQuery);
  const total = useSelector(list, selectTotal);
  const rows = useSelector(list, selectRows<unknown>);
  const loading = useSelector(list, selectIsLoading);
  if (loading && rows.length === 0) return null;
  const first = rows.length === 0 ? 0 : (query.page - 1) * ADMIN_PAGE_SIZE + 1;
  const last = first === 0 ? 0 : first + rows.length - 1;
  return (
    <div className={dataTable.pager}>
      <p className={dataTable.range} aria-live="polite">
        {adminListTexts.range(first, last, total)}
      </p>
      <div className={dataTable.pagerButtons}>
        <Button
          size="sm"
          variant="outline"
          disabled={query.page <= 1}
          onClick={() => list.send({ type: 'page.go', page: query.page - 1 })}
        >
          {adminListTexts.previous}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={last >= total}
          onClick={() => list.send({ type: 'page.go', page: query.page + 1 })}
        >
          {adminListTexts.next}
        </Button>
      </div>
    </div>
  );
}
