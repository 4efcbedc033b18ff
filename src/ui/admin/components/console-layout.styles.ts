import { panelSurface } from '../../components/panel-surface';
import { islandStyles } from '../../public/islands/island-styles';

/** The console pages' own layout: a page's blocks one under another, and a record's panels. */
export const consoleLayout = islandStyles('console-layout', {
  /** Chakra's `<Stack gap="4">`. */
  stack: { display: 'flex', flexDirection: 'column', gap: '4' },
  /** The kit's Panel as a record's page sets it: padded, its parts stacked. */
  panel: {
    ...panelSurface(),
    display: 'flex',
    flexDirection: 'column',
    p: { base: '5', md: '6' },
    gap: '4',
  },
});
