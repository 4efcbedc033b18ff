import { Stack } from '@chakra-ui/react';
import type { AdminSection } from '../../../content/admin-navigation';
import { AdminSectionHeader } from '../admin-section-header';
import type { DataTableProps } from './data-table';
import { SearchableTable } from './searchable-table';

type AdminListPageProps<TItem extends { id: string }> = Omit<DataTableProps<TItem>, 'rowKey'> & {
  section: AdminSection;
  searchLabel: string;
};

/**
 * A console section that is one list (customers, requests, support): its title block over the
 * searchable table, each row keyed by its id.
 */
export function AdminListPage<TItem extends { id: string }>({
  section,
  ...table
}: AdminListPageProps<TItem>) {
  return (
    <Stack gap="4">
      <AdminSectionHeader section={section} />
      <SearchableTable {...table} rowKey={(row) => row.id} />
    </Stack>
  );
}
