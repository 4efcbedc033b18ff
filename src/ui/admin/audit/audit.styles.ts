import { gridColumns, islandStyles } from '../../public/islands/island-styles';

/** The audit log's page: its read-only note, its filters and its change lines. */
export const audit = islandStyles('audit', {
  readOnly: { color: 'fg.muted' },
  filters: {
    display: 'grid',
    gridTemplateColumns: gridColumns({ base: 1, sm: 2, lg: 4 }),
    gap: '3',
    alignItems: 'end',
  },
  filterButtons: { display: 'flex', alignItems: 'center', gap: '2' },
  changes: { display: 'flex', flexDirection: 'column', gap: '1' },
  change: {
    recipe: 'code',
    variants: { size: 'sm' },
    css: { whiteSpace: 'pre-wrap', wordBreak: 'break-all' },
  },
});
