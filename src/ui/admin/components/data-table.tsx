import { Box, Button, HStack, Skeleton, Table, Text, VisuallyHidden } from '@chakra-ui/react';
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
    // Positioned, so the visually hidden caption (absolutely placed) stays inside the scrolling
    // box instead of widening the whole page on a phone.
    <Box
      position="relative"
      overflowX="auto"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="lg"
    >
      <Table.Root size="sm" aria-busy={loading} interactive>
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.key}
                textAlign={column.numeric ? 'end' : 'start'}
                aria-sort={column.sortable ? sortOf(column) : undefined}
                whiteSpace="nowrap"
              >
                {column.sortable ? (
                  <Button
                    variant="ghost"
                    size="xs"
                    mx="-2"
                    aria-label={adminListTexts.sortBy(column.header)}
                    onClick={() => list.send({ type: 'query.sort', sort: column.key })}
                  >
                    {column.header}
                    <SortIcon direction={sortOf(column)} />
                  </Button>
                ) : (
                  column.header
                )}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body opacity={loading && rows.length > 0 ? 0.6 : 1} transition="opacity 0.15s">
          {rows.length === 0 && loading
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <Table.Row key={i}>
                  {columns.map((column) => (
                    <Table.Cell key={column.key}>
                      <Skeleton h="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : rows.map((row) => (
                <Table.Row key={row.id}>
                  {columns.map((column) => (
                    <Table.Cell key={column.key} textAlign={column.numeric ? 'end' : 'start'}>
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
          {rows.length === 0 && !loading && (
            <Table.Row>
              <Table.Cell colSpan={columns.length} py="10" textAlign="center">
                <Text color="fg.muted">{query.search ? adminListTexts.noMatches : emptyText}</Text>
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  if (direction === 'ascending') return <LuArrowUp aria-hidden />;
  if (direction === 'descending') return <LuArrowDown aria-hidden />;
  return (
    <Box as="span" color="fg.subtle" aria-hidden>
      <LuArrowUpDown />
    </Box>
  );
}

/** The table's footer: which rows show out of how many, and Previous and Next. */
export function TablePager({ list }: { list: AdminListActor }) {
  const query = useSelector(list, selectQuery);
  const total = useSelector(list, selectTotal);
  const rows = useSelector(list, selectRows<unknown>);
  const first = rows.length === 0 ? 0 : (query.page - 1) * ADMIN_PAGE_SIZE + 1;
  const last = first === 0 ? 0 : first + rows.length - 1;
  return (
    <HStack justify="space-between" mt="3" gap="3" flexWrap="wrap">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {adminListTexts.range(first, last, total)}
      </Text>
      <HStack gap="2">
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
      </HStack>
    </HStack>
  );
}
