import type { SystemStyleObject } from '@chakra-ui/react';
import { islandStyles } from '../../public/islands/island-styles';

/**
 * One part of Chakra's small table recipe, with style props over it in the same class (a class
 * of its own module would fall before or after the recipe's in the sheet by the modules' order).
 */
export const tableSlot = (slot: string, css?: SystemStyleObject, interactive = false) => ({
  slotRecipe: 'table',
  slot,
  variants: { size: 'sm', interactive },
  css,
});

/**
 * Chakra's table recipe (small) as island classes: `<Table.Root size="sm">` is `<table
 * className={table.root}>`, a cell `table.cell`, a number's cell `table.numericCell`.
 */
export const table = islandStyles('table-sm', {
  root: tableSlot('root'),
  header: tableSlot('header'),
  body: tableSlot('body'),
  row: tableSlot('row'),
  columnHeader: tableSlot('columnHeader'),
  numericHeader: tableSlot('columnHeader', { textAlign: 'end' }),
  cell: tableSlot('cell'),
  numericCell: tableSlot('cell', { textAlign: 'end' }),
});
