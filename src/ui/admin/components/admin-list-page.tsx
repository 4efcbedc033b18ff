import type { ReactNode } from 'react';
import type { AdminSection } from '../../../content/admin-navigation';
import { AdminSectionHeader } from '../admin-section-header';
import { consoleLayout } from './console-layout.styles';
import type { ConsoleList } from './console-list';
import type { Column } from './data-table';
import { type ListTexts, SearchableTable } from './searchable-table';
import { useAdminList } from './use-admin-list';

type AdminListPageProps<TItem extends { id: string }> = {
  section: AdminSection;
  /** The section's one list: its call (a page of rows for a query) and its order. */
  list: ConsoleList<TItem>;
  texts: ListTexts;
  columns: Column<TItem>[];
};

/**
 * The page of a console section that is one list (customers, requests, support), declared by
 * its section, its list, its texts and its columns: its title block over the searchable table.
 */
export function listPage<TItem extends { id: string }>({
  section,
  list: { load, order },
  texts,
  columns,
}: AdminListPageProps<TItem>) {
  return function AdminListPage() {
    const list = useAdminList(load, order);
    return (
      <div className={consoleLayout.stack}>
        <AdminSectionHeader section={section} />
        <SearchableTable list={list} columns={columns} texts={texts} />
      </div>
    );
  };
}

/** The date a row was made, a sortable column of every console list. */
export function createdAtColumn<TItem extends { createdAt: string }>(
  header: string,
  format: (createdAt: string) => ReactNode,
): Column<TItem> {
  return { key: 'createdAt', header, sortable: true, cell: (row) => format(row.createdAt) };
}
