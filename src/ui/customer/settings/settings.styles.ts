import { tableSlot } from '../../components/kit/table.styles';
import { islandStyles } from '../../public/islands/island-styles';

/** Settings' Purchase Info card, as Chakra drew it (Heading, Text, Stack). */
export const settings = islandStyles('settings', {
  heading: { recipe: 'heading', variants: { size: 'lg' } },
  muted: { color: 'fg.muted' },
  /** The footer's buttons: side by side from `sm`, stacked on a phone. */
  actions: {
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    alignItems: { base: 'stretch', sm: 'center' },
    gap: '3',
  },
  /** 'Showing the 20 most recent purchases.' over 'Show older purchases'. */
  older: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', mt: '4' },
  olderStatus: { fontSize: 'sm', color: 'fg.muted' },
  /** The frame of the history while it loads: rows of bars where the purchases go. */
  loadingRows: { display: 'flex', flexDirection: 'column', gap: '3', mt: '4' },
  loadingRow: { recipe: 'skeleton', css: { h: { base: '20', md: '8' } } },
});

/** The purchase history on a phone: one bordered card a purchase. */
export const purchaseList = islandStyles('purchase-list', {
  list: {
    display: { base: 'flex', md: 'none' },
    flexDirection: 'column',
    gap: '3',
    listStyleType: 'none',
  },
  item: { p: '3', borderWidth: '1px', borderRadius: 'md' },
  top: { display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: '3' },
  bottom: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    mt: '2',
    gap: '3',
    flexWrap: 'wrap',
  },
  strong: { fontWeight: 'semibold' },
  period: { fontSize: 'sm', color: 'fg.muted' },
});

/** The purchase history's table from a tablet up: around and beside the kit's table classes. */
export const purchaseTable = islandStyles('purchase-table', {
  frame: { overflowX: 'auto', display: { base: 'none', md: 'block' } },
  dateCell: tableSlot('cell', { whiteSpace: 'nowrap' }),
});
