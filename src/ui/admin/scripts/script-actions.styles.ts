import { islandStyles } from '../../public/islands/island-styles';

/** The console's script actions: a row's name cell and its buttons, at the end of its row. */
export const scriptActions = islandStyles('script-actions', {
  row: { display: 'flex', alignItems: 'center', gap: '2', justifyContent: 'flex-end' },
  nameCell: { display: 'flex', flexDirection: 'column', gap: '0.5', minW: '10rem' },
  name: { fontWeight: 'semibold' },
  privateTo: { fontSize: 'xs', color: 'fg.muted' },
});
