import type { SystemStyleObject } from '@chakra-ui/react';
import { tableSlot } from '../../components/kit/table.styles';
import { islandStyles } from '../../public/islands/island-styles';

/** A console table's parts: Chakra's table recipe (small, interactive rows) as island classes. */
const rowsSlot = (slot: string, css?: SystemStyleObject) => tableSlot(slot, css, true);

export const dataTable = islandStyles('data-table', {
  /** Positioned, so the visually hidden caption stays inside the scrolling box on a phone. */
  frame: {
    position: 'relative',
    overflowX: 'auto',
    borderWidth: '1px',
    borderColor: 'border.muted',
    rounded: 'lg',
  },
  root: rowsSlot('root'),
  caption: rowsSlot('caption'),
  header: rowsSlot('header'),
  headRow: rowsSlot('row', { bg: 'bg.subtle' }),
  columnHeader: rowsSlot('columnHeader', { whiteSpace: 'nowrap' }),
  numericHeader: rowsSlot('columnHeader', { whiteSpace: 'nowrap', textAlign: 'end' }),
  body: rowsSlot('body', { transition: 'opacity 0.15s' }),
  /** The current rows while the next page loads. */
  dimmed: { opacity: 0.6 },
  row: rowsSlot('row'),
  cell: rowsSlot('cell'),
  numericCell: rowsSlot('cell', { textAlign: 'end' }),
  emptyCell: rowsSlot('cell', { py: '10', textAlign: 'center', color: 'fg.muted' }),
  skeleton: { recipe: 'skeleton', css: { h: '4' } },
  /** The sort button sits in the header's padding, as a ghost button would with `mx="-2"`. */
  sortButton: { mx: '-2' },
  unsorted: { display: 'inline-flex', color: 'fg.subtle' },
  pager: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    mt: '3',
    gap: '3',
    flexWrap: 'wrap',
  },
  range: { fontSize: 'sm', color: 'fg.muted' },
  pagerButtons: { display: 'flex', alignItems: 'center', gap: '2' },
});
