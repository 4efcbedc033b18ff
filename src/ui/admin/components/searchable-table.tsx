import { DataTable, type DataTableProps, TablePager } from './data-table';
import { TableSearch } from './table-search';

/**
 * A console list as its sections show it: the search box, the table, and the pager under it,
 * all driven by the one list actor.
 */
export function SearchableTable<TItem>({
  searchLabel,
  ...table
}: DataTableProps<TItem> & { searchLabel: string }) {
  return (
    <>
      <TableSearch list={table.list} label={searchLabel} />
      <div>
        <DataTable {...table} />
        <TablePager list={table.list} />
      </div>
    </>
  );
}
