import { islandStyles } from '../../public/islands/island-styles';

/** A console table's parts: Chakra's table recipe (small, interactive rows) as island classes. */
const tableSlot = (slot: string, css?: object) => ({
  slotRecipe: 'table',
  slot,
  variants: { size: 'sm', interactive: true },
  css,
});

export const dataTable = islandStyles('data-table', {
  /** Positioned, so the visually hidden caption stays inside the scrolling box on a phone. */
  frame: {
    position: 'relative',
    overflowX: 'auto',
    borderWidth: '1px',
    borderColor: 'border.muted',
    rounded: 'lg',
  },
  root: tableSlot('root'),
  caption: tableSlot('caption'),
  header: tableSlot('header'),
  headRow: tableSlot('row', { bg: 'bg.subtle' }),
  columnHeader: tableSlot('columnHeader', { whiteSpace: 'nowrap' }),
  numericHeader: tableSlot('columnHeader', { whiteSpace: 'nowrap', textAlign: 'end' }),
  body: tableSlot('body', { transition: 'opacity 0.15s' }),
  /** The current rows while the next page loads. */
  dimmed: { opacity: 0.6 },
  row: tableSlot('row'),
  cell: tableSlot('cell'),
  numericCell: tableSlot('cell', { textAlign: 'end' }),
  emptyCell: tableSlot('cell', { py: '10', textAlign: 'center', color: 'fg.muted' }),
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
