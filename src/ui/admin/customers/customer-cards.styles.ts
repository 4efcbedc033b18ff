import { tableSlot } from '../../components/kit/table.styles';
import { gridColumns, islandStyles } from '../../public/islands/island-styles';

/** The cards of a customer's console page: their grids of facts, lists and table. */
export const customerCards = islandStyles('customer-cards', {
  accountFacts: {
    display: 'grid',
    gridTemplateColumns: gridColumns({ base: 1, sm: 2, lg: 3 }),
    gap: '4',
  },
  planFacts: { display: 'grid', gridTemplateColumns: gridColumns({ base: 1, sm: 2 }), gap: '4' },
  entries: { display: 'flex', flexDirection: 'column', gap: '3', listStyleType: 'none' },
  entry: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '3' },
  entryText: { lineClamp: 2, wordBreak: 'break-word' },
  entryStatus: {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    alignItems: 'flex-end',
    flexShrink: 0,
  },
  entryDate: { fontSize: 'sm', color: 'fg.muted', whiteSpace: 'nowrap' },
  tableFrame: { overflowX: 'auto' },
  dateCell: tableSlot('cell', { whiteSpace: 'nowrap' }),
  actionCell: tableSlot('cell', { textAlign: 'end' }),
});
