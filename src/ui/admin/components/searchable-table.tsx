import { type Column, DataTable, TablePager } from './data-table';
import { TableSearch } from './table-search';
import type { AdminListActor } from './use-admin-list';

/** The words of a console list: its search box's label, the table's name, its empty line. */
export type ListTexts = { searchLabel: string; listLabel: string; empty: string };

/**
 * A console list as its sections show it: the search box, the table, and the pager under it,
 * all driven by the one list actor.
 */
export function SearchableTable<TItem extends { id: string }>(props: {
  list: AdminListActor;
  columns: Column<TItem>[];
  texts: ListTexts;
}) {
  const { list, texts } = props;
  return (
    <>
      <TableSearch list={list} label={texts.searchLabel} />
      <div>
        <DataTable
          list={list}
          caption={texts.listLabel}
          columns={props.columns}
          emptyText={texts.empty}
        />
        <TablePager list={list} />
      </div>
    </>
  );
}
